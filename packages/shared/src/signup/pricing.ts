import type { PlanType } from '../schemas/plan.ts';
import { SHIVA_DAYS } from './shiva.ts';
import { SHLOISHIM_MAX_DAYS } from './learning-dates.ts';

/** The days a mourning plan's price pays for in full; a plan joined part-way pays its share. */
const FULL_DAYS: Partial<Record<PlanType, number>> = {
  shiva: SHIVA_DAYS,
  shloishim: SHLOISHIM_MAX_DAYS,
};

/**
 * What a dedication costs, in cents (docs/decisions/0023, 0038). Every plan costs its price,
 * except a shiva or shloishim joined part-way: the family pays for the days left, the plan's
 * price × days left / 7 (shiva) or / 30 (shloishim), rounded to whole dollars. The server
 * charges this; the screens show the same function's answer.
 */
export function dedicationPriceCents(
  planType: PlanType,
  planPriceCents: number,
  learningDays: number,
): number {
  const full = FULL_DAYS[planType];
  if (full === undefined || learningDays >= full) return planPriceCents;
  return Math.round((planPriceCents * learningDays) / full / 100) * 100;
}
