import { HDate, birthdayOrAnniversary, yahrzeit } from '@hebcal/hdate';
import { formatDay, parseDay } from './day.ts';
import { hebcalMonthIn, isValidHebrewDate } from './months.ts';

/**
 * A sponsor gives only a spec month (1..13) and day, never a year, but hebcal's anniversary
 * rules are defined from an original dated event. So we stand in a REPRESENTATIVE original
 * date: the given month and day in a chosen Hebrew year, picked so that hebcal's rules do what
 * the month value means:
 *
 * - Every representative year is "complete": it and the year after it both have 30 days of
 *   Cheshvan and of Kislev, so 30 Cheshvan / 30 Kislev exist in it, and for a yahrzeit the
 *   first anniversary also fell on the 30th (hebcal then keeps the 30th where it exists).
 * - 6 Adar I: a LEAP year's Adar I (the only kind of year that has Adar I).
 * - 7 Adar: an ORDINARY year's Adar (the commoner case: 12 of every 19 years are ordinary).
 * - 14 Adar II: a LEAP year's Adar II (docs/decisions/0023).
 * - Any other month: the ordinary complete year; leap-ness does not affect those months.
 *
 * The year is searched from 4000 AM so it precedes any day we are asked about (hebcal only
 * answers for years after the original one).
 */
function representative(month: number, day: number): HDate {
  const wantLeap = month === 6 || month === 14;
  for (let year = 4000; year < 4200; year++) {
    const complete =
      HDate.longCheshvan(year) &&
      HDate.longCheshvan(year + 1) &&
      !HDate.shortKislev(year) &&
      !HDate.shortKislev(year + 1);
    if (complete && HDate.isLeapYear(year) === wantLeap) {
      return new HDate(day, hebcalMonthIn(month, year) ?? 0, year);
    }
  }
  throw new Error('no representative year found');
}

type Rule = (hebrewYear: number, original: HDate) => HDate | undefined;

function next(rule: Rule, month: number, day: number, onOrAfter: string): string {
  if (!isValidHebrewDate(month, day)) {
    throw new RangeError(`a Hebrew date that does not exist: month ${month}, day ${day}`);
  }
  const start = new HDate(parseDay(onOrAfter));
  const original = representative(month, day);
  // Each rule gives a date inside the year asked for, so this year's or next year's is it.
  for (const year of [start.getFullYear(), start.getFullYear() + 1]) {
    const found = rule(year, original);
    if (found && found.abs() >= start.abs()) return formatDay(found.greg());
  }
  throw new Error('unreachable: next year always has an anniversary');
}

/**
 * The first civil day on or after `onOrAfter` ('YYYY-MM-DD') whose Hebrew date is the given
 * spec month/day. When that date is missing in a year we follow hebcal's birthday rule
 * (birthdayOrAnniversary, what HebrewCalendar.getBirthdayOrAnniversary calls), which POSTPONES it:
 * - 30 Cheshvan in a year of 29-day Cheshvan → 1 Kislev; 30 Kislev likewise → 1 Teves;
 * - 6 Adar I in an ordinary year → the same day of Adar, and 30 Adar I → 1 Nissan;
 * - 7 Adar in a leap year → Adar II; 14 Adar II in an ordinary year → Adar.
 * Throws RangeError for a date that never exists (isValidHebrewDate false).
 */
export function nextOccurrence(month: number, day: number, onOrAfter: string): string {
  return next((y, d) => birthdayOrAnniversary(y, d), month, day, onOrAfter);
}

/**
 * The next yahrzeit on or after `onOrAfter`, by hebcal's yahrzeit rule
 * (yahrzeit, what HebrewCalendar.getYahrzeit calls) applied to the representative date of death above:
 * - 30 Cheshvan / 30 Kislev (death in a year with that day, first anniversary also on the
 *   30th): the 30th where it exists, otherwise 1 Kislev / 1 Teves;
 * - 6 Adar I (death in a leap year's Adar I): Adar I in leap years; in ordinary years the same
 *   day of Adar, except 30 Adar I → 30 Shevat (hebcal moves a yahrzeit EARLIER, not later);
 * - 7 Adar (death in an ordinary year's Adar): hebcal keeps it in the FIRST Adar, i.e. Adar I
 *   in leap years (hebcal keeps the same month number, and an ordinary year's Adar is numbered
 *   like Adar I);
 * - 14 Adar II (death in a leap year's Adar II): always the last Adar — Adar II in leap years,
 *   Adar in ordinary years.
 * Throws RangeError for a date that never exists (isValidHebrewDate false).
 */
export function nextYahrzeit(month: number, day: number, onOrAfter: string): string {
  return next((y, d) => yahrzeit(y, d), month, day, onOrAfter);
}

/**
 * The first civil day on or after `onOrAfter` that IS this Hebrew date — never a postponed
 * stand-in (no Adar for Adar I, no 1 Kislev for 30 Cheshvan): a day of learning is a real day,
 * and a sentence that names it must name a day that occurs. Looks in this Hebrew year and the
 * next (13 months at most, so Adar I of a coming leap year is found); undefined when the date
 * does not occur in either.
 */
export function nextExactOccurrence(
  month: number,
  day: number,
  onOrAfter: string,
): string | undefined {
  const year = new HDate(parseDay(onOrAfter)).getFullYear();
  for (const y of [year, year + 1]) {
    // For a day 14 (Adar II) and 7 (Adar) name the same day: the last Adar (decision 0023).
    const hebcalMonth = hebcalMonthIn(month === 14 ? 7 : month, y);
    if (hebcalMonth === undefined || day > HDate.daysInMonth(hebcalMonth, y)) continue;
    const found = formatDay(new HDate(day, hebcalMonth, y).greg());
    if (found >= onOrAfter) return found;
  }
  return undefined;
}
