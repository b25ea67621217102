import { learningDateLine, learningDaysText } from '@zechus/shared';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * The learning dates line by line, "Thursday 10 December 2026 · ל׳ כסלו תשפ״ז" — the wording of
 * the confirmation e-mail. A year's or a month's dates (12 to 30 lines) stay one short line each
 * on a phone, and two columns on a wider screen.
 */
export function LearningDatesList({
  dates,
  className,
}: {
  dates: readonly string[];
  className?: string;
}) {
  return (
    <ol
      aria-label={learningDaysText(dates.length)}
      className={cn('grid gap-x-6 text-ink', dates.length > 6 && 'md:grid-cols-2', className)}
    >
      {dates.map((day) => {
        const line = learningDateLine(day);
        return (
          <li
            key={day}
            className="flex flex-wrap items-baseline gap-x-2 border-b border-dashed border-stone py-1.5 last:border-b-0"
          >
            <span className="tabular-nums">{line.civil}</span>
            <span aria-hidden="true" className="text-ink-muted">
              ·
            </span>
            <Hebrew className="text-lg">{line.hebrew}</Hebrew>
          </li>
        );
      })}
    </ol>
  );
}

/** "7 days of learning", as a heading's companion. */
export function LearningDaysCount({ count }: { count: number }) {
  return <span className="font-semibold text-ink">{learningDaysText(count)}</span>;
}
