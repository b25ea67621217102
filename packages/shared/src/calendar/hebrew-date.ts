import { HDate, ParshaEvent, getSedra } from '@hebcal/core';
import { parseDay } from './day.ts';
import { hebrewDayOf, type HebrewDay } from './hebrew-day.ts';

/** A day rendered for the personal page (spec §2): weekday, Hebrew date and weekly portion. */
export interface HebrewDateInfo extends HebrewDay {
  /** Weekday and date, e.g. "יום ראשון, י״ב כסלו תשפ״ז". */
  hebrew: string;
  /** e.g. "יום ראשון". */
  weekday: string;
  /** The portion of the Shabbat on or after the day, e.g. "פרשת וישלח". */
  parsha: string;
  /** Weekday, date and portion, e.g. "יום ראשון, י״ב כסלו תשפ״ז, פרשת וישלח". */
  full: string;
}

// ICU's Hebrew weekday names ("יום ראשון" … "יום שבת"); hebcal has none. The instant is
// noon UTC of the day and is formatted in UTC, so the process time zone cannot shift it.
const WEEKDAY = new Intl.DateTimeFormat('he', { weekday: 'long', timeZone: 'UTC' });

/** The Hebrew date of a civil day (hebrewDayOf) with its weekday and the week's portion. */
export function hebrewDateOf(day: string): HebrewDateInfo {
  const base = hebrewDayOf(day);
  const civil = parseDay(day);
  const hd = new HDate(civil);
  const noonUtc = new Date(Date.UTC(2000, civil.getMonth(), civil.getDate(), 12));
  noonUtc.setUTCFullYear(civil.getFullYear());
  const weekday = WEEKDAY.format(noonUtc);
  // London is in the diaspora (il = false). hebcal gives holiday readings when the Shabbat is
  // a festival, e.g. "פרשת שבת חול המועד פסח"; we show them as it renders them.
  const shabbat = hd.onOrAfter(6);
  const reading = getSedra(shabbat.getFullYear(), false).lookup(shabbat);
  const parsha = new ParshaEvent(reading).render('he-x-NoNikud');
  const hebrew = `${weekday}, ${base.date}`;
  return { ...base, hebrew, weekday, parsha, full: `${hebrew}, ${parsha}` };
}
