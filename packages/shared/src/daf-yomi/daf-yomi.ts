import { Locale, greg } from '@hebcal/core';
import { DafYomi } from '@hebcal/learning';
import { TRACTATE_LAST_DAF, TRACTATE_NAMES } from '@hebcal/learning/dafYomiBase';
import { hebrewOf } from '../catalogue/hebrew.ts';
import { MISHNAH } from '../catalogue/mishnah.ts';

/** A daily-page lookup result (spec §3 "Daily-page lookup entry"). */
export interface DafYomiPage {
  /** hebcal's English name, e.g. "Berachot"; '' before the first cycle. */
  name: string;
  /** Another spelling of the same tractate (see alternateOf); '' before the first cycle. */
  alternate: string;
  /** e.g. "ברכות"; '' before the first cycle. */
  hebrew: string;
  /** The page (blatt), e.g. 2 on the first day of a tractate; 0 before the first cycle. */
  page: number;
}

/** A tractate of the Daf Yomi cycle with its page count (the number of its last daf). */
export interface DafYomiTractate {
  name: string;
  alternate: string;
  hebrew: string;
  pages: number;
}

/**
 * Another spelling, taken only from hebcal (no hand-kept map): its Ashkenazi transliteration
 * when that differs ("Berachot" → "Berachos"), else hebcal's Mishnah spelling of the same
 * tractate when that differs ("Gitin" → "Gittin", "Baba Kamma" → "Bava Kamma"), else the name
 * itself, since hebcal knows no other spelling (e.g. "Eruvin").
 */
function alternateOf(name: string): string {
  const ashkenazi = Locale.gettext(name, 'ashkenazi');
  if (ashkenazi !== name) return ashkenazi;
  const hebrew = hebrewOf(name);
  return MISHNAH.masechtos.find((m) => m.hebrew === hebrew)?.name ?? name;
}

/** The 40 tractates in cycle order, with page counts as hebcal has them (spec §9). */
export const DAF_YOMI_TRACTATES: readonly DafYomiTractate[] = TRACTATE_NAMES.map((name, i) => ({
  name,
  alternate: alternateOf(name),
  hebrew: hebrewOf(name),
  pages: TRACTATE_LAST_DAF[i] ?? 0,
}));

const BY_NAME = new Map(DAF_YOMI_TRACTATES.map((t) => [t.name, t]));

/** Start of the first cycle, 11 September 1923 (spec §9), as a hebcal absolute day. */
const FIRST_CYCLE = greg.greg2abs(new Date(1923, 8, 11));

const EMPTY: DafYomiPage = { name: '', alternate: '', hebrew: '', page: 0 };

/**
 * The Daf Yomi page learned on a date (its LOCAL calendar date, as hebcal reads Dates).
 * Throws TypeError for anything but a valid Date (spec §5/§8); before the first cycle it
 * answers an empty name and page 0 rather than hebcal's RangeError (spec §8).
 */
export function dafYomi(date: unknown): DafYomiPage {
  // toString tag rather than instanceof, so a Date from another realm still counts.
  if (Object.prototype.toString.call(date) !== '[object Date]') {
    throw new TypeError('dafYomi: a non-date was given');
  }
  const when = date as Date;
  if (Number.isNaN(when.getTime())) throw new TypeError('dafYomi: a non-date was given');
  if (greg.greg2abs(when) < FIRST_CYCLE) return { ...EMPTY };
  const daf = new DafYomi(when);
  const tractate = BY_NAME.get(daf.getName());
  return {
    name: daf.getName(),
    alternate: tractate?.alternate ?? daf.getName(),
    hebrew: tractate?.hebrew ?? hebrewOf(daf.getName()),
    page: Number(daf.getBlatt()),
  };
}
