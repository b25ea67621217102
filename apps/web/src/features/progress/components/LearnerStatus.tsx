import { CircleCheck, Hourglass } from 'lucide-react';
import { donor } from '../../../i18n/donor.ts';
import { cn } from '../../../lib/cn.ts';

/** Done or pending (spec §4): a green check or an hourglass, with its words for screen readers. */
export function LearnerStatus({ done, className }: { done: boolean; className?: string }) {
  const label = done ? donor.progress.learnerDone : donor.progress.learnerPending;
  return done ? (
    <span className={cn('inline-flex text-done', className)} title={label}>
      <CircleCheck aria-hidden="true" className="size-full" strokeWidth={2.25} />
      <span className="sr-only">{label}</span>
    </span>
  ) : (
    <span className={cn('inline-flex text-[#8a7a55]', className)} title={label}>
      <Hourglass aria-hidden="true" className="size-full" strokeWidth={2} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
