import type { MyPage } from '@zechus/shared';
import { RenewalPanel } from './RenewalPanel.tsx';

type Enrollment = MyPage['enrollments'][number];

/**
 * The row of things a donor can do with one dedication, under its title on My Page and on the
 * page of a donor's only dedication. Other actions (a calendar file, a link for the family)
 * take their place here, one line each.
 */
export function DedicationActions({
  enrollment,
  donorName,
}: {
  enrollment: Enrollment;
  donorName: string;
}) {
  return (
    <div className="space-y-3 empty:hidden">
      <RenewalPanel
        dedicationId={enrollment.id}
        renewal={enrollment.renewal}
        donorName={donorName}
      />
    </div>
  );
}
