import { subscribePath } from '@zechus/shared';
import type { Plan } from '@zechus/shared';
import { ArrowRight, CalendarRange, Moon, Sun } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cardClass } from '../../components/ui/Card.tsx';
import { cn } from '../../lib/cn.ts';
import { formatPrice } from '../../lib/format.ts';
import { usePlans } from './api.ts';

/** The icon follows the position: first a day, second a year, third a month (spec §2). */
const positionIcons: readonly LucideIcon[] = [Sun, CalendarRange, Moon];

function PlanCard({ plan, index }: { plan: Plan; index: number }) {
  const Icon = positionIcons[index] ?? Sun;
  return (
    <li className="flex">
      {/* Straight to the plan's own Subscribe screen, which the server draws with the plan. */}
      <Link
        to={subscribePath(plan.id)}
        className={cn(
          cardClass,
          'group flex w-full flex-col p-6 text-ink no-underline transition hover:-translate-y-0.5 hover:border-gold hover:shadow-lg motion-reduce:hover:translate-y-0',
        )}
      >
        <span
          aria-hidden="true"
          className="mb-5 inline-flex size-12 items-center justify-center rounded-full bg-gold-soft text-gold-ink"
        >
          <Icon className="size-6" />
        </span>
        <span className="font-serif text-4xl font-semibold tracking-tight text-primary">
          {formatPrice(plan.price)}
        </span>
        <span className="mt-3 flex-1 leading-relaxed text-ink-muted">{plan.text}</span>
        <span className="mt-6 inline-flex items-center gap-1.5 font-semibold text-primary group-hover:underline">
          Dedicate this learning
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </span>
      </Link>
    </li>
  );
}

/** Plan cards from GET /api/plans; nothing at all while loading or when the call fails. */
export function PlanCards({ className }: { className?: string }) {
  const { data: plans } = usePlans();
  if (!plans?.length) return null;
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {plans.map((plan, index) => (
        <PlanCard key={plan.id} plan={plan} index={index} />
      ))}
    </ul>
  );
}

/** Whether there is anything to show, for pages that title the plans section. */
export const useHasPlans = (): boolean => (usePlans().data?.length ?? 0) > 0;
