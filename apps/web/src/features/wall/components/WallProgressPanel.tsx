import { Check } from 'lucide-react';
import { useId } from 'react';
import { he } from '../../../i18n/he.ts';
import { cn } from '../../../lib/cn.ts';
import { useCountTo } from '../../progress/hooks/useCountUp.ts';
import { panelFigures } from '../../progress/progress-math.ts';

/** A wall-sized bar: night track, gold fill with a slow shimmer; done-green with a check at 100. */
export function WallBar({
  percent,
  labelledBy,
  label,
  height = 'h-10',
  valueClassName = 'text-[44px]',
}: {
  percent: number;
  labelledBy?: string;
  label?: string;
  height?: string;
  valueClassName?: string;
}) {
  // Counts up from 0 over 1 s when the bar first appears (spec §4 Progress bars), then moves from
  // where it is to each new target — on a wall that changes with every scan, starting again from
  // 0 each time would flicker. The percentage and the fill both follow it, so the number and the
  // bar never disagree.
  const shown = useCountTo(percent);
  const rounded = Math.round(shown);
  // The done look once the count has arrived at 100 (not while it is still counting).
  const done = percent === 100 && rounded === 100;
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      data-done={percent === 100 || undefined}
      className="flex items-center gap-5"
    >
      <div className={cn('relative flex-1 overflow-hidden rounded-full bg-white/12', height)}>
        <div
          className={cn(
            'absolute inset-y-0 start-0 overflow-hidden rounded-full',
            done ? 'bg-done' : 'wall-shimmer bg-linear-to-l from-gold to-[#e0bd4a]',
          )}
          style={{ width: `${shown}%` }}
        />
      </div>
      <span
        aria-hidden="true"
        dir="ltr"
        className={cn(
          'inline-flex min-w-[4ch] items-center justify-end gap-2 font-[family-name:var(--font-hebrew-ui)] font-semibold tabular-nums',
          valueClassName,
          done ? 'text-[#7fd3ad]' : 'text-parchment',
        )}
      >
        {done ? <Check aria-hidden="true" className="size-[0.9em]" strokeWidth={3} /> : null}
        {rounded}%
      </span>
    </div>
  );
}

/**
 * The progress panel at wall size (spec §2 Progress panel, VISUAL.md): chapters learned and still
 * to learn with Yiddish labels, and the overall bar titled סך הכל, rounded to a whole percent,
 * done look at 100. Same figures as the web panel (progress-math), sized to be read across a hall.
 */
export function WallProgressPanel({
  progress,
  chapters_done,
  chapters_not_done,
  className,
}: {
  progress: number;
  chapters_done: number;
  chapters_not_done: number;
  className?: string;
}) {
  const titleId = useId();
  const figures = panelFigures({ progress, chapters_done, chapters_not_done });
  return (
    <section
      lang="yi"
      aria-labelledby={titleId}
      data-done={figures.done || undefined}
      className={cn('space-y-5 rounded-2xl border border-gold/30 bg-white/[0.04] p-6', className)}
    >
      <dl className="grid grid-cols-2 gap-4">
        <div className="rounded-xl bg-white/[0.06] px-5 py-3">
          <dt className="text-[26px] text-parchment/90">{he.chaptersDone}</dt>
          <dd
            data-count="done"
            className="font-[family-name:var(--font-hebrew-ui)] text-[64px] leading-tight font-bold text-gold tabular-nums"
          >
            {figures.chaptersDone.toLocaleString('en-US')}
          </dd>
        </div>
        <div className="rounded-xl bg-white/[0.06] px-5 py-3">
          <dt className="text-[26px] text-parchment/90">{he.chaptersNotDone}</dt>
          <dd
            data-count="not-done"
            className="font-[family-name:var(--font-hebrew-ui)] text-[64px] leading-tight font-bold text-parchment tabular-nums"
          >
            {figures.chaptersNotDone.toLocaleString('en-US')}
          </dd>
        </div>
      </dl>
      <div>
        <h2
          id={titleId}
          className="mb-2 font-[family-name:var(--font-hebrew)] text-[32px] font-bold text-parchment"
        >
          {he.total}
        </h2>
        <WallBar percent={figures.percent} labelledBy={titleId} />
      </div>
    </section>
  );
}
