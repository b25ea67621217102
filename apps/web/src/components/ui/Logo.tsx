import logoSvg from '../../assets/logo.svg?raw';
import { cn } from '../../lib/cn.ts';

/** Our logo, inlined so its word uses the page's serif and its pages follow the text colour. */
export function Logo({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block [&>svg]:block [&>svg]:h-full [&>svg]:w-auto', className)}
      dangerouslySetInnerHTML={{ __html: logoSvg }}
    />
  );
}
