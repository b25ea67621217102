import { useQuery } from '@tanstack/react-query';
import { OFFICE_PATHS, type OfficePlan } from '@zechus/shared';
import { CircleCheck, CircleOff, Info, PencilLine } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPrice } from '../../../lib/format.ts';
import { Callout } from '../shell/Callout.tsx';
import { QueryState, SuccessNotice } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { londonDateTime } from '../shell/london-time.ts';
import { fetchOfficePlans, officePlansKey } from './api.ts';
import { PlanIcon } from './PlanIcon.tsx';
import { plansText } from './strings.ts';

/** Offered or not, in words with an icon (never colour alone). */
function OfferedBadge({ active }: { active: boolean }) {
  const Icon = active ? CircleCheck : CircleOff;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-sm font-medium whitespace-nowrap',
        active ? 'border-done/50 bg-white text-done' : 'border-stone bg-stone/60 text-ink-muted',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {active ? plansText.offered : plansText.notOffered}
    </span>
  );
}

function PlanCard({ plan }: { plan: OfficePlan }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-plan-type={plan.type}
        className={cn(
          'flex h-full flex-col rounded-[var(--radius-card)] border bg-white p-6 shadow-card',
          plan.active ? 'border-stone' : 'border-dashed border-[#b9ae97] bg-parchment/70',
        )}
      >
        <header className="flex flex-wrap items-center gap-4">
          <PlanIcon type={plan.type} className={plan.active ? undefined : 'opacity-60'} />
          <h2 id={titleId} className="min-w-0 flex-1 text-2xl font-semibold">
            {plansText.planTitle(plan.type)}
          </h2>
          <OfferedBadge active={plan.active} />
        </header>
        <p className="mt-4 font-serif text-4xl font-semibold tracking-tight text-primary tabular-nums">
          {formatPrice(plan.price)}
        </p>
        <p className="mt-2 flex-1 leading-relaxed text-ink">{plan.text}</p>
        <div className="mt-4">
          <h3 className="sr-only">{plansText.kinds}</h3>
          <ul className="flex flex-wrap gap-2" aria-label={plansText.kinds}>
            {plan.kinds.map((kind) => (
              <li
                key={kind.id}
                className="rounded-full border border-gold/50 bg-gold-soft/40 px-3 py-1 text-sm font-medium text-ink"
              >
                {kind.label}
              </li>
            ))}
          </ul>
        </div>
        <footer className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-stone pt-4">
          <p className="text-sm text-ink-muted">
            {plansText.sold(plan.dedications)} · {plansText.changed(londonDateTime(plan.updatedAt))}
          </p>
          <ButtonLink
            variant="secondary"
            to={`${OFFICE_PATHS.plans}/${plan.id}`}
            aria-label={plansText.editLabel(plan.type)}
          >
            <PencilLine aria-hidden="true" className="size-4" />
            {plansText.edit}
          </ButtonLink>
        </footer>
      </article>
    </li>
  );
}

/** /office/plans: every plan as a card, offered or not, with what a change means. */
export function PlansList() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  const plans = useQuery({
    queryKey: [...officePlansKey, 'list'],
    queryFn: ({ signal }) => fetchOfficePlans(signal),
  });
  return (
    <OfficePage title={AREA_LABELS.plans} intro={plansText.intro}>
      {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
      <Callout tone="info" icon={Info} className="mb-6">
        {plansText.keepNote}
      </Callout>
      <QueryState
        isPending={plans.isPending}
        error={plans.error}
        onRetry={() => void plans.refetch()}
      >
        <ul aria-label={plansText.listLabel} className="grid gap-5 md:grid-cols-2">
          {plans.data?.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </QueryState>
    </OfficePage>
  );
}
