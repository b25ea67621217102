import { addDays, daysBetween } from '../calendar/day.ts';

/** The seven days of shiva. */
export const SHIVA_DAYS = 7;
/** The earliest start a family can give: shiva begun 6 days ago has one day (today) left. */
export const SHIVA_LATEST_DAYS_AGO = SHIVA_DAYS - 1;

export interface ShivaStartChoice {
  /** The civil day shiva began, 'YYYY-MM-DD'. */
  day: string;
  daysAgo: number;
  /** "Today", "Yesterday", "2 days ago" … "6 days ago". */
  label: string;
  /** Days of the seven still to come, today included. */
  daysLeft: number;
}

const agoLabel = (n: number) => (n === 0 ? 'Today' : n === 1 ? 'Yesterday' : `${n} days ago`);

/** The days a family can say shiva began: today, or up to 6 days ago. */
export function shivaStartChoices(today: string): ShivaStartChoice[] {
  return Array.from({ length: SHIVA_LATEST_DAYS_AGO + 1 }, (_, daysAgo) => ({
    day: addDays(today, -daysAgo),
    daysAgo,
    label: agoLabel(daysAgo),
    daysLeft: SHIVA_DAYS - daysAgo,
  }));
}

/**
 * Days of shiva left, today included, when it began on `began` (the day it began is the first
 * of the seven). Undefined when that is not today or one of the 6 days before.
 */
export function shivaDaysLeft(began: string, today: string): number | undefined {
  const ago = daysBetween(began, today);
  return ago >= 0 && ago <= SHIVA_LATEST_DAYS_AGO ? SHIVA_DAYS - ago : undefined;
}
