import { describe, it, expect } from 'vitest';
import {
  HEBREW_DAYS,
  HEBREW_MONTHS,
  gematriyaDay,
  hebcalMonthIn,
  isValidHebrewDate,
  specMonthOf,
} from './months.ts';

describe('HEBREW_MONTHS', () => {
  it('lists the 13 spec months from Tishrei, and a leap year’s Adar II after Adar', () => {
    expect(HEBREW_MONTHS.map((m) => [m.value, m.name, m.hebrew])).toEqual([
      [1, 'Tishrei', 'תשרי'],
      [2, 'Cheshvan', 'חשון'],
      [3, 'Kislev', 'כסלו'],
      [4, 'Teves', 'טבת'],
      [5, 'Shevat', 'שבט'],
      [6, 'Adar I', 'אדר א׳'],
      [7, 'Adar', 'אדר'],
      [14, 'Adar II', 'אדר ב׳'],
      [8, 'Nissan', 'ניסן'],
      [9, 'Iyar', 'אייר'],
      [10, 'Sivan', 'סיון'],
      [11, 'Tamuz', 'תמוז'],
      [12, 'Av', 'אב'],
      [13, 'Elul', 'אלול'],
    ]);
  });

  it("maps to hebcal's month numbers, which count from Nisan", () => {
    expect(HEBREW_MONTHS.map((m) => m.hebcalMonth)).toEqual([
      7, 8, 9, 10, 11, 12, 13, 13, 1, 2, 3, 4, 5, 6,
    ]);
  });
});

describe('hebcalMonthIn and specMonthOf', () => {
  it('put Adar at hebcal 12 in an ordinary year (5786) and 13 in a leap year (5787)', () => {
    expect(hebcalMonthIn(7, 5786)).toBe(12);
    expect(hebcalMonthIn(7, 5787)).toBe(13);
    expect(specMonthOf(12, 5786)).toBe(7);
    expect(specMonthOf(13, 5787)).toBe(7);
  });

  it('have Adar II (14) only in a leap year, where it is hebcal’s 13', () => {
    expect(hebcalMonthIn(14, 5787)).toBe(13);
    expect(hebcalMonthIn(14, 5786)).toBeUndefined();
  });
  it('have no Adar I in an ordinary year', () => {
    expect(hebcalMonthIn(6, 5786)).toBeUndefined();
    expect(hebcalMonthIn(6, 5787)).toBe(12);
    expect(specMonthOf(12, 5787)).toBe(6);
  });
});

describe('isValidHebrewDate', () => {
  it('allows day 30 only in months that can have 30 days', () => {
    const thirty = HEBREW_MONTHS.filter((m) => isValidHebrewDate(m.value, 30)).map((m) => m.name);
    expect(thirty).toEqual([
      'Tishrei',
      'Cheshvan',
      'Kislev',
      'Shevat',
      'Adar I',
      'Nissan',
      'Sivan',
      'Av',
    ]);
  });

  it('allows days 1 to 29 in every month', () => {
    for (const m of HEBREW_MONTHS) {
      expect(isValidHebrewDate(m.value, 1)).toBe(true);
      expect(isValidHebrewDate(m.value, 29)).toBe(true);
    }
  });

  it('rejects months outside 1..14, days outside 1..30 and non-integers', () => {
    expect(isValidHebrewDate(0, 1)).toBe(false);
    expect(isValidHebrewDate(15, 1)).toBe(false);
    expect(isValidHebrewDate(14, 30)).toBe(false);
    expect(isValidHebrewDate(1, 0)).toBe(false);
    expect(isValidHebrewDate(1, 31)).toBe(false);
    expect(isValidHebrewDate(1.5, 1)).toBe(false);
    expect(isValidHebrewDate(1, Number.NaN)).toBe(false);
  });
});

describe('gematriyaDay and HEBREW_DAYS', () => {
  it('write days in Hebrew letters with geresh marks, 15 and 16 as ט״ו and ט״ז', () => {
    expect(gematriyaDay(1)).toBe('א׳');
    expect(gematriyaDay(15)).toBe('ט״ו');
    expect(gematriyaDay(16)).toBe('ט״ז');
    expect(gematriyaDay(30)).toBe('ל׳');
  });

  it('throw RangeError outside 1..30', () => {
    for (const bad of [0, 31, -1, 2.5]) expect(() => gematriyaDay(bad)).toThrow(RangeError);
  });

  it('offer days 1..30 for the dropdowns', () => {
    expect(HEBREW_DAYS).toHaveLength(30);
    expect(HEBREW_DAYS[0]).toEqual({ value: 1, name: 'א׳' });
    expect(HEBREW_DAYS[29]).toEqual({ value: 30, name: 'ל׳' });
  });
});
