import { Check } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import type { WallChapter } from '@zechus/shared';
import { cn } from '../../../lib/cn.ts';
import { groupByMasechet, perekNumber } from '../chapters.ts';
import type { MasechetGroup } from '../chapters.ts';
import { wallText } from '../strings.ts';

const Cell = memo(function Cell({
  chapter,
  masechet,
  last,
}: {
  chapter: WallChapter;
  masechet: string;
  /** The masechet's last perek: a wider gap before the next masechet. */
  last: boolean;
}) {
  // Only a chapter that turns done while watched glows; the ones done at load stay still.
  const [doneAtFirst] = useState(chapter.done);
  return (
    <span
      data-barcode={chapter.barcode}
      data-done={chapter.done}
      data-learner={chapter.name}
      className={cn(
        'relative mb-[5px] inline-block h-[32px] min-w-[30px] rounded-md px-[2px] text-center align-top font-[family-name:var(--font-hebrew)] text-[24px] leading-[30px] font-bold transition-colors duration-700',
        last ? 'me-[22px]' : 'me-[4px]',
        chapter.done
          ? cn('border border-gold bg-gold text-night', !doneAtFirst && 'wall-cell-done-now')
          : 'border border-white/15 text-[#8e97a6]',
      )}
    >
      <span aria-hidden="true">{perekNumber(chapter.perek, masechet)}</span>
      {chapter.done ? (
        <Check
          aria-hidden="true"
          strokeWidth={4}
          className="absolute -top-1 -left-1 size-[15px] rounded-full bg-night p-0.5 text-gold"
        />
      ) : null}
      {/* Who learns it too: the office may give a perek to another child during the day. */}
      <span className="sr-only">
        {chapter.perek}, {chapter.name}: {chapter.done ? wallText.done : wallText.pending}
      </span>
    </span>
  );
});

/** How many cells stay on the masechet name's line, and on the line of its last perek. */
const KEEP = 2;

/**
 * One masechet: its name, then a small numbered cell per perek, wrapping like words. The name
 * and its first cells, and the last cells, are kept on one line (a no-wrap box each), so a name
 * never ends a line alone and no perek is left alone on a line.
 */
function Group({ group }: { group: MasechetGroup }) {
  const all = group.done === group.chapters.length;
  const cells = group.chapters.map((chapter, index) => (
    <Cell
      key={chapter.barcode}
      chapter={chapter}
      masechet={group.masechet}
      last={index === group.chapters.length - 1}
    />
  ));
  const short = cells.length <= KEEP * 2;
  const head = short ? cells : cells.slice(0, KEEP);
  const middle = short ? [] : cells.slice(KEEP, -KEEP);
  const tail = short ? [] : cells.slice(-KEEP);
  return (
    <li className="inline">
      <span className="whitespace-nowrap">
        <h3
          className={cn(
            'me-[8px] mb-[5px] inline-block h-[32px] align-top font-[family-name:var(--font-hebrew)] text-[24px] leading-[32px] font-bold',
            all ? 'text-gold' : 'text-gold-soft',
          )}
        >
          {group.masechet}
        </h3>
        {head}
      </span>
      {middle}
      {tail.length > 0 ? <span className="whitespace-nowrap">{tail}</span> : null}
    </li>
  );
}

/**
 * The day's 525 perakim by masechet (VISUAL.md): every one on screen at 1920×1080 and nothing
 * under 24 px. The masechtos run on like the lines of a printed index — a masechet may continue
 * on the next line — because that is the only layout dense enough for all of them to fit; done
 * chapters are gold with a check, pending ones dimmed (still ≥ 4.5:1 on night). Each cell names
 * its perek, its learner and status for screen readers.
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
      data-testid="chapter-list"
      className={cn('text-start text-[24px] leading-[32px]', className)}
    >
      {groups.map((group) => (
        <Group key={group.masechet} group={group} />
      ))}
    </ul>
  );
}
