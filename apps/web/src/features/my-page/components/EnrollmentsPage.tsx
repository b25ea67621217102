import { ROUTES } from '@zechus/shared';
import type { MyPage } from '@zechus/shared';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Link, Navigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { KindIcon } from '../../../components/ui/KindIcon.tsx';
import { donor } from '../../../i18n/donor.ts';
import { he } from '../../../i18n/he.ts';
import { cn } from '../../../lib/cn.ts';
import { useSessionGuard } from '../../auth/useSessionGuard.ts';
import { ErrorState, LoadingState } from '../../progress/components/LoadState.tsx';
import { useMyPage } from '../api.ts';
import { civilDate } from '../format.ts';
import { ShareWithFamily } from './ShareWithFamily.tsx';
import { AddToCalendarLink } from './AddToCalendarLink.tsx';

type Enrollment = MyPage['enrollments'][number];
type EnrollmentDate = Enrollment['dates'][number];

/** The MyPage link of a date: query day = the date's position in the card plus one (spec §2). */
export const viewProgressPath = (enrollmentId: number, position: number): string =>
  `/my-page/${enrollmentId}?day=${position + 1}`;

function DateRow({
  enrollmentId,
  date,
  position,
}: {
  enrollmentId: number;
  date: EnrollmentDate;
  position: number;
}) {
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border px-4 py-3',
        date.complete ? 'border-done/30 bg-done/5' : 'border-stone bg-parchment/60',
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
          <p className="text-sm text-ink-muted">
            <time dateTime={date.date}>{civilDate(date.date)}</time>
          </p>
        </div>
        {date.complete ? (
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-done" />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className={cn('text-sm font-semibold', date.complete ? 'text-done' : 'text-gold-ink')}>
          {date.complete ? donor.myPage.completed : donor.myPage.inProgress(date.progress)}
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

function EnrollmentCard({ enrollment }: { enrollment: Enrollment }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-[var(--radius-card)] border border-stone bg-white shadow-card"
    >
      <header className="flex items-start gap-4 border-b border-stone px-5 py-5 sm:px-7">
        <KindIcon kind={enrollment.kind} className="size-12 sm:size-14" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-[0.08em] text-gold-ink uppercase">
            {enrollment.title}
          </p>
          <h2
            id={titleId}
            dir="rtl"
            lang="he"
            className="mt-1 font-[family-name:var(--font-hebrew)] text-2xl leading-tight font-bold break-words sm:text-3xl"
          >
            {enrollment.name.trim() || he.defaultName}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {donor.myPage.dates(enrollment.dates.length)}
          </p>
        </div>
      </header>
      <ul className="grid gap-3 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
        {enrollment.dates.map((date, position) => (
          <DateRow key={date.id} enrollmentId={enrollment.id} date={date} position={position} />
        ))}
      </ul>
      <ShareWithFamily enrollmentId={enrollment.id} placement="card" />
    </article>
  );
}

/** /my-page (spec §2 Enrollments): the greeting and one card per dedication with its dates. */
export default function EnrollmentsPage() {
  const query = useMyPage();
  const { forbidden } = useSessionGuard(query);
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

  const { name, donorId, enrollments } = query.data;
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
            <EnrollmentCard key={enrollment.id} enrollment={enrollment} />
          ))}
        </div>
      )}
    </div>
  );
}
