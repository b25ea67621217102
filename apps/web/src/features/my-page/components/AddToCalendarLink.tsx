import { MY_CALENDAR_PATH } from '@zechus/shared';
import { CalendarPlus } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { reminders } from '../../../i18n/reminders.ts';
import { CalendarSubscription } from './CalendarSubscription.tsx';

/**
 * "Add all dates to my calendar" (issue 13 §5): downloads every learning date of the donor's
 * dedications (or of one, given its id) as an .ics file that Apple, Google and Outlook import.
 * A plain link: the browser sends the session cookie and saves the file. For all dates, the
 * calendar subscription that keeps up with later dates is offered beside it (decision 0042).
 */
export function AddToCalendarLink({ dedicationId }: { dedicationId?: number }) {
  const href =
    dedicationId === undefined
      ? MY_CALENDAR_PATH
      : `${MY_CALENDAR_PATH}?dedication=${dedicationId}`;
  return (
    <div className="flex flex-col items-start gap-1">
      <a href={href} download className={buttonClass('secondary', 'md')}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {reminders.calendar.link}
      </a>
      <p className="text-sm text-ink-muted">{reminders.calendar.hint}</p>
      {dedicationId === undefined ? (
        <div className="mt-3 w-full">
          <CalendarSubscription />
        </div>
      ) : null}
    </div>
  );
}
