import { flags, HebrewCalendar } from '@hebcal/core';
import { HDate } from '@hebcal/hdate';
import { addDays, daysBetween, formatDay, parseDay } from '../calendar/day.ts';
import { hebcalMonthIn, isValidHebrewDate } from '../calendar/months.ts';
import { hebrewDayOf, type HebrewDay } from '../calendar/hebrew-day.ts';

/**
 * The Day of Shloishim worked out from the dates a family knows (issue 26 §1): the date of
 * passing and the day of the funeral. The thirty days are counted from the burial, the day of
 * burial being the first, so the Day of Shloishim is the 30th day: burial + 29 days.
 *
 * Days here are Hebrew days written as the civil day whose daytime they hold: a passing after
 * nightfall on Monday is Tuesday's Hebrew date, and a funeral "the same day" is that Hebrew day
 * (that night or Tuesday in daylight).
 */
export const SHLOISHIM_DAY_NUMBER = 30;

// Types, not zod schemas: no payload carries these (the form works the day out and sends the Day
// of Shloishim), and the sign-up's first screen must load without zod (decision 0029).

/** The date of passing as the family entered it: a civil date (perhaps after nightfall) or a Hebrew date. */
export type PassingEntry =
  | { calendar: 'civil'; day: string; afterNightfall: boolean }
  | { calendar: 'hebrew'; month: number; day: number };

/** The day of the funeral: the same (Hebrew) day as the passing, the next day, or a date. */
export type FuneralEntry =
  { when: 'same_day' } | { when: 'next_day' } | { when: 'date'; day: string };

/** A date the family gave that cannot be right, said in a plain sentence for its field. */
export class ShloishimEntryError extends Error {
  constructor(
    readonly field: 'passing' | 'funeral',
    message: string,
  ) {
    super(message);
    this.name = 'ShloishimEntryError';
  }
}

/** The latest civil day on or before `onOrBefore` that is this Hebrew date (this year or last). */
function lastExactOccurrence(month: number, dayOfMonth: number, onOrBefore: string) {
  const year = new HDate(parseDay(onOrBefore)).getFullYear();
  for (const y of [year, year - 1]) {
    const hebcalMonth = hebcalMonthIn(month, y);
    if (hebcalMonth === undefined || dayOfMonth > HDate.daysInMonth(hebcalMonth, y)) continue;
    const found = formatDay(new HDate(dayOfMonth, hebcalMonth, y).greg());
    if (found <= onOrBefore) return found;
  }
  return undefined;
}

/** The (daytime civil day of the) Hebrew day of the passing; a Hebrew date is its latest occurrence. */
export function dayOfPassing(passing: PassingEntry, today: string): string {
  if (passing.calendar === 'civil') {
    if (passing.day > today) {
      throw new ShloishimEntryError(
        'passing',
        'That date is still to come. Please give the date of the passing.',
      );
    }
    return passing.afterNightfall ? addDays(passing.day, 1) : passing.day;
  }
  const found = isValidHebrewDate(passing.month, passing.day)
    ? lastExactOccurrence(passing.month, passing.day, today)
    : undefined;
  if (found === undefined) {
    throw new ShloishimEntryError('passing', 'Please choose a Hebrew date that has passed.');
  }
  return found;
}

/**
 * Whether a funeral can be held on a day: never on Shabbos or a Yom Tov (outside Israel, where
 * our families are, a second day of Yom Tov as well).
 */
export function isFuneralDay(day: string): boolean {
  const date = parseDay(day);
  if (date.getUTCDay() === 6) return false;
  const hdate = new HDate(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const events = HebrewCalendar.getHolidaysOnDate(hdate, false) ?? [];
  return !events.some((event) => (event.getFlags() & flags.CHAG) !== 0);
}

/** "The next day": the first day after the passing on which a funeral can be held. */
export function nextFuneralDay(passingDay: string): string {
  let day = addDays(passingDay, 1);
  while (!isFuneralDay(day)) day = addDays(day, 1);
  return day;
}

/** The day of burial, checked against the passing (not before it, not a month after it). */
export function dayOfBurial(passingDay: string, funeral: FuneralEntry): string {
  // A passing on Shabbos or Yom Tov has no funeral that day: the first day after it.
  if (funeral.when === 'same_day' && isFuneralDay(passingDay)) return passingDay;
  if (funeral.when !== 'date') return nextFuneralDay(passingDay);
  const gap = daysBetween(passingDay, funeral.day);
  if (gap < 0) {
    throw new ShloishimEntryError(
      'funeral',
      'The funeral cannot be before the passing. Please check the date.',
    );
  }
  if (gap >= SHLOISHIM_DAY_NUMBER) {
    throw new ShloishimEntryError(
      'funeral',
      'That is a month or more after the passing. Please check the date of the funeral.',
    );
  }
  return funeral.day;
}

/** What the form shows and the server works from: the burial and the Day of Shloishim. */
export interface ShloishimReckoning {
  passing: HebrewDay;
  burial: HebrewDay;
  /** The 30th day counted from the burial, the day of burial as the first. */
  shloishim: HebrewDay;
}

/** The Day of Shloishim from the family's dates. Throws ShloishimEntryError with a sentence. */
export function reckonShloishim(
  passing: PassingEntry,
  funeral: FuneralEntry,
  today: string,
): ShloishimReckoning {
  const passingDay = dayOfPassing(passing, today);
  const burialDay = dayOfBurial(passingDay, funeral);
  return {
    passing: hebrewDayOf(passingDay),
    burial: hebrewDayOf(burialDay),
    shloishim: hebrewDayOf(addDays(burialDay, SHLOISHIM_DAY_NUMBER - 1)),
  };
}

/** The day of the thirty a civil day is (1 = the day of burial), e.g. for "the 3rd day of the shloishim". */
export function dayOfTheThirty(burialDay: string, day: string): number {
  return daysBetween(burialDay, day) + 1;
}
