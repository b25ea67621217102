import { Logo } from '../../../components/ui/Logo.tsx';
import { cn } from '../../../lib/cn.ts';
import { wallText } from '../strings.ts';

/** The logo and the screen's title (its one h1). */
export function WallHeader({
  title = wallText.title,
  subtitle,
  className,
}: {
  title?: string;
  subtitle?: string;
  className?: string;
}) {
  return (
    <header className={cn('flex items-center gap-6', className)}>
      <span dir="ltr" className="text-parchment">
        <Logo className="h-[72px]" />
        <span className="sr-only">Zechus</span>
      </span>
      <div className="min-w-0">
        <h1 className="font-[family-name:var(--font-hebrew)] text-[44px] leading-tight font-bold text-gold-soft">
          {title}
        </h1>
        {subtitle ? (
          <p className="font-[family-name:var(--font-hebrew)] text-[28px] text-parchment/90">
            {subtitle}
          </p>
        ) : null}
      </div>
    </header>
  );
}
