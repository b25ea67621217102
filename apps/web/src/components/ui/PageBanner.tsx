import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface PageBannerProps {
  eyebrow?: string;
  title: ReactNode;
  lede?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
  className?: string;
}

/** The top band of an information page: the page's one h1. */
export function PageBanner({ eyebrow, title, lede, children, aside, className }: PageBannerProps) {
  return (
    <section
      aria-labelledby="page-title"
      className={cn(
        'relative overflow-hidden border-b border-stone bg-[radial-gradient(ellipse_at_top_right,var(--color-gold-soft),transparent_60%)]',
        className,
      )}
    >
      <div className="container-content grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1
            id="page-title"
            className="text-4xl leading-[1.1] font-semibold tracking-tight md:text-5xl"
          >
            {title}
          </h1>
          {lede ? (
            <div className="mt-5 text-lg leading-relaxed text-ink-muted md:text-xl">{lede}</div>
          ) : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}
