import { HDate, HebrewCalendar } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { hebrewDateForCivil } from './civil-entry.ts';
import { parseDay } from './day.ts';

describe('a civil date read as the Hebrew date a family means', () => {
  it('reads Sunday 22 November 2026 as 12 Kislev 5787', () => {
    expect(hebrewDateForCivil('2026-11-22', false)).toEqual({
      month: 3,
      day: 12,
      hebrewYear: 5787,
      english: '12 Kislev 5787',
      hebrew: 'י״ב כסלו תשפ״ז',
    });
  });

  it('after nightfall takes the next civil day’s Hebrew date, as hebcal gives it', () => {
    const evening = hebrewDateForCivil('2026-11-22', true);
    expect(evening.english).toBe('13 Kislev 5787');
    expect(evening.day).toBe(new HDate(parseDay('2026-11-23')).getDate());
  });

  it('names a leap year’s two Adars apart: Adar I is 6, Adar II is 14', () => {
    expect(hebrewDateForCivil('2024-02-14', false)).toMatchObject({
      month: 6,
      english: '5 Adar I 5784',
      hebrew: 'ה׳ אדר א׳ תשפ״ד',
    });
    expect(hebrewDateForCivil('2024-03-15', false)).toMatchObject({
      month: 14,
      english: '5 Adar II 5784',
      hebrew: 'ה׳ אדר ב׳ תשפ״ד',
    });
  });

  it('calls an ordinary year’s Adar plain Adar (7)', () => {
    expect(hebrewDateForCivil('2026-02-22', false)).toMatchObject({
      month: 7,
      english: '5 Adar 5786',
    });
  });

  it('after nightfall on the last day of a month moves into the next month', () => {
    // 29 Elul 5786 is Friday 11 September 2026: that evening is Rosh Hashana 5787.
    expect(hebrewDateForCivil('2026-09-11', true)).toMatchObject({
      month: 1,
      day: 1,
      english: '1 Tishrei 5787',
    });
  });

  it('agrees with hebcal’s own yahrzeit for a passing in Adar II 5784 (kept in Adar II 5787)', () => {
    const passing = hebrewDateForCivil('2024-03-15', false);
    const hebcal = HebrewCalendar.getYahrzeit(5787, parseDay('2024-03-15'));
    expect(new HDate(hebcal).getMonthName()).toBe('Adar II');
    expect(passing.month).toBe(14);
  });
});
