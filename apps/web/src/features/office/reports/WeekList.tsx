import type { WeekReport } from '@zechus/shared';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { longDay } from '../shell/london-time.ts';
import { reportsText } from './strings.ts';

/**
 * This week's dedications day by day, as they are read out in the hall: each name in the Hebrew
 * face, large, never truncated. Printed, the names grow larger still (print: styles) and the
 * page carries nothing else.
 */
export function WeekList({
  week,
  large = false,
  level = 3,
}: {
  week: WeekReport;
  large?: boolean;
  /** Each day's heading: h3 inside the dashboard's panel, h2 on the page of its own. */
  level?: 2 | 3;
}) {
  const DayHeading = level === 2 ? 'h2' : 'h3';
  const any = week.days.some((day) => day.dedications.length > 0);
  if (!any) return <p className="text-ink-muted">{reportsText.noneThisWeek}</p>;
  return (
    <ol className="grid gap-5 print:gap-[6mm]">
      {week.days.map((day) => (
        <li key={day.day} className="break-inside-avoid">
          <DayHeading className="flex flex-wrap items-baseline gap-x-3 border-b border-stone pb-1 print:border-black">
            <span className="font-semibold print:text-[14pt]">{longDay(day.day)}</span>
            <Hebrew className="text-ink-muted print:text-[13pt] print:text-black">
              {day.hebrew}
            </Hebrew>
          </DayHeading>
          {day.dedications.length === 0 ? (
            <p className="mt-1 text-sm text-ink-muted print:text-[11pt]">
              {reportsText.noneThisDay}
            </p>
          ) : (
            <ul className="mt-2 grid gap-1.5">
              {day.dedications.map((d) => (
                <li
                  key={`${day.day}-${d.id}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-4"
                >
                  <Hebrew
                    className={
                      large
                        ? 'text-3xl leading-snug font-semibold text-ink print:text-[26pt] print:text-black'
                        : 'text-2xl leading-snug font-semibold text-ink print:text-[26pt] print:text-black'
                    }
                  >
                    {d.name}
                  </Hebrew>
                  <span className="text-sm text-ink-muted print:text-[11pt] print:text-black">
                    {d.kindLabel} · {d.plan}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
