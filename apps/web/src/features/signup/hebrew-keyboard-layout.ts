import { HEBREW_LETTER, HEBREW_NAME_SYMBOLS } from '@zechus/shared';
import hebrew from 'simple-keyboard-layouts/build/layouts/hebrew';

/**
 * The on-screen keyboard's two layers (spec §4 "Keyboard": a letters layer and a shift layer of
 * digits and symbols). The letters keep their places from simple-keyboard-layouts' Hebrew
 * layout; its shift layer is a Latin QWERTY, which a Hebrew name may not hold, so the shift
 * layer here is the digits and the marks the shared name rule accepts.
 */
export type KeyboardLayer = 'default' | 'shift';

const LETTER_ROWS = (hebrew.layout.default ?? [])
  // A key that is one Hebrew letter (alef to tav; all one UTF-16 unit).
  .map((row) => row.split(' ').filter((key) => key.length === 1 && HEBREW_LETTER.test(key)))
  .filter((row) => row.length > 0);

const [first = [], second = [], third = []] = LETTER_ROWS;
const [geresh, gershayim, ...otherSymbols] = HEBREW_NAME_SYMBOLS;

export const HEBREW_KEYBOARD_LAYOUT: Record<KeyboardLayer, string[]> = {
  default: [
    [...first, '{bksp}'].join(' '),
    [...second, '{enter}'].join(' '),
    ['{shift}', ...third].join(' '),
    // Geresh and gershayim are in most names (ר׳, ז״ל): on the letters layer too.
    [geresh, gershayim, '{space}'].join(' '),
  ],
  shift: [
    ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '{bksp}'].join(' '),
    [geresh, gershayim, ...otherSymbols, '{enter}'].join(' '),
    ['{shift}', '{space}'].join(' '),
  ],
};

/** Key captions; the shift key names the layer it leads to. */
export const keyboardDisplay = (layer: KeyboardLayer): Record<string, string> => ({
  '{bksp}': '⌫',
  '{enter}': 'Enter',
  '{shift}': layer === 'default' ? '123 ״' : 'אבג',
  '{space}': 'רווח',
});

/** The characters a layer types (its keys without the {…} function keys). */
export const charactersOf = (layer: KeyboardLayer): string[] =>
  HEBREW_KEYBOARD_LAYOUT[layer].flatMap((row) =>
    row.split(' ').filter((key) => key !== '' && !key.startsWith('{')),
  );
