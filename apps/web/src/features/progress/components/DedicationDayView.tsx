import type { EnrollmentProgress } from '@zechus/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { donor } from '../../../i18n/donor.ts';
import { keepsakes } from '../../../i18n/keepsakes.ts';
import { CertificateDownload } from './CertificateDownload.tsx';
import { DayProgressView } from './DayProgressView.tsx';

interface DedicationDayViewProps {
  data: EnrollmentProgress;
  /** The page of another of the dedication's dates (1-based). */
  dayLink: (position: number) => string;
  /** Where the certificate of a date downloads from. */
  certificateHref: (position: number) => string;
  /** Before the dedication's title and day: a way back (the donor's) or a word of welcome. */
  lead?: ReactNode;
  /** Under the header, after the certificate: what else the reader can do (share it …). */
  actions?: ReactNode;
}

/**
 * One day of one dedication (spec §2 Personal progress page), as the donor and the family who
 * were sent a link both see it: which day of how many, the way to the others, the day itself,
 * and its certificate once all its perakim are learned.
 */
export function DedicationDayView({
  data,
  dayLink,
  certificateHref,
  lead,
  actions,
}: DedicationDayViewProps) {
  const { enrollment } = data;
  const { position, dates } = enrollment;
  // Every perek of the day learned. Said from the answer's own counts: the Mishnah's catalogue
  // (hebcal) is not loaded in the browser for one number.
  const complete = data.chapters_done > 0 && data.chapters_not_done === 0;
  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full border border-stone bg-white text-primary hover:border-primary';

  return (
    <DayProgressView
      data={data}
      names={[{ name: enrollment.name, kind: enrollment.kind }]}
      namesAreHeading
      context={
        <nav
          aria-label={keepsakes.daysNav}
          className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2"
        >
          {lead ?? <span />}
          <div className="flex items-center gap-1 text-ink-muted">
            <span className="me-1 text-sm sm:text-base">
              {enrollment.title ? (
                <span className="font-medium text-ink">{enrollment.title} · </span>
              ) : null}
              {donor.progress.dayOf(position, dates)}
            </span>
            {dates > 1 && position > 1 ? (
              <Link
                to={dayLink(position - 1)}
                aria-label={donor.progress.previousDay}
                className={arrow}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </Link>
            ) : null}
            {dates > 1 && position < dates ? (
              <Link
                to={dayLink(position + 1)}
                aria-label={donor.progress.nextDay}
                className={arrow}
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </Link>
            ) : null}
          </div>
        </nav>
      }
      actions={
        <>
          {complete ? <CertificateDownload href={certificateHref(position)} /> : null}
          {actions}
        </>
      }
    />
  );
}
