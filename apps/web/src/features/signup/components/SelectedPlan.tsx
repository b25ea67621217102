import { ROUTES } from '@zechus/shared';
import type { Plan } from '@zechus/shared';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format.ts';
import { learningDaysText } from '@zechus/shared';
import type { DedicationPreview } from '../dedication-preview.ts';
import { PlanIcon } from './PlanIcon.tsx';

/**
 * The chosen plan at the top of the Subscribe screen, with 'Change Selection' (spec §2). Once the
 * dedication is saved its price is the total to pay — less than the plan's for a shiva joined
 * part-way — so every step shows what will be charged.
 */
export function SelectedPlan({
  plan,
  index,
  preview,
}: {
  plan: Plan;
  index: number;
  preview: DedicationPreview | null;
}) {
  const shortened = preview !== null && preview.total !== plan.price;
  return (
    <section
      aria-label="Selected plan"
      className="flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] border-2 border-gold bg-gold-soft/50 p-5 shadow-card sm:flex-nowrap sm:p-6"
    >
      <PlanIcon index={index} className="bg-white" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-sm font-semibold tracking-[0.1em] text-gold-ink uppercase">
          Your selection
        </p>
        <p className="mt-1 leading-snug text-ink">{plan.text}</p>
      </div>
      <div className="flex w-full items-center justify-between gap-4 sm:w-auto sm:flex-col sm:items-end">
        <p className="text-end">
          <span className="block font-serif text-3xl font-semibold text-primary">
            {formatPrice(preview?.total ?? plan.price)}
          </span>
          {shortened ? (
            <span className="block text-sm text-ink-muted">
              for {learningDaysText(preview.dates.length)}
            </span>
          ) : null}
        </p>
        <Link
          to={ROUTES.SignUp.path}
          className="font-semibold text-primary underline underline-offset-4 hover:text-primary-strong"
        >
          Change Selection
        </Link>
      </div>
    </section>
  );
}
