/**
 * What a "Name to learn" may hold (spec §3 Episode "name: Hebrew text"): Hebrew letters, with
 * the marks such names are written with — geresh and gershayim (ר׳, ז״ל), maqaf, hyphen, quotes
 * typed as ' and " or pasted as typographic quotes, brackets, full stop and comma — digits, and
 * spaces. At least one Hebrew letter is needed, so a name of digits or marks alone is refused.
 */

/** The marks the on-screen keyboard's shift layer offers beside the digits (spec §4 Keyboard). */
export const HEBREW_NAME_SYMBOLS = ['׳', '״', '-', '־', "'", '"', '(', ')', '.', ','] as const;

/** Typographic quotes a name pasted from a word processor brings along. */
const PASTED_QUOTES = '‘’“”';

const escapeForClass = (chars: string): string => chars.replace(/[\]\\^-]/g, '\\$&');

const ALLOWED = new RegExp(
  `^[\\p{Script=Hebrew}\\s0-9${escapeForClass(HEBREW_NAME_SYMBOLS.join('') + PASTED_QUOTES)}]+$`,
  'u',
);
/** A Hebrew letter proper (alef to tav, final forms included). */
export const HEBREW_LETTER = /[\u05D0-\u05EA]/u;

export function isHebrewName(text: string): boolean {
  return ALLOWED.test(text) && HEBREW_LETTER.test(text);
}

export const HEBREW_NAME_MESSAGE =
  'Please write the name in Hebrew letters (the on-screen keyboard can help)';
