import type { MyPage } from '@zechus/shared';
import { useId } from 'react';
import { KindIcon } from '../../../components/ui/KindIcon.tsx';
import { donor } from '../../../i18n/donor.ts';
import { he } from '../../../i18n/he.ts';
import { DateRow } from './DateRow.tsx';
import { DedicationActions } from './DedicationActions.tsx';
import { ShareWithFamily } from './ShareWithFamily.tsx';

type Enrollment = MyPage['enrollments'][number];

/** One dedication on My Page: its title and name, what can be done with it, and its dates. */
export function EnrollmentCard({
  enrollment,
  donorName,
}: {
  enrollment: Enrollment;
  donorName: string;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-[var(--radius-card)] border border-stone bg-white shadow-card"
    >
      <header className="space-y-4 border-b border-stone px-5 py-5 sm:px-7">
        <div className="flex items-start gap-4">
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
        </div>
        <DedicationActions enrollment={enrollment} donorName={donorName} />
      </header>
      <ul className="grid gap-3 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
        {enrollment.dates.map((date, position) => (
          <DateRow key={date.id} enrollmentId={enrollment.id} date={date} position={position} />
        ))}
      </ul>
      <ShareWithFamily enrollmentId={enrollment.id} name={enrollment.name} placement="card" />
    </article>
  );
}
