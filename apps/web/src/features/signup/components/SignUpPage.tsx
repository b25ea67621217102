import { episodeOfDedicateToo, subscribePath } from '@zechus/shared';
import type { DedicateToo, Plan } from '@zechus/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { cardClass } from '../../../components/ui/Card.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useBodyClass } from '../../../hooks/useBodyClass.ts';
import { useHydrated } from '../../../hooks/useHydrated.ts';
import { useClientState } from '../../../lib/client-state.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPrice } from '../../../lib/format.ts';
import { usePlans } from '../../plans/api.ts';
import { PlanIcon } from './PlanIcon.tsx';

/** Plan selection (spec §2 "Plan selection"): one box per plan, in the order received. */
export default function SignUpPage() {
  useBodyClass('signup-page');
  const { data: plans, isPending, isError } = usePlans();
  const setPlan = useClientState((state) => state.setPlan);
  const chosen = useClientState((state) => state.plan);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const startDedicateToo = useClientState((state) => state.startDedicateToo);

  // "Dedicate a day too" from a shared page: the same name and kind (and date of passing) are
  // kept for the plan chosen below; an address that does not fit is ignored. Read once React has
  // taken the page over: the page is drawn ahead of time, without the address's query.
  const hydrated = useHydrated();
  const [dedicateToo, setDedicateToo] = useState<DedicateToo | null>(null);
  useEffect(() => {
    if (!hydrated || !search.has('name')) return;
    let current = true;
    void import('../dedicate-too-rules.ts').then(({ dedicateTooOf }) => {
      const prefill = dedicateTooOf(search);
      if (!current || !prefill) return;
      setDedicateToo(prefill);
      startDedicateToo(episodeOfDedicateToo(prefill));
    });
    return () => {
      current = false;
    };
  }, [hydrated, search, startDedicateToo]);

  const choose = (plan: Plan) => {
    setPlan(plan);
    void navigate(subscribePath(plan.id));
  };

  // An older link to Sign Up with ?plan=<id> (the plan cards used to link here): that plan is
  // chosen at once, as if its Select was pressed. An unknown id shows the list.
  const asked = search.get('plan');
  const askedPlan = asked === null ? undefined : plans?.find((p) => String(p.id) === asked);
  useEffect(() => {
    if (askedPlan) {
      setPlan(askedPlan);
      void navigate(subscribePath(askedPlan.id), { replace: true });
    }
  }, [askedPlan, setPlan, navigate]);

  return (
    <div className="container-content py-12 md:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">
          Sponsor the learning
        </p>
        <h1 id="page-title" className="text-4xl leading-tight font-semibold md:text-5xl">
          Dedicate Your Mishnayos
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">
          Partner with our children for your zechus: choose a day, a year or a month of learning,
          dedicated to the neshama or the merit of someone you hold dear.
        </p>
        {dedicateToo ? (
          <p className="mt-6 rounded-lg border-2 border-gold bg-gold-soft/50 px-5 py-3 text-ink">
            Dedicating a day for <Hebrew className="text-xl font-bold">{dedicateToo.name}</Hebrew>
            <span className="block text-sm text-ink-muted">
              Choose a plan: the name is filled in for you, and you choose the day.
            </span>
          </p>
        ) : null}
      </header>

      {/* A screen's height while loading: the footer waits below the fold, not jumping down. */}
      {isPending ? (
        <div
          role="status"
          className="mt-12 flex min-h-svh items-start justify-center gap-3 text-ink-muted"
        >
          <Spinner className="size-6 text-primary" />
          <span>Loading the plans…</span>
        </div>
      ) : null}
      {isError ? (
        <p className="mt-12 text-center text-ink-muted">
          The plans could not be loaded just now. Please reload the page, or call our office.
        </p>
      ) : null}

      {plans?.length ? (
        <ul
          aria-label="Plans"
          className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {plans.map((plan, index) => {
            const textId = `plan-${plan.id}-text`;
            const selected = chosen?.id === plan.id;
            return (
              <li
                key={plan.id}
                className={cn(
                  cardClass,
                  'flex flex-col items-center p-7 text-center',
                  selected && 'border-2 border-gold bg-gold-soft/40',
                )}
              >
                <PlanIcon index={index} className="size-14" />
                <p className="mt-5 font-serif text-4xl font-semibold tracking-tight text-primary">
                  {formatPrice(plan.price)}
                </p>
                <p id={textId} className="mt-3 flex-1 leading-relaxed text-ink-muted">
                  {plan.text}
                </p>
                <Button
                  size="lg"
                  className="mt-6 w-full"
                  aria-label={`Select: ${plan.text} — ${formatPrice(plan.price)}`}
                  onClick={() => choose(plan)}
                >
                  Select
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
