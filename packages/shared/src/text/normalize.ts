/**
 * One spelling of a class, one reading of typed text (issue 27 §5). A Hebrew keyboard types an
 * apostrophe and a double quote where the printed forms are geresh ׳ and gershayim ״, and a file
 * saved in Windows-1255 carries the keyboard's forms: "כיתה ד'" and "כיתה ד׳" must be one class,
 * and "ר' משה", "ר׳ משה" and "ר״מ" one search.
 */

const HEBREW_LETTER = '\u05D0-\u05EA';
const APOSTROPHE_LIKE = "'\u2019\u2018`\u00B4";
const QUOTE_LIKE = '"\u201C\u201D\u201E';
const GERESH = '\u05F3';
const GERSHAYIM = '\u05F4';

const apostropheAfterLetter = new RegExp(`([${HEBREW_LETTER}])[${APOSTROPHE_LIKE}]`, 'g');
const quoteBetweenLetters = new RegExp(
  `([${HEBREW_LETTER}])[${QUOTE_LIKE}](?=[${HEBREW_LETTER}])`,
  'g',
);

/** Hebrew text as stored: geresh and gershayim where a keyboard typed ' and ", spaces single. */
export function normalizeHebrewText(text: string): string {
  return text
    .normalize('NFC')
    .replace(apostropheAfterLetter, `$1${GERESH}`)
    .replace(quoteBetweenLetters, `$1${GERSHAYIM}`)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A class's name as stored, so one class is never two ("כיתה ד'" → "כיתה ד׳"). */
export const normalizeClassName = (name: string): string => normalizeHebrewText(name);

/** Final letters and the ordinary form a search reads them as (ם is מ). */
export const FINAL_LETTERS: readonly (readonly [string, string])[] = [
  ['ך', 'כ'],
  ['ם', 'מ'],
  ['ן', 'נ'],
  ['ף', 'פ'],
  ['ץ', 'צ'],
];
const FINAL_TO_REGULAR = new Map(FINAL_LETTERS);

/** Marks a search ignores: apostrophes, quotes, geresh, gershayim (the SQL side drops them too). */
export const SEARCH_IGNORED_MARKS: readonly string[] = [
  ...APOSTROPHE_LIKE,
  ...QUOTE_LIKE,
  GERESH,
  GERSHAYIM,
];
/** The Hebrew hyphen (maqaf), which a search reads as the space a keyboard types: בן־ציון. */
export const MAQAF = '\u05BE';
const MARKS = new RegExp(`[${SEARCH_IGNORED_MARKS.join('')}]`, 'g');
/**
 * Niqqud and cantillation (U+0591–U+05C7 but the maqaf and sof pasuq), never needed to match: a
 * name searched for is stored without them (docs/decisions/0044).
 */
const POINTS = /[\u0591-\u05BD\u05BF-\u05C2\u05C4-\u05C7]/g;

/**
 * Text as a search compares it: no geresh, gershayim, apostrophes or quotes, final letters read as
 * their ordinary form, no niqqud, lower case, single spaces. Both the typed query and the stored
 * text go through it.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFC')
    .replace(POINTS, '')
    .replace(MARKS, '')
    .replaceAll(MAQAF, ' ')
    .replace(/[ךםןףץ]/g, (letter) => FINAL_TO_REGULAR.get(letter) ?? letter)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The digits of a phone number, however it was spaced or written ("+44 20 7946-0123"). */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '');

/** Fewer digits than this are not a phone number (a donor ID has six). */
const PHONE_MIN_DIGITS = 7;
/** Country codes of the families a programme serves, dropped from a number typed with one. */
const COUNTRY_CODES = ['44', '972', '1', '32', '33', '61', '27'];

/**
 * The digits a search looks for inside stored phone numbers, or null when the text is not a phone
 * number. The country code (after + or 00) and the trunk 0 are dropped, so "+44 20 7946 0123",
 * "020 7946 0123" and "0044 207946 0123" all look for 2079460123 — found in a number stored either
 * way. What is left has at least seven digits, so it is never part of some other number by chance.
 */
export function phoneSearchDigits(text: string): string | null {
  const typed = text.trim();
  if (!/^[\d\s()+.\-/]+$/.test(typed)) return null;
  let digits = phoneDigits(typed);
  const international = typed.startsWith('+') || digits.startsWith('00');
  if (international) {
    digits = digits.replace(/^00/, '');
    const code = COUNTRY_CODES.find((c) => digits.startsWith(c));
    if (code) digits = digits.slice(code.length);
  }
  digits = digits.replace(/^0+/, '');
  return digits.length >= PHONE_MIN_DIGITS ? digits : null;
}
