import { Check } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import type { WallChapter } from '@zechus/shared';
import { cn } from '../../../lib/cn.ts';
import { groupByMasechet, perekNumber } from '../chapters.ts';
import type { MasechetGroup } from '../chapters.ts';
import { wallText } from '../strings.ts';

const Cell = memo(function Cell({ chapter, masechet }: { chapter: WallChapter; masechet: string }) {
  // Only a chapter that turns done while watched glows; the ones done at load stay still.
  const [doneAtFirst] = useState(chapter.done);
  return (
    <li
      data-barcode={chapter.barcode}
      data-done={chapter.done}
      className={cn(
        'relative flex h-[30px] min-w-[28px] items-center justify-center rounded-md px-[3px] font-[family-name:var(--font-hebrew)] text-[22px] leading-none font-bold transition-colors duration-700',
        chapter.done
          ? cn('bg-gold text-night', !doneAtFirst && 'wall-cell-done-now')
          : 'border border-white/15 text-[#8e97a6]',
      )}
    >
      <span aria-hidden="true">{perekNumber(chapter.perek, masechet)}</span>
      {chapter.done ? (
        <Check
          aria-hidden="true"
          strokeWidth={4}
          className="absolute -top-1.5 -left-1.5 size-4 rounded-full bg-night p-0.5 text-gold"
        />
      ) : null}
      <span className="sr-only">
        {chapter.perek}: {chapter.done ? wallText.done : wallText.pending}
      </span>
    </li>
  );
});

function Group({ group }: { group: MasechetGroup }) {
  const all = group.done === group.chapters.length;
  return (
    <li className="flex flex-wrap items-center gap-1">
      <h3
        className={cn(
          'ms-0.5 me-1 font-[family-name:var(--font-hebrew)] text-[23px] leading-none font-bold',
          all ? 'text-gold' : 'text-parchment',
        )}
      >
        {group.masechet}
      </h3>
      <ul className="contents">
        {group.chapters.map((chapter) => (
          <Cell key={chapter.barcode} chapter={chapter} masechet={group.masechet} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The day's 525 perakim grouped by masechet (VISUAL.md): dense but legible, done chapters gold
 * with a check, pending dimmed (still ≥ 4.5:1 on night). Each cell names its perek and status
 * for screen readers.
 */
export function ChapterList({
  chapters,
  className,
}: {
  chapters: WallChapter[];
  className?: string;
}) {
  const groups = useMemo(() => groupByMasechet(chapters), [chapters]);
  return (
    <ul
      aria-label={wallText.chapters}
      className={cn('flex flex-wrap content-start gap-x-3 gap-y-[4px]', className)}
    >
      {groups.map((group) => (
        <Group key={group.masechet} group={group} />
      ))}
    </ul>
  );
}
