import { HDate } from '@hebcal/hdate';
import { formatDay, parseDay } from './day.ts';

/**
 * The first day of each of the next `count` Hebrew months, starting on or after `onOrAfter`
 * (DESIGN.md §3, the year plan: "the first day of each of the next twelve Hebrew months").
 * Hebcal does the month lengths; we only step from one 1st to the next.
 */
export function roshChodeshDays(onOrAfter: string, count: number): string[] {
  let hd = new HDate(parseDay(onOrAfter));
  if (hd.getDate() !== 1) {
    hd = new HDate(1, hd.getMonth(), hd.getFullYear()).add(1, 'month');
    hd = new HDate(1, hd.getMonth(), hd.getFullYear());
  }
  const days: string[] = [];
  while (days.length < count) {
    days.push(formatDay(hd.greg()));
    const next = hd.add(1, 'month');
    hd = new HDate(1, next.getMonth(), next.getFullYear());
  }
  return days;
}

/**
 * Every first of a Hebrew month from `onOrAfter` up to (not including) `before` — the year plan's
 * days until its renewal on the Hebrew anniversary (issue 26 §8): twelve in an ordinary year,
 * thirteen when the year holds Adar I and Adar II, so no Rosh Chodesh falls between two plans.
 */
export function roshChodeshDaysBefore(onOrAfter: string, before: string): string[] {
  const days: string[] = [];
  // At most 13 months lie between a day and its anniversary; 14 guards against a loop.
  for (const day of roshChodeshDays(onOrAfter, 14)) {
    if (day >= before) break;
    days.push(day);
  }
  return days;
}
