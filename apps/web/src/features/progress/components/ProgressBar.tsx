import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useRef, useState } from 'react';
import { useDrawnCountTo } from '../hooks/useCountUp.ts';
import { roundPercent } from '../progress-math.ts';

interface ProgressBarProps {
  /** Percent 0–100, not rounded (the bar rounds). */
  value: number;
  /** The accessible name (e.g. the seder's name), when no `labelledBy` is given. */
  label?: string;
  labelledBy?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the percentage text beside the bar (when it is shown elsewhere). */
  hideValue?: boolean;
  /** 'night' on the wall's dark background. */
  tone?: 'light' | 'night';
  className?: string;
}

const trackHeights = { sm: 'h-2', md: 'h-3', lg: 'h-4 sm:h-5' } as const;
const valueSizes = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl sm:text-3xl' } as const;

/**
 * A rounded progress bar (VISUAL.md): stone track, gold fill that counts up from 0 over 1 s (and
 * then to each live change from where it stands), the whole percentage beside it; 100 % turns done-green with a check. Direction follows the page
 * (it fills from the right in Hebrew views).
 */
export function ProgressBar({
  value,
  label,
  labelledBy,
  size = 'md',
  hideValue = false,
  tone = 'light',
  className,
}: ProgressBarProps) {
  const night = tone === 'night';
  const target = roundPercent(value);
  const fillRef = useRef<HTMLDivElement>(null);
  const figureRef = useRef<HTMLSpanElement>(null);
  // What the figure says before the count first draws it, and in a page rendered on the server:
  // the count starts from 0. Written once and never again by a render — the count writes it.
  const [startFigure] = useState('0%');
  // From 0 when it first shows (spec §4); a live change then moves on from the value shown. The
  // fill's width and the figure are written by the count itself (useDrawnCountTo), not rendered.
  const arrived = useDrawnCountTo(target, (shown) => {
    if (fillRef.current) fillRef.current.style.width = `${shown}%`;
    if (figureRef.current) figureRef.current.textContent = `${Math.round(shown)}%`;
  });
  const doneLook = target === 100 && arrived;
  return (
    <div
      role="progressbar"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={target}
      aria-valuetext={`${target}%`}
      data-done={target === 100 || undefined}
      className={cn('flex items-center gap-3', className)}
    >
      <div
        className={cn(
          'relative flex-1 overflow-hidden rounded-full',
          night ? 'bg-white/15' : 'bg-stone',
          trackHeights[size],
        )}
      >
        <div
          ref={fillRef}
          className={cn(
            'absolute inset-y-0 start-0 rounded-full',
            doneLook ? 'bg-done' : 'bg-gold',
          )}
        />
      </div>
      {hideValue ? null : (
        <span
          aria-hidden="true"
          dir="ltr"
          className={cn(
            'inline-flex min-w-[3.5ch] items-center justify-end gap-1 font-[family-name:var(--font-hebrew-ui)] font-semibold tabular-nums',
            valueSizes[size],
            doneLook
              ? night
                ? 'text-[#7fd3ad]'
                : 'text-done'
              : night
                ? 'text-parchment'
                : 'text-ink',
          )}
        >
          {doneLook ? <Check aria-hidden="true" className="size-[1em]" strokeWidth={3} /> : null}
          <span ref={figureRef}>{startFigure}</span>
        </span>
      )}
    </div>
  );
}
