import { describe, expect, it } from 'vitest';
import { normalizeClassName, phoneDigits, phoneSearchDigits, searchKey } from './normalize.ts';

describe('one spelling of a class', () => {
  it('a class typed on a Hebrew keyboard or saved from Windows-1255 is the same class', () => {
    expect(normalizeClassName("כיתה ד'")).toBe('כיתה ד׳');
    expect(normalizeClassName('כיתה ד’')).toBe('כיתה ד׳');
    expect(normalizeClassName('  כיתה   ד׳ ')).toBe('כיתה ד׳');
    expect(normalizeClassName('כיתה י"א')).toBe('כיתה י״א');
  });

  it('a quote that is not between Hebrew letters, and English names, are left as typed', () => {
    expect(normalizeClassName('Class "Aleph"')).toBe('Class "Aleph"');
    expect(normalizeClassName("Year 4 'B'")).toBe("Year 4 'B'");
  });
});

describe('a search reads typed text as one', () => {
  it('geresh, gershayim, apostrophes and quotes are read alike', () => {
    expect(searchKey("ר' משה")).toBe(searchKey('ר׳ משה'));
    expect(searchKey('ז"ל')).toBe(searchKey('ז״ל'));
    expect(searchKey('זל')).toBe(searchKey('ז״ל'));
  });

  it('final letters, niqqud and case do not matter', () => {
    expect(searchKey('אברהם')).toBe(searchKey('אברהמ'));
    expect(searchKey('שָׁלוֹם')).toBe(searchKey('שלום'));
    expect(searchKey('Cohen  FAMILY')).toBe('cohen family');
  });

  it('a maqaf reads as the space a keyboard types', () => {
    expect(searchKey('בן־ציון')).toBe(searchKey('בן ציון'));
  });

  it('a phone number is its digits', () => {
    expect(phoneDigits('+44 20 7946-0123')).toBe('442079460123');
  });

  it('a phone number typed with its country code or its 0 looks for the same digits', () => {
    for (const typed of [
      '+44 20 7946 0123',
      '0044 20 7946 0123',
      '020 7946 0123',
      '(020) 7946-0123',
    ]) {
      expect(phoneSearchDigits(typed), typed).toBe('2079460123');
    }
    expect(phoneSearchDigits('+44 (0)20 7946 0123')).toBe('2079460123');
    expect(phoneSearchDigits('+972 54-123-4567')).toBe('541234567');
  });

  it('a donor ID, a short number or words are not a phone number', () => {
    for (const typed of ['200002', '12 Kislev', 'כהן 0207946', '+44 12', '']) {
      expect(phoneSearchDigits(typed), typed).toBeNull();
    }
  });
});
