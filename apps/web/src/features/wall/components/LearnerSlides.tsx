import { Check } from 'lucide-react';
import { useMemo } from 'react';
import type { WallChapter } from '@zechus/shared';
import { cn } from '../../../lib/cn.ts';
import { doneLearners } from '../chapters.ts';
import { useSlideIndex } from '../hooks/useSlideIndex.ts';
import { SLIDES } from '../slides.ts';
import { wallText } from '../strings.ts';
import { LearnerFace } from './LearnerFace.tsx';

/**
 * The sliding track (spec §2): learners whose chapter is done, one slide at a time, advancing
 * every 10,000 ms with a 1000 ms slide after a 1000 ms start delay (spec §9).
 */
export function LearnerSlides({
  chapters,
  className,
}: {
  chapters: WallChapter[];
  className?: string;
}) {
  const learners = useMemo(() => doneLearners(chapters), [chapters]);
  const tick = useSlideIndex(learners.length > 1);
  const index = learners.length === 0 ? 0 : tick % learners.length;
  const current = learners[index];
  return (
    <section aria-labelledby="wall-slides-title" className={cn('overflow-hidden', className)}>
      <h2 id="wall-slides-title" className="sr-only">
        {wallText.learnerSlides}
      </h2>
      {learners.length === 0 ? (
        <p className="py-6 text-center text-[26px] text-parchment/85">{wallText.noLearnersYet}</p>
      ) : (
        <div aria-live="off">
          <ul
            className="flex transition-transform ease-in-out"
            style={{
              transform: `translateX(${index * 100}%)`,
              transitionDuration: `${SLIDES.slideMs}ms`,
            }}
          >
            {learners.map((learner, i) => (
              <li
                key={learner.barcode}
                aria-hidden={i !== index || undefined}
                className="flex w-full shrink-0 items-center gap-6 px-2"
              >
                {Math.abs(i - index) <= 1 || i === 0 ? (
                  <LearnerFace
                    name={learner.name}
                    image={learner.image}
                    className="size-[104px] text-[52px]"
                  />
                ) : (
                  <span className="size-[104px] shrink-0" />
                )}
                <div className="min-w-0">
                  <p className="font-[family-name:var(--font-hebrew)] text-[44px] leading-tight font-bold text-parchment">
                    {learner.name}
                  </p>
                  <p className="flex items-center gap-2 font-[family-name:var(--font-hebrew)] text-[30px] text-gold">
                    <Check aria-hidden="true" className="size-7" strokeWidth={3} />
                    {learner.perek}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="sr-only">{current ? `${current.name}, ${current.perek}` : ''}</p>
        </div>
      )}
    </section>
  );
}
