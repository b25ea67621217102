import { ROUTES } from '@zechus/shared';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { donor } from '../../../i18n/donor.ts';
import { isApiError } from '../../../lib/api.ts';
import { useSessionGuard } from '../../auth/useSessionGuard.ts';
import { DayProgressView } from '../../progress/components/DayProgressView.tsx';
import { ErrorState, LoadingState } from '../../progress/components/LoadState.tsx';
import { useLiveRefetch } from '../../progress/hooks/useLiveRefetch.ts';
import { useEnrollmentProgress, useMyPage } from '../api.ts';
import { showsMyPageLink } from '../my-page-link.ts';
import { AccountSections } from './AccountSections.tsx';
import { DedicationActions } from './DedicationActions.tsx';

const dayLink = (id: number, day: number) => `/my-page/${id}?day=${day}`;

/**
 * /my-page/{id}?day=N (spec §2 Personal progress page): one day of one dedication, followed live
 * while it is open.
 */
export default function MyPagePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const query = useEnrollmentProgress(id, search.get('day'), search.get('_id'));
  const { forbidden, notYours } = useSessionGuard(query);
  useLiveRefetch(query.data?.date.day, query.refetch);
  // My Page redirects a donor with one dedication straight back here (spec §2).
  const list = useMyPage();
  const myPageLink = showsMyPageLink(list);
  const title = ROUTES.MyPage.page;

  if (query.isPending || forbidden) return <LoadingState title={title} />;
  if (notYours) {
    return (
      <ErrorState
        title={title}
        message={donor.progress.notYours}
        link={{ to: ROUTES.Enrollments.path, label: donor.progress.back }}
      />
    );
  }
  // A failed live re-read keeps what is shown (the next event or reconnect reads again).
  if (query.isError && !query.data) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <ErrorState
        title={title}
        message={notFound ? donor.progress.notFound : donor.progress.failed}
        retryLabel={notFound ? undefined : donor.progress.retry}
        onRetry={notFound ? undefined : () => void query.refetch()}
        link={{ to: ROUTES.Enrollments.path, label: donor.progress.back }}
      />
    );
  }

  const data = query.data;
  const { enrollment } = data;
  const { position, dates } = enrollment;
  // A donor's only dedication is their My Page (spec §2 sends them here): its actions, their
  // payments and details are here too.
  const only = list.data?.enrollments.length === 1 ? list.data.enrollments[0] : undefined;
  const ownOnly = only?.id === enrollment.id ? only : undefined;

  return (
    <>
      <DayProgressView
        data={data}
        names={[{ name: enrollment.name, kind: enrollment.kind }]}
        namesAreHeading
        context={
          <>
            <nav
              aria-label={title}
              className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2"
            >
              {myPageLink ? (
                <Link
                  to={ROUTES.Enrollments.path}
                  className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {donor.progress.back}
                </Link>
              ) : null}
              <div className="flex items-center gap-1 text-ink-muted">
                <span className="me-1 text-sm sm:text-base">
                  {enrollment.title ? (
                    <span className="font-medium text-ink">{enrollment.title} · </span>
                  ) : null}
                  {donor.progress.dayOf(position, dates)}
                </span>
                {dates > 1 ? (
                  <>
                    {position > 1 ? (
                      <Link
                        to={dayLink(enrollment.id, position - 1)}
                        aria-label={donor.progress.previousDay}
                        className="inline-flex size-11 items-center justify-center rounded-full border border-stone bg-white text-primary hover:border-primary"
                      >
                        <ChevronLeft aria-hidden="true" className="size-5" />
                      </Link>
                    ) : null}
                    {position < dates ? (
                      <Link
                        to={dayLink(enrollment.id, position + 1)}
                        aria-label={donor.progress.nextDay}
                        className="inline-flex size-11 items-center justify-center rounded-full border border-stone bg-white text-primary hover:border-primary"
                      >
                        <ChevronRight aria-hidden="true" className="size-5" />
                      </Link>
                    ) : null}
                  </>
                ) : null}
              </div>
            </nav>
            {ownOnly && list.data ? (
              <div className="mb-5">
                <DedicationActions enrollment={ownOnly} donorName={list.data.name} />
              </div>
            ) : null}
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
