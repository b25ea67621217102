import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface SectionProps {
  id?: string;
  /** Small label above the heading. */
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
  tone?: 'plain' | 'warm' | 'white';
  centered?: boolean;
}

const tones = {
  plain: '',
  warm: 'bg-gold-soft/45',
  white: 'bg-white/70 border-y border-stone',
} as const;

/** A page section with an h2 heading, inside the 1120 px content width. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  tone = 'plain',
  centered = false,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('py-14 md:py-20', tones[tone], className)}
    >
      <div className="container-content">
        {title ? (
          <header className={cn('mb-8 max-w-3xl md:mb-10', centered && 'mx-auto text-center')}>
            {eyebrow ? (
              <p className="mb-2 text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h2 id={headingId} className="text-3xl leading-tight font-semibold md:text-4xl">
              {title}
            </h2>
            {intro ? (
              <div className="mt-4 text-lg leading-relaxed text-ink-muted">{intro}</div>
            ) : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
