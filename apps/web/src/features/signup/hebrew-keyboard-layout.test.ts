import { isHebrewName } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { HEBREW_KEYBOARD_LAYOUT, charactersOf, keyboardDisplay } from './hebrew-keyboard-layout.ts';

describe('the on-screen Hebrew keyboard', () => {
  it('has all 27 Hebrew letters on the letters layer', () => {
    const letters = charactersOf('default').filter((key) => /[\u05D0-\u05EA]/u.test(key));
    expect(new Set(letters).size).toBe(27);
  });

  it('has a shift layer of the ten digits and the marks of a Hebrew name, and no Latin letters', () => {
    const keys = charactersOf('shift');
    expect(keys).toEqual(expect.arrayContaining(['0', '1', '9', '׳', '״', '-', "'", '"']));
    expect(keys.join('')).not.toMatch(/[A-Za-z]/);
  });

  it('types nothing that the name rule would refuse, on either layer', () => {
    for (const key of [...charactersOf('default'), ...charactersOf('shift')]) {
      expect(isHebrewName(`א${key}`), `key ${key}`).toBe(true);
    }
  });

  it('can always go back: shift, backspace, space and Enter are on both layers', () => {
    for (const layer of ['default', 'shift'] as const) {
      const keys = HEBREW_KEYBOARD_LAYOUT[layer].join(' ').split(' ');
      expect(keys).toEqual(expect.arrayContaining(['{shift}', '{bksp}', '{space}', '{enter}']));
    }
    expect(keyboardDisplay('default')['{shift}']).not.toBe(keyboardDisplay('shift')['{shift}']);
  });
});
