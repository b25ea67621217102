import { HDate, ParshaEvent, getSedra } from '@hebcal/core';
import { parseDay } from './day.ts';
import { specMonthOf } from './months.ts';

/** A day rendered for the personal page (spec §2): weekday, Hebrew date and weekly portion. */
export interface HebrewDateInfo {
  /** The civil day asked about, 'YYYY-MM-DD'. */
  day: string;
  /** Weekday and date, e.g. "יום ראשון, י״ב כסלו תשפ״ז". */
  hebrew: string;
  /** e.g. "יום ראשון". */
  weekday: string;
  /** e.g. "י״ב כסלו תשפ״ז". */
  date: string;
  /** The portion of the Shabbat on or after the day, e.g. "פרשת וישלח". */
  parsha: string;
  /** Weekday, date and portion, e.g. "יום ראשון, י״ב כסלו תשפ״ז, פרשת וישלח". */
  full: string;
  hebrewYear: number;
  /** The spec's month value 1..13 (from Tishrei; 6 Adar I, 7 Adar / Adar II). */
  hebrewMonth: number;
  hebrewDay: number;
}

// ICU's Hebrew weekday names ("יום ראשון" … "יום שבת"); hebcal has none. The instant is
// noon UTC of the day and is formatted in UTC, so the process time zone cannot shift it.
const WEEKDAY = new Intl.DateTimeFormat('he', { weekday: 'long', timeZone: 'UTC' });

/**
 * The Hebrew date of a civil day. The day is already a London date (DESIGN.md §3), so the
 * Hebrew date is that of the day itself (the civil-date convention hebcal uses, not the
 * halachic one that begins at nightfall).
 */
export function hebrewDateOf(day: string): HebrewDateInfo {
  const civil = parseDay(day);
  const hd = new HDate(civil);
  const noonUtc = new Date(Date.UTC(2000, civil.getMonth(), civil.getDate(), 12));
  noonUtc.setUTCFullYear(civil.getFullYear());
  const weekday = WEEKDAY.format(noonUtc);
  const date = hd.renderGematriya(true);
  // London is in the diaspora (il = false). hebcal gives holiday readings when the Shabbat is
  // a festival, e.g. "פרשת שבת חול המועד פסח"; we show them as it renders them.
  const shabbat = hd.onOrAfter(6);
  const reading = getSedra(shabbat.getFullYear(), false).lookup(shabbat);
  const parsha = new ParshaEvent(reading).render('he-x-NoNikud');
  const hebrew = `${weekday}, ${date}`;
  return {
    day,
    hebrew,
    weekday,
    date,
    parsha,
    full: `${hebrew}, ${parsha}`,
    hebrewYear: hd.getFullYear(),
    hebrewMonth: specMonthOf(hd.getMonth(), hd.getFullYear()),
    hebrewDay: hd.getDate(),
  };
}
