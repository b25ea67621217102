import type { DayLearner, DayPerek } from '@zechus/shared';
import { ArrowLeft } from 'lucide-react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { daysText } from './strings.ts';

/** What will happen, before it happens: each open perek and who it goes to. */
export function SharePlan({
  plan,
  children,
}: {
  plan: [DayPerek, DayLearner][];
  children: number;
}) {
  const takers = new Set(plan.map(([, learner]) => learner.id)).size;
  return (
    <section
      aria-labelledby="share-plan"
      className="mt-4 rounded-xl border-2 border-gold/60 bg-gold-soft/25 px-4 py-3"
    >
      <h3 id="share-plan" className="font-semibold">
        {daysText.whatWillHappen}
      </h3>
      {plan.length === 0 || children === 0 ? (
        <p className="mt-1 text-ink-muted">{daysText.chooseSomeone}</p>
      ) : (
        <>
          <p className="mt-1">{daysText.planSummary(plan.length, takers)}</p>
          <ul className="mt-2 space-y-1">
            {plan.map(([perek, learner]) => (
              <li key={perek.perekIndex} className="flex flex-wrap items-center gap-x-2">
                <Hebrew className="text-lg">{perek.perek}</Hebrew>
                <ArrowLeft aria-hidden="true" className="size-4 rotate-180 text-ink-muted" />
                <span className="sr-only">to</span>
                <Hebrew className="text-lg font-bold">{learner.name}</Hebrew>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
