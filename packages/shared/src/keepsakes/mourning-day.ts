import { addDays, daysBetween } from '../calendar/day.ts';
import { nextOccurrence } from '../calendar/occurrence.ts';
import type { PlanType } from '../schemas/plan.ts';
import { SHIVA_DAYS } from '../signup/shiva.ts';

/** The thirty days of the shloishim, the day of burial the first. */
export const SHLOISHIM_DAYS = 30;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 30th. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * Which of the thirty days of the shloishim `day` is. The thirty are counted from the burial, the
 * day of burial the first, so the Day of Shloishim (the dedication's Hebrew date) is the 30th:
 * the day's number is 30 less the days from it to the Day of Shloishim. Undefined for a day
 * outside the thirty.
 */
export function shloishimDayNumber(
  day: string,
  dayOfShloishim: { month: number; day: number },
): number | undefined {
  let thirtieth: string;
  try {
    thirtieth = nextOccurrence(dayOfShloishim.month, dayOfShloishim.day, day);
  } catch {
    return undefined; // a stored date that never exists: no count rather than a wrong one
  }
  const number = SHLOISHIM_DAYS - daysBetween(day, thirtieth);
  return number >= 1 ? number : undefined;
}

/**
 * Which of the seven days of shiva `day` is. The shiva's learning runs from the day the family
 * joined to the seventh day, the day shiva began the first (decision 0023), so the last of the
 * consecutive learning dates from `day` on is the seventh. Undefined when `day` is not one of
 * `dates` or the run is longer than a shiva.
 */
export function shivaDayNumber(day: string, dates: readonly string[]): number | undefined {
  const all = new Set(dates);
  if (!all.has(day)) return undefined;
  let seventh = day;
  while (all.has(addDays(seventh, 1))) seventh = addDays(seventh, 1);
  const number = SHIVA_DAYS - daysBetween(day, seventh);
  return number >= 1 ? number : undefined;
}

/** What a certificate knows of its dedication to name the day as the family counts it. */
export interface CountedDedication {
  planType: PlanType;
  /** The dedication's Hebrew date: for a shloishim, the Day of Shloishim. */
  hebrewDate: { month: number; day: number } | null;
  /** All its learning dates, 'YYYY-MM-DD'. */
  dates: readonly string[];
}

/**
 * The day as a mourning family counts it — "the 3rd day of the shiva", "the 12th day of the
 * shloishim" — or undefined for the other plans (and a day that falls outside the count), whose
 * certificates keep "Day 2 of 13".
 */
export function mourningDayWords(dedication: CountedDedication, day: string): string | undefined {
  if (dedication.planType === 'shiva') {
    const number = shivaDayNumber(day, dedication.dates);
    return number === undefined ? undefined : `the ${ordinal(number)} day of the shiva`;
  }
  if (dedication.planType === 'shloishim' && dedication.hebrewDate) {
    const number = shloishimDayNumber(day, dedication.hebrewDate);
    return number === undefined ? undefined : `the ${ordinal(number)} day of the shloishim`;
  }
  return undefined;
}
