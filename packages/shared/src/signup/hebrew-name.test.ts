import { describe, expect, it } from 'vitest';
import { HEBREW_NAME_SYMBOLS, isHebrewName } from './hebrew-name.ts';

describe('what a name to learn may hold', () => {
  it.each([
    ['a plain name', 'משה בן שרה'],
    ['geresh and gershayim', 'ר׳ משה בן ר׳ אברהם ז״ל'],
    ['ASCII quotes for geresh and gershayim', "ר' משה בן ר' אברהם ז\"ל"],
    ['a maqaf and a hyphen', 'בת־שבע בת שרה-לאה'],
    ['brackets, a comma and a full stop', 'מרת רחל (רחלי) בת אברהם, ע.ה.'],
    ['digits', 'יעקב בן לאה 2'],
    ['typographic quotes pasted from a letter', 'ר’ משה ז”ל'],
  ])('accepts %s', (_label, name) => {
    expect(isHebrewName(name)).toBe(true);
  });

  it.each([
    ['Latin letters', 'Moshe ben Avraham'],
    ['Hebrew mixed with Latin', 'משה ben שרה'],
    ['digits and marks alone', '12 ״ -'],
    ['markup', 'משה <b>'],
    ['an emoji', 'משה 🙂'],
  ])('refuses %s', (_label, name) => {
    expect(isHebrewName(name)).toBe(false);
  });

  it('accepts every mark the on-screen keyboard offers, beside a Hebrew letter', () => {
    for (const symbol of HEBREW_NAME_SYMBOLS) expect(isHebrewName(`א${symbol}`), symbol).toBe(true);
  });
});
