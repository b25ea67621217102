import type { MyPage } from '@zechus/shared';
import { ArrowRight, CalendarClock, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { donor } from '../../../i18n/donor.ts';
import { cn } from '../../../lib/cn.ts';
import { civilDate, longCivilDate } from '../format.ts';

type EnrollmentDate = MyPage['enrollments'][number]['dates'][number];

/** The MyPage link of a date: query day = the date's position in the card plus one (spec §2). */
export const viewProgressPath = (enrollmentId: number, position: number): string =>
  `/my-page/${enrollmentId}?day=${position + 1}`;

/**
 * One learning date of a dedication: its Hebrew and civil date, and where it stands —
 * "Completed", "In Progress - n%" (spec §2), or, for a day still to come, "Upcoming" with the
 * date (issue 13 §4) rather than a progress of 0 %.
 */
export function DateRow({
  enrollmentId,
  date,
  position,
}: {
  enrollmentId: number;
  date: EnrollmentDate;
  position: number;
}) {
  const upcoming = date.upcoming && !date.complete;
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border px-4 py-3',
        date.complete
          ? 'border-done/30 bg-done/5'
          : upcoming
            ? 'border-stone bg-white'
            : 'border-stone bg-parchment/60',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p
            dir="rtl"
            lang="he"
            className="font-[family-name:var(--font-hebrew)] text-xl leading-snug font-bold"
          >
            {date.hebrew}
          </p>
          {upcoming ? null : (
            <p className="text-sm text-ink-muted">
              <time dateTime={date.date}>{civilDate(date.date)}</time>
            </p>
          )}
        </div>
        {date.complete ? (
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-done" />
        ) : upcoming ? (
          <CalendarClock aria-hidden="true" className="mt-1 size-5 shrink-0 text-ink-muted" />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p
          className={cn(
            'text-sm font-semibold',
            date.complete ? 'text-done' : upcoming ? 'text-ink-muted' : 'text-gold-ink',
          )}
        >
          {date.complete ? (
            donor.myPage.completed
          ) : upcoming ? (
            <>
              {donor.myPage.upcoming} ·{' '}
              <time dateTime={date.date} className="font-normal text-ink">
                {longCivilDate(date.date)}
              </time>
            </>
          ) : (
            donor.myPage.inProgress(date.progress)
          )}
        </p>
        <Link
          to={viewProgressPath(enrollmentId, position)}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {donor.myPage.viewProgress}
          <span className="sr-only"> – {civilDate(date.date)}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}
