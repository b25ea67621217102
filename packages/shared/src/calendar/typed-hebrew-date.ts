import { HDate, Locale, gematriyaStrToNum } from '@hebcal/hdate';
import { searchKey } from '../text/normalize.ts';
import { formatDay } from './day.ts';
import { HEBREW_MONTHS, hebcalMonthIn } from './months.ts';

/** Common spellings an office types that hebcal's names (below) do not give. */
const MORE_NAMES: Readonly<Record<number, readonly string[]>> = {
  1: ['Tishri'],
  2: ['Heshvan', 'Marcheshvan', 'חשוון', 'מרחשון', 'מרחשוון'],
  4: ['Teveth'],
  5: ['Shvat', 'Shebat'],
  8: ['Nisan'],
  9: ['Iyyar', 'אייר'],
  11: ['Tammuz'],
  12: ['Menachem Av'],
};

/** hebcal's own names of a month: its English ("Tevet"), Ashkenazi ("Teves") and Hebrew. */
function hebcalNames(hebcalMonth: number): string[] {
  // A leap year (5784), so that both Adars have their own names.
  const english = HDate.getMonthName(hebcalMonth, 5784);
  const locales = ['ashkenazi', 'he', 'he-x-nonikud'];
  return [english, ...locales.map((locale) => Locale.gettext(english, locale))];
}

/** Each spelling (as searchKey reads it) → the spec month values it may mean. */
const MONTH_BY_NAME = new Map<string, number[]>();
for (const month of HEBREW_MONTHS) {
  const names = [
    month.name,
    month.hebrew,
    ...(month.value === 7 ? [] : hebcalNames(month.hebcalMonth)),
    ...(MORE_NAMES[month.value] ?? []),
  ];
  for (const name of names) {
    const key = searchKey(name);
    MONTH_BY_NAME.set(key, [...new Set([...(MONTH_BY_NAME.get(key) ?? []), month.value])]);
  }
}
// Plain "Adar" in a leap year is read as either Adar; the dedication may have either.
MONTH_BY_NAME.set(searchKey('אדר'), [7, 6, 14]);
MONTH_BY_NAME.set(searchKey('Adar'), [7, 6, 14]);

/** A Hebrew date typed without its year: "כ׳ טבת", "כ טבת", "20 Teves". */
export interface TypedHebrewDate {
  day: number;
  /** Spec month values (1 Tishrei … 13 Elul, 6 Adar I, 14 Adar II). */
  months: number[];
}

/**
 * Reads a search typed as a Hebrew day and month, in Hebrew letters or in English, or null when
 * the text is not one (a name like "משה כהן" is not "… Kislev": the month must be a month's whole
 * name, not hebcal's lenient first letters).
 */
export function typedHebrewDateOf(text: string): TypedHebrewDate | null {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 3) return null;
  const [dayText = '', ...monthWords] = words;
  const months = MONTH_BY_NAME.get(searchKey(monthWords.join(' ')));
  if (!months) return null;
  let day: number;
  if (/^\d{1,2}$/.test(dayText)) day = Number(dayText);
  else if (/^[\u05D0-\u05EA'"\u05F3\u05F4]{1,4}$/.test(dayText)) day = gematriyaStrToNum(dayText);
  else return null;
  return day >= 1 && day <= 30 ? { day, months } : null;
}

/**
 * The civil days that fall on a typed Hebrew date from `fromYear` to `toYear` (Hebrew years), for
 * finding the dedications learned on it: a 30th in a month of 29 days has no day that year.
 */
export function civilDaysOfHebrewDate(
  typed: TypedHebrewDate,
  fromYear: number,
  toYear: number,
): string[] {
  const days = new Set<string>();
  for (let year = fromYear; year <= toYear; year++) {
    for (const value of typed.months) {
      const month = hebcalMonthIn(value, year);
      if (month === undefined || typed.day > HDate.daysInMonth(month, year)) continue;
      days.add(formatDay(new HDate(typed.day, month, year).greg()));
    }
  }
  return [...days].sort();
}
