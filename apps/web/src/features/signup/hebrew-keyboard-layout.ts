import { HEBREW_LETTER, HEBREW_NAME_SYMBOLS } from '@zechus/shared';
import hebrew from 'simple-keyboard-layouts/build/layouts/hebrew';

/**
 * The on-screen keyboard's layouts (spec §4 "Keyboard": a letters layer and a shift layer of
 * digits and symbols), in two arrangements of the letters:
 * - "Israeli": the letters where an Israeli keyboard has them (simple-keyboard-layouts' Hebrew
 *   layout; its shift layer is a Latin QWERTY, which a Hebrew name may not hold, so the shift
 *   layer here is the digits and the marks the shared name rule accepts);
 * - "English letters": each letter on the English key of its sound (ב on b, ש on w as on the
 *   common "Hebrew – QWERTY" layouts), with that Latin letter small on the key — for a family
 *   abroad who reads Hebrew but never learned the Israeli keyboard (issue 26).
 * On a phone the rows hold at most seven keys, so that every key is at least 44 px wide (the
 * size a finger can hit); on a wider screen the rows are a keyboard's.
 */
export type KeyboardLayer = 'default' | 'shift';
export type KeyboardScript = 'israeli' | 'phonetic';
export const KEYBOARD_SCRIPTS: readonly KeyboardScript[] = ['israeli', 'phonetic'];

/** The most keys in a phone's row: 7 × 44 px and their gaps fit a 390 px screen's form. */
export const NARROW_ROW_KEYS = 7;

const ISRAELI_ROWS = (hebrew.layout.default ?? [])
  // A key that is one Hebrew letter (alef to tav; all one UTF-16 unit).
  .map((row) => row.split(' ').filter((key) => key.length === 1 && HEBREW_LETTER.test(key)))
  .filter((row) => row.length > 0);

/** Each letter and its English key, in the English keyboard's rows (q…p, a…l, z…m). */
const PHONETIC_KEYS: readonly (readonly [string, string][])[] = [
  [
    ['ק', 'q'],
    ['ש', 'w'],
    ['ע', 'e'],
    ['ר', 'r'],
    ['ת', 't'],
    ['ט', 'y'],
    ['י', 'i'],
    ['פ', 'p'],
  ],
  [
    ['א', 'a'],
    ['ס', 's'],
    ['ד', 'd'],
    ['ג', 'g'],
    ['ה', 'h'],
    ['כ', 'k'],
    ['ל', 'l'],
  ],
  [
    ['ז', 'z'],
    ['ח', 'x'],
    ['צ', 'c'],
    ['ו', 'v'],
    ['ב', 'b'],
    ['נ', 'n'],
    ['מ', 'm'],
  ],
  // The final forms, on the shifted keys of their letters (K, M, N, P, C).
  [
    ['ך', 'K'],
    ['ם', 'M'],
    ['ן', 'N'],
    ['ף', 'P'],
    ['ץ', 'C'],
  ],
];
const PHONETIC_ROWS = PHONETIC_KEYS.map((row) => row.map(([letter]) => letter));
const LATIN_OF = new Map(PHONETIC_KEYS.flat());

const [geresh = '׳', gershayim = '״', ...otherSymbols] = HEBREW_NAME_SYMBOLS;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

const chunk = (keys: string[], size: number): string[][] =>
  Array.from({ length: Math.ceil(keys.length / size) }, (_, i) =>
    keys.slice(i * size, (i + 1) * size),
  );
const rows = (keys: string[][]): string[] => keys.map((row) => row.join(' '));

/** A keyboard's rows at a screen's width: each row a space-separated list of keys. */
export function keyboardLayout(
  script: KeyboardScript,
  narrow: boolean,
): Record<KeyboardLayer, string[]> {
  const letterRows = script === 'israeli' ? ISRAELI_ROWS : PHONETIC_ROWS;
  if (narrow) {
    // Geresh and gershayim are in most names (ר׳, ז״ל): on the letters layer too.
    const letters = [...letterRows.flat(), geresh, gershayim, '{bksp}'];
    const symbols = [...DIGITS, ...otherSymbols, geresh, gershayim, '{bksp}'];
    return {
      default: rows([...chunk(letters, NARROW_ROW_KEYS), ['{shift}', '{space}', '{enter}']]),
      shift: rows([...chunk(symbols, NARROW_ROW_KEYS), ['{shift}', '{space}', '{enter}']]),
    };
  }
  const [first = [], second = [], third = [], fourth = []] = letterRows;
  return {
    default: rows([
      [...first, '{bksp}'],
      [...second, '{enter}'],
      ['{shift}', ...third],
      [...fourth, geresh, gershayim, '{space}'],
    ]),
    shift: rows([
      [...DIGITS, '{bksp}'],
      [geresh, gershayim, ...otherSymbols, '{enter}'],
      ['{shift}', '{space}'],
    ]),
  };
}

/**
 * Key captions (react-simple-keyboard sets them as HTML; every one is ours): the shift key names
 * the layer it leads to, and on the English-letters layout each letter carries its Latin key.
 */
export function keyboardDisplay(
  script: KeyboardScript,
  layer: KeyboardLayer,
): Record<string, string> {
  const captions: Record<string, string> = {
    '{bksp}': '⌫',
    '{enter}': 'Enter',
    '{shift}': layer === 'default' ? '123 ״' : 'אבג',
    '{space}': 'רווח',
  };
  if (script === 'phonetic') {
    for (const [letter, latin] of LATIN_OF) {
      captions[letter] = `${letter}<small class="latin-key" lang="en">${latin}</small>`;
    }
  }
  return captions;
}

/** The characters a layout's layer types (its keys without the {…} function keys). */
export const charactersOf = (
  script: KeyboardScript,
  layer: KeyboardLayer,
  narrow = false,
): string[] =>
  keyboardLayout(script, narrow)[layer].flatMap((row) =>
    row.split(' ').filter((key) => key !== '' && !key.startsWith('{')),
  );
