import { dedicationPriceCents, learningDatesFor, londonDay } from '@zechus/shared';
import type { Episode, Plan } from '@zechus/shared';
import { getSiteConfig } from '../../lib/site-config.ts';

export interface DedicationPreview {
  /** The learning days, 'YYYY-MM-DD'. */
  dates: string[];
  /** What it costs, in dollars: the plan's price, or a shortened shiva's share. */
  total: number;
}

/**
 * Today in Europe/London, the programme's day (DESIGN.md §3): as the server said it when it sent
 * the page (site-config `today`, its own clock), else worked out here.
 */
export const londonToday = (): string => getSiteConfig().today ?? londonDay(new Date());

/**
 * The dates and total the sponsor is shown before paying — the same shared functions the server
 * charges by (it computes them again with its own today). Null while a date rule is broken.
 */
export function dedicationPreview(
  plan: Plan,
  episode: Episode,
  today: string,
): DedicationPreview | null {
  try {
    const dates = learningDatesFor(plan.type, episode, today);
    const cents = dedicationPriceCents(plan.type, Math.round(plan.price * 100), dates.length);
    return { dates, total: cents / 100 };
  } catch {
    return null;
  }
}
