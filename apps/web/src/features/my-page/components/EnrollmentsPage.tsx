import { ROUTES } from '@zechus/shared';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { donor } from '../../../i18n/donor.ts';
import { useSessionGuard } from '../../auth/useSessionGuard.ts';
import { ErrorState, LoadingState } from '../../progress/components/LoadState.tsx';
import { useMyPage } from '../api.ts';
import { AccountSections } from './AccountSections.tsx';
import { AddToCalendarLink } from './AddToCalendarLink.tsx';
import { EnrollmentCard } from './EnrollmentCard.tsx';

/** /my-page (spec §2 Enrollments): the greeting and one card per dedication with its dates. */
export default function EnrollmentsPage() {
  const query = useMyPage();
  const { forbidden } = useSessionGuard(query, { donorOnly: true });
  const title = ROUTES.Enrollments.page;

  if (query.isPending || forbidden) return <LoadingState title={title} />;
  if (query.isError) {
    return (
      <ErrorState
        title={title}
        message={donor.myPage.failed}
        retryLabel={donor.myPage.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { name, donorId, enrollments, contact } = query.data;
  const only = enrollments.length === 1 ? enrollments[0] : undefined;
  if (only) return <Navigate to={`/my-page/${only.id}`} replace />;

  return (
    <div className="container-content py-8 sm:py-12">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">{title}</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl">
            {donor.myPage.greeting(name)}
          </h1>
          <p className="mt-3 leading-relaxed text-ink-muted">{donor.myPage.lede}</p>
        </div>
        <p className="rounded-full border border-stone bg-white px-4 py-2 text-sm text-ink-muted shadow-card">
          {donor.myPage.donorId}{' '}
          <span className="font-semibold tracking-wider text-ink tabular-nums">{donorId}</span>
        </p>
      </header>

      {enrollments.length === 0 ? (
        <div className="rounded-[var(--radius-card)] border border-stone bg-white px-6 py-10 text-center shadow-card">
          <p className="text-lg text-ink-muted">{donor.myPage.empty}</p>
          <ButtonLink to={ROUTES.SignUp.path} className="mt-6">
            {donor.myPage.emptyAction}
          </ButtonLink>
        </div>
      ) : (
        <div className="space-y-8">
          <AddToCalendarLink />
          {enrollments.map((enrollment) => (
            <EnrollmentCard key={enrollment.id} enrollment={enrollment} donorName={name} />
          ))}
        </div>
      )}
      <AccountSections contact={contact} />
    </div>
  );
}
