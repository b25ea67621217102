import { HDate, months } from '@hebcal/hdate';
import { addDays, parseDay } from './day.ts';
import { HEBREW_MONTHS, specMonthOf } from './months.ts';

/**
 * The month value a family means by a Hebrew date they gave: as specMonthOf, except that a leap
 * year's Adar II is 14 ("Adar II"), not plain Adar — a yoirtzeit from it stays in Adar II, where
 * one from an ordinary year's Adar moves to Adar I (docs/decisions/0023).
 */
export function entryMonthOf(hd: HDate): number {
  if (hd.getMonth() === months.ADAR_II && HDate.isLeapYear(hd.getFullYear())) return 14;
  return specMonthOf(hd.getMonth(), hd.getFullYear());
}

export interface CivilHebrewDate {
  /** The month value (1..14) and day the form sends. */
  month: number;
  day: number;
  hebrewYear: number;
  /** e.g. "12 Kislev 5787", with the spec's month names. */
  english: string;
  /** e.g. "י״ב כסלו תשפ״ז". */
  hebrew: string;
}

/**
 * The Hebrew date of a civil day. A Hebrew day begins at nightfall, so something that happened
 * after nightfall belongs to the NEXT civil day's Hebrew date (hebcal converts whole civil days).
 */
export function hebrewDateForCivil(civilDay: string, afterNightfall: boolean): CivilHebrewDate {
  const hd = new HDate(parseDay(afterNightfall ? addDays(civilDay, 1) : civilDay));
  const month = entryMonthOf(hd);
  const name = HEBREW_MONTHS.find((m) => m.value === month)?.name ?? '';
  return {
    month,
    day: hd.getDate(),
    hebrewYear: hd.getFullYear(),
    english: `${hd.getDate()} ${name} ${hd.getFullYear()}`,
    hebrew: hd.renderGematriya(true),
  };
}
