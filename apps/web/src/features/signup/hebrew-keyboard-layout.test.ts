import { isHebrewName } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import {
  KEYBOARD_SCRIPTS,
  NARROW_ROW_KEYS,
  charactersOf,
  keyboardDisplay,
  keyboardLayout,
} from './hebrew-keyboard-layout.ts';

const WIDTHS = [false, true] as const;
const HEBREW = /[\u05D0-\u05EA]/u;

describe.each(KEYBOARD_SCRIPTS)('the on-screen Hebrew keyboard, %s layout', (script) => {
  it.each(WIDTHS)(
    'has all 27 Hebrew letters on the letters layer, each once (narrow: %s)',
    (narrow) => {
      const letters = charactersOf(script, 'default', narrow).filter((key) => HEBREW.test(key));
      expect(letters).toHaveLength(27);
      expect(new Set(letters).size).toBe(27);
    },
  );

  it('has a shift layer of the ten digits and the marks of a Hebrew name, and no Latin letters', () => {
    for (const narrow of WIDTHS) {
      const keys = charactersOf(script, 'shift', narrow);
      expect(keys).toEqual(expect.arrayContaining(['0', '1', '9', '׳', '״', '-', "'", '"']));
      expect(keys.join('')).not.toMatch(/[A-Za-z]/);
    }
  });

  it('types nothing that the name rule would refuse, on either layer', () => {
    for (const narrow of WIDTHS) {
      for (const key of [
        ...charactersOf(script, 'default', narrow),
        ...charactersOf(script, 'shift', narrow),
      ]) {
        expect(isHebrewName(`א${key}`), `key ${key}`).toBe(true);
      }
    }
  });

  it('can always go back: shift, backspace, space and Enter are on both layers', () => {
    for (const narrow of WIDTHS) {
      for (const layer of ['default', 'shift'] as const) {
        const keys = keyboardLayout(script, narrow)[layer].join(' ').split(' ');
        expect(keys).toEqual(expect.arrayContaining(['{shift}', '{bksp}', '{space}', '{enter}']));
      }
    }
    expect(keyboardDisplay(script, 'default')['{shift}']).not.toBe(
      keyboardDisplay(script, 'shift')['{shift}'],
    );
  });

  it('on a phone, no row holds more than seven keys, so each is wide enough for a finger', () => {
    for (const layer of ['default', 'shift'] as const) {
      for (const row of keyboardLayout(script, true)[layer]) {
        expect(row.split(' ').length, row).toBeLessThanOrEqual(NARROW_ROW_KEYS);
      }
    }
  });
});

describe('the English-letters layout', () => {
  it('puts each letter on the English key of its sound, and shows that key on it', () => {
    const captions = keyboardDisplay('phonetic', 'default');
    expect(captions['ב']).toContain('>b<');
    expect(captions['ש']).toContain('>w<');
    expect(captions['מ']).toContain('>m<');
    expect(captions['ם']).toContain('>M<');
    const [top] = keyboardLayout('phonetic', false).default;
    expect(top?.split(' ').slice(0, 4)).toEqual(['ק', 'ש', 'ע', 'ר']); // q w e r
  });

  it('captions nothing on the Israeli layout but the function keys', () => {
    expect(Object.keys(keyboardDisplay('israeli', 'default')).every((k) => k.startsWith('{'))).toBe(
      true,
    );
  });
});
