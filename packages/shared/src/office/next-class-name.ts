/**
 * The class a class becomes at the year's end (issue 27 §4): "כיתה ג׳" → "כיתה ד׳", "כיתה ט׳" →
 * "כיתה י׳", "כיתה י׳" → "כיתה י״א", "Year 3" → "Year 4". The class's number is its last word: a
 * Hebrew numeral (with geresh or gershayim, or a keyboard's ' and ", kept as written) or digits.
 * A name with no number in it has no next name (null): the office types one.
 */

const ONES = ['', 'א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט'];
const TENS = ['', 'י', 'כ', 'ל', 'מ', 'נ', 'ס', 'ע', 'פ', 'צ'];
const VALUE = new Map<string, number>([
  ...ONES.slice(1).map((letter, i) => [letter, i + 1] as const),
  ...TENS.slice(1).map((letter, i) => [letter, (i + 1) * 10] as const),
]);

/** The Hebrew numeral's letters of 1–99, without marks (15 and 16 as ט״ו, ט״ז). */
function hebrewLetters(value: number): string {
  if (value === 15) return 'טו';
  if (value === 16) return 'טז';
  return `${TENS[Math.floor(value / 10)] ?? ''}${ONES[value % 10] ?? ''}`;
}

/** The value of a Hebrew numeral's letters (1–99), or null when they are not one. */
function hebrewValue(letters: string): number | null {
  let total = 0;
  for (const letter of letters) {
    const value = VALUE.get(letter);
    if (value === undefined) return null;
    total += value;
  }
  if (total < 1 || total > 99 || hebrewLetters(total) !== letters) return null;
  return total;
}

const SINGLE_MARKS = "\u05F3'";
const DOUBLE_MARKS = '\u05F4"';

/** "ד" + "׳" or "יא" + "״": a numeral written in the style of the one it follows. */
function writeHebrew(value: number, single: string, double: string): string {
  const letters = hebrewLetters(value);
  if (letters.length === 1) return `${letters}${single}`;
  return `${letters.slice(0, -1)}${double}${letters.slice(-1)}`;
}

/** The next class's name, or null when the name has no number to count on from. */
export function nextClassName(name: string): string | null {
  const digits = /^(.*?)(\d+)$/u.exec(name);
  if (digits) return `${digits[1]}${Number(digits[2]) + 1}`;
  const hebrew = new RegExp(
    `^(.*?)([\\u05D0-\\u05EA]{0,2})([${SINGLE_MARKS}${DOUBLE_MARKS}]?)([\\u05D0-\\u05EA])([${SINGLE_MARKS}]?)$`,
    'u',
  ).exec(name);
  if (!hebrew) return null;
  const [, before = '', head = '', middle = '', last = '', after = ''] = hebrew;
  // The numeral is the last word: a letter or two with a mark ("ד׳", "י״א"), or a lone letter.
  const lone = middle === '' && after === '';
  if (lone && head !== '') return null;
  if (middle !== '' && after !== '') return null;
  if (middle !== '' && !DOUBLE_MARKS.includes(middle)) return null;
  if (before !== '' && !/\s$/u.test(before)) return null;
  const value = hebrewValue(`${head}${last}`);
  if (value === null || value >= 99) return null;
  // Keep the marks the office writes: a geresh stays a geresh, a keyboard's ' stays a '.
  // A lone letter stays without marks ("כיתה ג" → "כיתה ד").
  const single = lone ? '' : after || (middle === '"' ? "'" : '\u05F3');
  const double = lone ? '' : middle || (after === "'" ? '"' : '\u05F4');
  return `${before}${writeHebrew(value + 1, single, double)}`;
}
