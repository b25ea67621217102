import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A section of a learner's page: a card with its own heading. */
export function Card({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card sm:p-6',
        className,
      )}
    >
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
