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
  className,
}: {
  chapters: WallChapter[];
  rows?: number;
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
        className="font-[family-name:var(--font-hebrew)] text-[40px] font-bold text-gold"
      >
        {wallText.learners}
      </h2>
      {page.length === 0 ? (
        <p className="mt-8 text-[32px] text-parchment/85">{wallText.noLearnersYet}</p>
      ) : (
        <ul
          key={index}
          className="mt-6 grid flex-1 content-start gap-x-6 gap-y-8 animate-fade-in"
          style={{ gridTemplateColumns: `repeat(${LOMDIM_COLUMNS}, minmax(0, 1fr))` }}
        >
          {page.map((learner) => (
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
          ))}
        </ul>
      )}
      {pages.length > 1 ? (
        <nav
          aria-label={wallText.page(index + 1, pages.length)}
          className="mt-6 flex justify-center gap-3"
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
