import { learningDateLine, learningDaysText } from '@zechus/shared';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * The learning dates line by line, "Thursday 10 December 2026 · ל׳ כסלו תשפ״ז" — the wording of
 * the confirmation e-mail. A year's or a month's dates (12 to 30 lines) stay one line each: the
 * civil date at the start, the Hebrew date at the end (below it, at the end, on a narrow phone).
 */
export function LearningDatesList({
  dates,
  className,
}: {
  dates: readonly string[];
  className?: string;
}) {
  return (
    <ol aria-label={learningDaysText(dates.length)} className={cn('text-ink', className)}>
      {dates.map((day) => {
        const line = learningDateLine(day);
        return (
          <li
            key={day}
            className="flex flex-wrap items-baseline justify-between gap-x-2 border-b border-dashed border-stone py-1.5 last:border-b-0"
          >
            <span className="tabular-nums">{line.civil}</span>
            <Hebrew className="ms-auto text-lg">{line.hebrew}</Hebrew>
          </li>
        );
      })}
    </ol>
  );
}
