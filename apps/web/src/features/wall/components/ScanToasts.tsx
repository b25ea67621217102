import { Check } from 'lucide-react';
import type { ScanNotice } from '../chapters.ts';
import type { ScanQueueItem } from '../scan-queue.ts';
import { cn } from '../../../lib/cn.ts';
import { wallText } from '../strings.ts';
import { LearnerFace } from './LearnerFace.tsx';

/**
 * Scan toasts (spec §2 Scan toast): name and perek of recent scans, at most 4, sliding in calmly
 * at the corner. Announced politely. `stack` piles them up a corner; `row` lays the four side by
 * side in a band (on the wall, over the lomdim band, so they never hide a chapter).
 */
export function ScanToasts({
  visible,
  layout = 'stack',
  className,
}: {
  visible: readonly ScanQueueItem<ScanNotice>[];
  layout?: 'stack' | 'row';
  className?: string;
}) {
  const row = layout === 'row';
  return (
    <section
      aria-label={wallText.newScans}
      className={cn(
        'pointer-events-none',
        // In a band, the toasts take it over while they show rather than half-cover its cards.
        row && 'transition-colors duration-700',
        row && visible.length > 0 && 'bg-night',
        className,
      )}
    >
      <ul
        aria-live="polite"
        className={cn('flex gap-4', row ? 'h-full flex-row-reverse items-end' : 'flex-col-reverse')}
      >
        {visible.map(({ key, value }) => (
          <li
            key={key}
            data-scan-toast={value.barcode}
            className={cn(
              'wall-toast flex items-center rounded-2xl border border-gold/60 bg-[#16233a] shadow-[0_12px_40px_-12px_rgb(0_0_0/0.7)]',
              row ? 'min-h-full w-[298px] gap-4 px-4 py-3' : 'w-[600px] gap-5 px-6 py-4',
            )}
          >
            <LearnerFace
              name={value.name}
              image={value.image}
              className={row ? 'size-[60px] text-[30px]' : 'size-[72px] text-[36px]'}
            />
            <div className="min-w-0 flex-1">
              {/* Whole names, wrapped if they must (never cut off). */}
              <p
                className={cn(
                  'font-[family-name:var(--font-hebrew)] leading-tight font-bold break-words text-parchment',
                  row ? 'text-[30px]' : 'text-[36px]',
                )}
              >
                {value.name}
              </p>
              <p
                className={cn(
                  'flex items-center gap-2 font-[family-name:var(--font-hebrew)] text-gold',
                  row ? 'text-[26px]' : 'text-[28px]',
                )}
              >
                {row ? (
                  <Check aria-hidden="true" className="size-6 shrink-0" strokeWidth={3} />
                ) : null}
                {value.perek}
              </p>
            </div>
            {row ? null : (
              <Check aria-hidden="true" className="size-10 text-gold" strokeWidth={3} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
