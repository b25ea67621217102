import { ROUTES } from '@zechus/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { donor } from '../../../i18n/donor.ts';
import { isApiError } from '../../../lib/api.ts';
import { useSessionGuard } from '../../auth/useSessionGuard.ts';
import { certificatePath } from '../../progress/api.ts';
import { DateNotInDedication } from '../../progress/components/DateNotInDedication.tsx';
import { DedicationDayView } from '../../progress/components/DedicationDayView.tsx';
import { ErrorState, LoadingState } from '../../progress/components/LoadState.tsx';
import { dateRefusalOf } from '../../progress/date-refusal.ts';
import { useLiveRefetch } from '../../progress/hooks/useLiveRefetch.ts';
import { useEnrollmentProgress, useMyPage } from '../api.ts';
import { showsMyPageLink } from '../my-page-link.ts';
import { AccountSections } from './AccountSections.tsx';
import { AddToCalendarLink } from './AddToCalendarLink.tsx';
import { DedicationActions } from './DedicationActions.tsx';
import { ShareWithFamily } from './ShareWithFamily.tsx';
import { DailyMailSettings } from './DailyMailSettings.tsx';

const dayLink = (id: number | string, day: number) => `/my-page/${id}?day=${day}`;

/**
 * /my-page/{id}?day=N (spec §2 Personal progress page): one day of one dedication, followed live
 * while it is open, with its certificate once the day is complete and the link to share it.
 */
export default function MyPagePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const query = useEnrollmentProgress(id, search.get('day'), search.get('_id'));
  const { forbidden, notYours } = useSessionGuard(query, { donorOnly: true });
  useLiveRefetch(query.data?.date.day, query.refetch);
  // My Page redirects a donor with one dedication straight back here (spec §2).
  const list = useMyPage();
  const myPageLink = showsMyPageLink(list);
  const title = ROUTES.MyPage.page;
  const backLink = {
    to: ROUTES.Enrollments.path,
    label: donor.progress.back,
  };

  if (query.isPending || forbidden) return <LoadingState title={title} />;
  if (notYours) {
    return <ErrorState title={title} message={donor.progress.notYours} link={backLink} />;
  }
  // A failed live re-read keeps what is shown (the next event or reconnect reads again).
  if (query.isError && !query.data) {
    const refusal = dateRefusalOf(query.error);
    if (refusal) {
      return (
        <DateNotInDedication
          refusal={refusal}
          dayLink={(day) => dayLink(id, day)}
          more={
            <Link to={backLink.to} className="font-medium text-primary underline">
              {backLink.label}
            </Link>
          }
        />
      );
    }
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <ErrorState
        title={title}
        message={notFound ? donor.progress.notFound : donor.progress.failed}
        retryLabel={notFound ? undefined : donor.progress.retry}
        onRetry={notFound ? undefined : () => void query.refetch()}
        link={backLink}
      />
    );
  }

  const data = query.data;
  const enrollmentId = data.enrollment.id;
  // A donor's only dedication is their My Page (spec §2 sends them here): its renewal, calendar,
  // their payments and details are here too (decision 0024).
  const only = list.data?.enrollments.length === 1 ? list.data.enrollments[0] : undefined;
  const ownOnly = only?.id === enrollmentId ? only : undefined;
  return (
    <>
      <DedicationDayView
        data={data}
        dayLink={(day) => dayLink(enrollmentId, day)}
        certificateHref={(day) => certificatePath.own(enrollmentId, day)}
        lead={
          myPageLink ? (
            <Link
              to={ROUTES.Enrollments.path}
              className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {donor.progress.back}
            </Link>
          ) : undefined
        }
        actions={
          <>
            {ownOnly && list.data ? (
              <div className="space-y-4">
                <DedicationActions enrollment={ownOnly} donorName={list.data.name} />
                <AddToCalendarLink />
              </div>
            ) : null}
            <ShareWithFamily enrollmentId={enrollmentId} name={ownOnly?.name} />
            <DailyMailSettings enrollmentId={enrollmentId} />
          </>
        }
      />
      {ownOnly && list.data ? (
        <div className="container-content pb-10">
          <AccountSections contact={list.data.contact} />
        </div>
      ) : null}
    </>
  );
}
