import { useMemo } from 'react';
import type { WallChapter } from '@zechus/shared';
import { cn } from '../../../lib/cn.ts';
import { doneLearners, paginate } from '../chapters.ts';
import { useSlideIndex } from '../hooks/useSlideIndex.ts';
import { wallText } from '../strings.ts';
import { LearnerFace } from './LearnerFace.tsx';

/** Spec §9: the lomdim grid has 6 columns. */
export const LOMDIM_COLUMNS = 6;

/**
 * The lomdim grid (spec §2): learners who are done, with their picture or initial, 6 columns,
 * paged; the pages turn on the slides' timing and the indicators show where we are.
 */
export function LomdimGrid({
  chapters,
  rows = 4,
  compact = false,
  className,
}: {
  chapters: WallChapter[];
  rows?: number;
  /** One band of small cards under the wall's chapter list, rather than a screen of its own. */
  compact?: boolean;
  className?: string;
}) {
  const pages = useMemo(
    () => paginate(doneLearners(chapters), LOMDIM_COLUMNS * rows),
    [chapters, rows],
  );
  const tick = useSlideIndex(pages.length > 1);
  const index = tick % pages.length;
  const page = pages[index] ?? [];
  return (
    <section aria-labelledby="wall-lomdim-title" className={cn('flex flex-col', className)}>
      <h2
        id="wall-lomdim-title"
        className={cn(
          'font-[family-name:var(--font-hebrew)] font-bold text-gold',
          compact ? 'sr-only' : 'text-[40px]',
        )}
      >
        {wallText.learners}
      </h2>
      {page.length === 0 ? (
        <p className={cn('text-parchment/85', compact ? 'text-[24px]' : 'mt-8 text-[32px]')}>
          {wallText.noLearnersYet}
        </p>
      ) : (
        <ul
          key={index}
          className={cn(
            'grid flex-1 content-start animate-fade-in',
            compact ? 'gap-x-3' : 'mt-6 gap-x-6 gap-y-8',
          )}
          style={{ gridTemplateColumns: `repeat(${LOMDIM_COLUMNS}, minmax(0, 1fr))` }}
        >
          {page.map((learner) =>
            compact ? (
              <li
                key={learner.barcode}
                className="flex min-w-0 flex-col items-center rounded-xl bg-white/6 px-2 py-1.5 text-center"
              >
                <LearnerFace
                  name={learner.name}
                  image={learner.image}
                  className="size-[48px] shrink-0 text-[26px]"
                />
                {/* Whole names, wrapped if they must (never cut off). */}
                <p className="mt-0.5 w-full font-[family-name:var(--font-hebrew)] text-[24px] leading-[1.15] font-bold break-words text-parchment">
                  {learner.name}
                </p>
                <p className="w-full font-[family-name:var(--font-hebrew)] text-[24px] leading-[1.15] break-words text-gold">
                  {learner.perek}
                </p>
              </li>
            ) : (
              <li key={learner.barcode} className="flex flex-col items-center text-center">
                <LearnerFace
                  name={learner.name}
                  image={learner.image}
                  className="size-[120px] text-[56px]"
                />
                <p className="mt-3 font-[family-name:var(--font-hebrew)] text-[30px] leading-tight font-bold text-parchment">
                  {learner.name}
                </p>
                <p className="font-[family-name:var(--font-hebrew)] text-[24px] text-gold">
                  {learner.perek}
                </p>
              </li>
            ),
          )}
        </ul>
      )}
      {pages.length > 1 ? (
        <nav
          aria-label={wallText.page(index + 1, pages.length)}
          className={cn('flex justify-center gap-3', compact ? 'mt-1.5' : 'mt-6')}
        >
          {pages.map((_, i) => (
            <span
              key={i}
              aria-current={i === index ? 'page' : undefined}
              className={cn(
                'h-3 rounded-full transition-all duration-700',
                i === index ? 'w-10 bg-gold' : 'w-3 bg-white/25',
              )}
            />
          ))}
        </nav>
      ) : null}
    </section>
  );
}
