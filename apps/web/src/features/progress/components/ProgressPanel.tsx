import { useId } from 'react';
import { he, heGloss } from '../../../i18n/he.ts';
import { cn } from '../../../lib/cn.ts';
import { groupThousands } from '../../../lib/format.ts';
import { panelFigures } from '../progress-math.ts';
import { ProgressBar } from './ProgressBar.tsx';

export interface ProgressPanelProps {
  /** The day's total, percent 0–100 (not rounded; the panel rounds). */
  progress: number;
  chapters_done: number;
  chapters_not_done: number;
  /** 'light' on parchment and white (web pages); 'night' for the wall. */
  tone?: 'light' | 'night';
  className?: string;
}

/**
 * The progress panel (spec §2): chapters learned and still to learn, in Yiddish, and the overall
 * bar titled סך הכל, showing the progress rounded to a whole percent; done look at 100.
 */
export function ProgressPanel({
  progress,
  chapters_done,
  chapters_not_done,
  tone = 'light',
  className,
}: ProgressPanelProps) {
  const titleId = useId();
  const figures = panelFigures({ progress, chapters_done, chapters_not_done });
  const night = tone === 'night';
  const countClass = cn(
    'block font-[family-name:var(--font-hebrew-ui)] text-3xl font-bold tabular-nums sm:text-4xl',
    night ? 'text-gold-soft' : 'text-ink',
  );
  const labelClass = cn('block text-base', night ? 'text-parchment/85' : 'text-ink-muted');
  const glossClass = cn(
    'block font-[family-name:var(--font-sans)] text-xs',
    night ? 'text-parchment/70' : 'text-ink-muted',
  );
  return (
    <section
      dir="rtl"
      lang="yi"
      aria-labelledby={titleId}
      data-done={figures.done || undefined}
      className={cn('space-y-4', className)}
    >
      <dl className="grid grid-cols-2 gap-3">
        <div
          className={cn(
            'rounded-xl px-4 py-3',
            night ? 'bg-white/5' : 'border border-stone bg-parchment',
          )}
        >
          <dt className={labelClass}>
            {he.chaptersDone}
            <span lang="en" className={glossClass}>
              {heGloss.chaptersDone}
            </span>
          </dt>
          <dd className={countClass}>{groupThousands(figures.chaptersDone)}</dd>
        </div>
        <div
          className={cn(
            'rounded-xl px-4 py-3',
            night ? 'bg-white/5' : 'border border-stone bg-parchment',
          )}
        >
          <dt className={labelClass}>
            {he.chaptersNotDone}
            <span lang="en" className={glossClass}>
              {heGloss.chaptersNotDone}
            </span>
          </dt>
          <dd className={countClass}>{groupThousands(figures.chaptersNotDone)}</dd>
        </div>
      </dl>
      <div>
        <div className="mb-1.5 flex items-baseline gap-2">
          <h2
            id={titleId}
            className={cn(
              'font-[family-name:var(--font-hebrew)] text-xl font-bold',
              night ? 'text-parchment' : 'text-ink',
            )}
          >
            {he.total}
          </h2>
          <span lang="en" className={glossClass}>
            {heGloss.total}
          </span>
        </div>
        <ProgressBar value={figures.percent} labelledBy={titleId} size="lg" tone={tone} />
      </div>
    </section>
  );
}
