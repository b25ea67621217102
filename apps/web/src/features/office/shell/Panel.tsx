import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** The office's card (VISUAL.md: 12 px radius, stone border, a soft shadow), for any content. */
export const panelClass =
  'rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card sm:p-6';

/**
 * A card of an office page. With a title it is a section named by its own h2 (or h3 inside a
 * section that has one).
 */
export function Panel({
  title,
  level = 2,
  children,
  className,
}: {
  title?: ReactNode;
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  if (!title) return <div className={cn(panelClass, className)}>{children}</div>;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={cn(panelClass, className)}>
      <Heading id={id} className="mb-4 text-xl font-semibold">
        {title}
      </Heading>
      {children}
    </section>
  );
}
