import { ROUTES } from '@zechus/shared';
import { Link2Off, Users } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { keepsakes } from '../../../i18n/keepsakes.ts';
import { certificatePath, useSharedProgress } from '../api.ts';
import { dateRefusalOf, isInactiveShareLink } from '../date-refusal.ts';
import { useLiveRefetch } from '../hooks/useLiveRefetch.ts';
import { DateNotInDedication } from './DateNotInDedication.tsx';
import { DedicateTooLink } from './DedicateTooLink.tsx';
import { DailyMailOptIn } from './DailyMailOptIn.tsx';
import { DedicationDayView } from './DedicationDayView.tsx';
import { ErrorState, LoadingState } from './LoadState.tsx';

const t = keepsakes.shared;

/** The kind page of a link that no longer works (revoked, replaced, or never was). */
function InactiveLink() {
  return (
    <section className="container-content py-16">
      <div className="mx-auto max-w-lg rounded-[var(--radius-card)] border border-stone bg-white px-6 py-10 text-center shadow-card">
        <Link2Off aria-hidden="true" className="mx-auto mb-3 size-10 text-gold-ink" />
        <h1 className="text-2xl font-semibold">{t.inactiveTitle}</h1>
        <p className="mt-3 text-ink-muted">{t.inactive}</p>
        <Link
          to={ROUTES.Home.path}
          className="mt-6 inline-block font-medium text-primary underline"
        >
          {t.home}
        </Link>
      </div>
    </section>
  );
}

/**
 * /shared/{token}?day=N (issue 13 §7): the dedication's progress pages as a family member sees
 * them from the sponsor's link — the donor's own view, read-only, without a login — followed
 * live from the update-screen stream, which needs no session either.
 */
export default function SharedProgressPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const query = useSharedProgress(token, search.get('day'), search.get('_id'));
  useLiveRefetch(query.data?.date.day, query.refetch);
  const dayLink = (day: number) => `/shared/${encodeURIComponent(token)}?day=${day}`;

  if (query.isPending) return <LoadingState title={t.title} />;
  if (query.isError && !query.data) {
    if (isInactiveShareLink(query.error)) return <InactiveLink />;
    const refusal = dateRefusalOf(query.error);
    if (refusal) return <DateNotInDedication refusal={refusal} dayLink={dayLink} />;
    return (
      <ErrorState
        title={t.title}
        message={t.failed}
        retryLabel={t.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <DedicationDayView
      data={query.data}
      dayLink={dayLink}
      certificateHref={(day) => certificatePath.shared(token, day)}
      lead={
        <div className="space-y-3">
          <p className="inline-flex items-center gap-2 text-sm text-ink-muted">
            <Users aria-hidden="true" className="size-4 text-gold-ink" />
            {t.intro}
          </p>
          <DedicateTooLink enrollment={query.data.enrollment} />
          <DailyMailOptIn shareToken={token} />
        </div>
      }
    />
  );
}
