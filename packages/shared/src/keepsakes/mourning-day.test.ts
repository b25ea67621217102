import { HDate, months } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/day.ts';
import { mourningDayWords, ordinal, shivaDayNumber, shloishimDayNumber } from './mourning-day.ts';

/** A civil day of hebcal's Hebrew date, 'YYYY-MM-DD'. */
const civil = (hd: HDate): string => {
  const d = hd.greg();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The spec's month values (1 Tishrei … 13 Elul) of the months these tests use. */
const SPEC = { [months.CHESHVAN]: 2, [months.KISLEV]: 3, [months.TEVET]: 4 } as Record<
  number,
  number
>;
/** The Day of Shloishim as a dedication stores it: the spec's month and the day. */
const stored = (hd: HDate) => ({ month: SPEC[hd.getMonth()] ?? 0, day: hd.getDate() });

describe('the day as a mourning family counts it', () => {
  it('numbers are said as the family says them: 1st, 2nd, 3rd, 11th, 22nd, 30th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '30th',
    ]);
  });

  it('a burial on 1 Kislev 5787 is the 1st day, and 30 Kislev, the Day of Shloishim, the 30th', () => {
    const burial = new HDate(1, months.KISLEV, 5787);
    const thirtieth = burial.add(29, 'd');
    expect([thirtieth.getDate(), thirtieth.getMonth()]).toEqual([30, months.KISLEV]);
    const of = (hd: HDate) => shloishimDayNumber(civil(hd), stored(thirtieth));
    expect(of(burial)).toBe(1);
    expect(of(burial.add(2, 'd'))).toBe(3);
    expect(of(thirtieth)).toBe(30);
  });

  it('the count crosses a month end by hebcal’s calendar (a 29-day Cheshvan in 5786)', () => {
    const burial = new HDate(20, months.CHESHVAN, 5786);
    expect(burial.daysInMonth()).toBe(29);
    const thirtieth = burial.add(29, 'd');
    // 20 Cheshvan + 29 days in a year whose Cheshvan has 29 days: 20 Kislev.
    expect([thirtieth.getDate(), thirtieth.getMonth()]).toEqual([20, months.KISLEV]);
    const of = (hd: HDate) => shloishimDayNumber(civil(hd), stored(thirtieth));
    expect(of(burial)).toBe(1);
    expect(of(new HDate(29, months.CHESHVAN, 5786))).toBe(10);
    expect(of(new HDate(1, months.KISLEV, 5786))).toBe(11);
    expect(of(thirtieth)).toBe(30);
  });

  it('a day before the thirty began has no number in them', () => {
    const thirtieth = new HDate(20, months.KISLEV, 5786);
    expect(shloishimDayNumber(civil(thirtieth.add(-30, 'd')), stored(thirtieth))).toBeUndefined();
  });

  it('a family that joined a shiva three days in has its first date counted as the 4th day', () => {
    const joined = '2026-11-24';
    const dates = [0, 1, 2, 3].map((n) => addDays(joined, n));
    expect(dates.map((d) => shivaDayNumber(d, dates))).toEqual([4, 5, 6, 7]);
    expect(shivaDayNumber('2026-11-23', dates)).toBeUndefined();
  });

  it('the shiva and shloishim are said in words; the other plans keep their own wording', () => {
    const dates = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays('2026-11-22', n));
    expect(mourningDayWords({ planType: 'shiva', hebrewDate: null, dates }, '2026-11-24')).toBe(
      'the 3rd day of the shiva',
    );
    const burial = new HDate(1, months.KISLEV, 5787);
    expect(
      mourningDayWords(
        {
          planType: 'shloishim',
          hebrewDate: stored(burial.add(29, 'd')),
          dates: [civil(burial)],
        },
        civil(burial.add(2, 'd')),
      ),
    ).toBe('the 3rd day of the shloishim');
    expect(
      mourningDayWords({ planType: 'rosh_chodesh', hebrewDate: null, dates }, '2026-11-24'),
    ).toBeUndefined();
  });
});
