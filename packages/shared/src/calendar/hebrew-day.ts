import { HDate } from '@hebcal/hdate';
import { parseDay } from './day.ts';
import { specMonthOf } from './months.ts';

/** The Hebrew date of a civil day, without its weekday and portion (hebrew-date.ts adds those). */
export interface HebrewDay {
  /** The civil day asked about, 'YYYY-MM-DD'. */
  day: string;
  /** e.g. "י״ב כסלו תשפ״ז". */
  date: string;
  hebrewYear: number;
  /** The spec's month value 1..13 (from Tishrei; 6 Adar I, 7 Adar / Adar II). */
  hebrewMonth: number;
  hebrewDay: number;
}

/**
 * The Hebrew date of a civil day. The day is already a London date (DESIGN.md §3), so the
 * Hebrew date is that of the day itself (the civil-date convention hebcal uses, not the
 * halachic one that begins at nightfall). Only @hebcal/hdate: the sign-up's date lists use this
 * in the browser, where the weekly portion (all of @hebcal/core) is not needed.
 */
export function hebrewDayOf(day: string): HebrewDay {
  const hd = new HDate(parseDay(day));
  return {
    day,
    date: hd.renderGematriya(true),
    hebrewYear: hd.getFullYear(),
    hebrewMonth: specMonthOf(hd.getMonth(), hd.getFullYear()),
    hebrewDay: hd.getDate(),
  };
}
