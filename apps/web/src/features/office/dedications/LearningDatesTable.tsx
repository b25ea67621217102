import type { DedicationDetail, LearningDate } from '@zechus/shared';
import { CalendarArrowUp, CircleSlash } from 'lucide-react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { longDay } from '../shell/london-time.ts';
import { StatusBadge } from '../shell/StatusBadge.tsx';
import { plainTableClass } from './PaymentsTable.tsx';
import { dedicationsText as text } from './strings.ts';

/**
 * Each learning date with its Hebrew date and perakim learned; a future one can be moved. The
 * dates a cancellation took off stay listed, struck through and said "Cancelled" (never by the
 * line alone), so the office still sees what was dedicated.
 */
export function LearningDatesTable({
  dedication,
  onMove,
}: {
  dedication: DedicationDetail;
  onMove: (date: LearningDate) => void;
}) {
  const movable = dedication.status !== 'cancelled';
  return (
    <div className="relative overflow-x-auto rounded-lg border border-stone">
      <table className={plainTableClass}>
        <caption className="sr-only">{text.learningCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.day}</th>
            <th scope="col">{text.hebrewDate}</th>
            <th scope="col">{text.progress}</th>
            {movable ? (
              <th scope="col">
                <span className="sr-only">{text.actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {dedication.learningDates.map((date) =>
            date.cancelled ? (
              <tr key={`cancelled-${date.id}`} className="text-ink-muted">
                <td className="whitespace-nowrap">
                  <s>{longDay(date.day)}</s>
                </td>
                <td className="whitespace-nowrap">
                  <s>
                    <Hebrew className="text-lg">{date.hebrew}</Hebrew>
                  </s>
                </td>
                <td className="min-w-36">
                  <StatusBadge tone="off" icon={CircleSlash}>
                    {text.cancelledDate}
                  </StatusBadge>
                </td>
                {movable ? <td /> : null}
              </tr>
            ) : (
              <tr key={date.id} className={date.past ? 'text-ink-muted' : undefined}>
                <td className="whitespace-nowrap">{longDay(date.day)}</td>
                <td className="whitespace-nowrap">
                  <Hebrew className="text-lg">{date.hebrew}</Hebrew>
                </td>
                <td className="min-w-36">
                  <span className="tabular-nums">{text.doneOf(date.done, date.of)}</span>
                  <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-stone">
                    <span
                      className={`block h-full rounded-full ${date.done >= date.of ? 'bg-done' : 'bg-gold'}`}
                      style={{ width: `${Math.min(100, (date.done / date.of) * 100)}%` }}
                    />
                  </span>
                </td>
                {movable ? (
                  <td className="text-end">
                    {date.past ? null : (
                      <Button
                        variant="secondary"
                        aria-label={text.moveLabel(date.day)}
                        onClick={() => onMove(date)}
                      >
                        <CalendarArrowUp aria-hidden="true" className="size-4" />
                        {text.move}
                      </Button>
                    )}
                  </td>
                ) : null}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
