// @hebcal/hdate is the part of hebcal that knows dates, months and their Hebrew names
// (@hebcal/core builds on it and re-exports it): the browser's sign-up needs no more, and the
// rest of hebcal (holidays, zmanim, the learning schedules) is ten times its size.
import { HDate, Locale, gematriya, months } from '@hebcal/hdate';

/**
 * A Hebrew month as the spec numbers it (§3): 1 Tishrei … 6 Adar I, 7 Adar … 13 Elul, plus our
 * 14 Adar II — a LEAP year's second Adar, which a yoirtzeit needs apart from an ordinary year's
 * Adar (docs/decisions/0023). The dropdowns list it after Adar.
 */
export interface HebrewMonth {
  /** The spec's value, 1..13 counted from Tishrei, or our 14 (a leap year's Adar II). */
  value: number;
  /** Ashkenazi English as the spec lists it, e.g. "Teves". */
  name: string;
  /** hebcal's Hebrew name without niqqud, e.g. "טבת", "אדר א׳". */
  hebrew: string;
  /**
   * hebcal's month number (its `months` enum counts from NISAN = 1). For value 7 "Adar" this is
   * ADAR_II (13), hebcal's number for Adar in a leap year; in an ordinary year hebcal numbers
   * Adar 12. Use hebcalMonthIn(value, year) when the year is known.
   */
  hebcalMonth: number;
}

// The spec's own names (they are not hebcal's: hebcal says "Tevet", "Sh'vat", "Nisan").
const SPEC_MONTHS: readonly [number, string, number][] = [
  [1, 'Tishrei', months.TISHREI],
  [2, 'Cheshvan', months.CHESHVAN],
  [3, 'Kislev', months.KISLEV],
  [4, 'Teves', months.TEVET],
  [5, 'Shevat', months.SHVAT],
  [6, 'Adar I', months.ADAR_I],
  [7, 'Adar', months.ADAR_II],
  [14, 'Adar II', months.ADAR_II],
  [8, 'Nissan', months.NISAN],
  [9, 'Iyar', months.IYYAR],
  [10, 'Sivan', months.SIVAN],
  [11, 'Tamuz', months.TAMUZ],
  [12, 'Av', months.AV],
  [13, 'Elul', months.ELUL],
];

/**
 * hebcal's month number for a spec month in a given Hebrew year, or undefined when the month
 * does not occur that year (Adar I in an ordinary year).
 */
export function hebcalMonthIn(value: number, hebrewYear: number): number | undefined {
  const leap = HDate.isLeapYear(hebrewYear);
  if (value === 6) return leap ? months.ADAR_I : undefined;
  if (value === 14) return leap ? months.ADAR_II : undefined;
  if (value === 7) return leap ? months.ADAR_II : months.ADAR_I;
  return SPEC_MONTHS.find(([v]) => v === value)?.[2];
}

/** The spec month value (1..13, never 14) of a hebcal month in a given Hebrew year. */
export function specMonthOf(hebcalMonth: number, hebrewYear: number): number {
  if (hebcalMonth === months.ADAR_I) return HDate.isLeapYear(hebrewYear) ? 6 : 7;
  // Adar II of a leap year reads as plain Adar (7) here; entryMonthOf says "Adar II" (14).
  const found = SPEC_MONTHS.find(([, , m]) => m === hebcalMonth);
  if (!found) throw new RangeError(`not a hebcal month: ${hebcalMonth}`);
  return found[0];
}

/**
 * A full 19-year cycle and then some: enough years to see every month at its longest
 * (leap and ordinary years, long and short Cheshvan and Kislev).
 */
const SAMPLE_YEARS = Array.from({ length: 24 }, (_, i) => 5780 + i);

/** A year from the sample in which the given month exists, for hebcal's month name. */
function sampleYear(value: number): number {
  const year = SAMPLE_YEARS.find((y) => hebcalMonthIn(value, y) !== undefined);
  if (year === undefined) throw new Error(`month ${value} never occurs`);
  return year;
}

/** hebcal's Hebrew for a month name, without niqqud ("טבת", "אדר א׳"). */
function monthHebrew(hebcalName: string): string {
  const translated = Locale.lookupTranslation(hebcalName, 'he');
  if (translated === undefined) throw new Error(`hebcal has no Hebrew name for "${hebcalName}"`);
  return Locale.hebrewStripNikkud(translated);
}

export const HEBREW_MONTHS: readonly HebrewMonth[] = SPEC_MONTHS.map(([value, name, month]) => {
  const year = sampleYear(value);
  const hebcalName = HDate.getMonthName(hebcalMonthIn(value, year) ?? month, year);
  // In a leap year hebcal calls month 13 "Adar II"; the spec calls value 7 plain "Adar".
  return {
    value,
    name,
    hebrew: monthHebrew(value === 7 ? 'Adar' : hebcalName),
    hebcalMonth: month,
  };
});

/** The most days each spec month can have in any year, derived from hebcal. */
const MAX_DAYS: ReadonlyMap<number, number> = new Map(
  SPEC_MONTHS.map(([value]) => {
    const lengths = SAMPLE_YEARS.flatMap((y) => {
      const m = hebcalMonthIn(value, y);
      return m === undefined ? [] : [HDate.daysInMonth(m, y)];
    });
    return [value, Math.max(...lengths)];
  }),
);

/**
 * False when the day can never exist in that month: month outside 1..14, day outside 1..30, or
 * day 30 of a month that always has 29 days (Teves, Adar, Iyar, Tamuz, Elul). Days that exist
 * only in some years (30 Cheshvan, 30 Kislev, anything in Adar I) are valid.
 */
export function isValidHebrewDate(month: number, day: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day) || day < 1) return false;
  const max = MAX_DAYS.get(month);
  return max !== undefined && day <= max;
}

/** A day of a Hebrew month in letters with geresh marks (1 → "א׳", 15 → "ט״ו"). */
export function gematriyaDay(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 30) {
    throw new RangeError(`gematriyaDay: ${n} is not a day 1..30`);
  }
  return gematriya(n);
}

/** Days 1..30 for the date dropdowns (spec §3: "Days 1 to 30 are Hebrew letters"). */
export const HEBREW_DAYS: readonly { value: number; name: string }[] = Array.from(
  { length: 30 },
  (_, i) => ({ value: i + 1, name: gematriyaDay(i + 1) }),
);
