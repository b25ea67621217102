import type { PlanType } from '../schemas/plan.ts';
import { SHIVA_DAYS } from './shiva.ts';

/**
 * What a dedication costs, in cents (docs/decisions/0023). Every plan costs its price, except a
 * shiva joined part-way: the family pays for the days left, the plan's price × days left / 7,
 * rounded to whole dollars. The server charges this; the screens show the same function's answer.
 */
export function dedicationPriceCents(
  planType: PlanType,
  planPriceCents: number,
  learningDays: number,
): number {
  if (planType !== 'shiva' || learningDays >= SHIVA_DAYS) return planPriceCents;
  return Math.round((planPriceCents * learningDays) / SHIVA_DAYS / 100) * 100;
}
