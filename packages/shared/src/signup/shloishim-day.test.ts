import { HDate, months } from '@hebcal/hdate';
import { describe, expect, it } from 'vitest';
import { addDays, parseDay } from '../calendar/day.ts';
import { isFuneralDay, nextFuneralDay, reckonShloishim } from './shloishim-day.ts';

// 2026-11-22 is 12 Kislev 5787 (a leap year; Kislev 5787 has 30 days).
const TODAY = '2026-11-22';
const civil = (day: string, afterNightfall = false) =>
  ({ calendar: 'civil', day, afterNightfall }) as const;
const hebcal = (day: string) => new HDate(parseDay(day));
/** Hebcal's own count: the 30th day from the burial, the burial as day 1. */
const thirtiethByHebcal = (burial: string) => hebcal(burial).add(29, 'days');

describe('the Day of Shloishim worked out from the passing and the funeral', () => {
  it('a funeral on the day of passing: the 30th day counted from that day', () => {
    const { burial, shloishim } = reckonShloishim(civil('2026-11-20'), { when: 'same_day' }, TODAY);
    expect(burial.day).toBe('2026-11-20');
    expect(shloishim.day).toBe('2026-12-19');
    expect(hebcal(shloishim.day).isSameDate(thirtiethByHebcal('2026-11-20'))).toBe(true);
    // 10 Kislev + 29 days, Kislev having 30: 9 Teves.
    expect(shloishim).toMatchObject({ hebrewMonth: 4, hebrewDay: 9, hebrewYear: 5787 });
  });

  it('a son who enters the date of passing after nightfall and a funeral the next day gets the right Day of Shloishim', () => {
    // Passed on the evening of Friday 20 November (10 Kislev): the Hebrew day is Shabbos's,
    // 11 Kislev; buried the next day, 12 Kislev (Sunday 22 November in daylight).
    const { passing, burial, shloishim } = reckonShloishim(
      civil('2026-11-20', true),
      { when: 'next_day' },
      TODAY,
    );
    expect(passing).toMatchObject({ hebrewMonth: 3, hebrewDay: 11 });
    expect(burial.day).toBe('2026-11-22');
    expect(shloishim.day).toBe('2026-12-21');
    expect(shloishim.date).toBe(thirtiethByHebcal('2026-11-22').renderGematriya(true));
    // Passed on Friday in daylight: there is no funeral on Shabbos, so "the next day" is Sunday.
    expect(reckonShloishim(civil('2026-11-20'), { when: 'next_day' }, TODAY).burial.day).toBe(
      '2026-11-22',
    );
  });

  it('never puts a funeral on Shabbos or Yom Tov', () => {
    expect(isFuneralDay('2026-11-21')).toBe(false); // Shabbos
    expect(isFuneralDay('2026-11-22')).toBe(true);
    // Sukkos 5787 outside Israel: 15 and 16 Tishrei are Yom Tov (26 and 27 Sep 2026), and
    // 15 Tishrei is hebcal's first day of Sukkos.
    expect(new HDate(parseDay('2026-09-26')).getDate()).toBe(15);
    expect(isFuneralDay('2026-09-26')).toBe(false);
    expect(isFuneralDay('2026-09-27')).toBe(false);
    expect(nextFuneralDay('2026-09-25')).toBe('2026-09-28');
    // A passing on Shabbos has no funeral "the same day": it is the first day after.
    const onShabbos = reckonShloishim(civil('2026-11-14'), { when: 'same_day' }, TODAY);
    expect(onShabbos.burial.day).toBe('2026-11-15');
  });

  it('a funeral on a date the family gives counts from that date, across the end of a month', () => {
    const { shloishim } = reckonShloishim(
      civil('2026-11-18'),
      { when: 'date', day: '2026-11-21' },
      TODAY,
    );
    expect(shloishim.day).toBe(addDays('2026-11-21', 29));
    expect(hebcal(shloishim.day).getMonth()).toBe(months.TEVET);
  });

  it('counts through Adar I into Adar II in a leap year', () => {
    // 14 Adar I 5787 is Sunday 21 February 2027; Adar I has 30 days, so the 30th is 13 Adar II.
    const today = '2027-02-22';
    const { shloishim } = reckonShloishim(civil('2027-02-21'), { when: 'same_day' }, today);
    const hd = hebcal(shloishim.day);
    expect([hd.getMonth(), hd.getDate(), hd.getFullYear()]).toEqual([months.ADAR_II, 13, 5787]);
    expect(hd.isSameDate(thirtiethByHebcal('2027-02-21'))).toBe(true);
  });

  it('a Hebrew date of passing is its latest occurrence up to today', () => {
    // 11 Kislev 5787 was yesterday, Saturday 21 November 2026.
    const { passing, shloishim } = reckonShloishim(
      { calendar: 'hebrew', month: 3, day: 11 },
      { when: 'next_day' },
      TODAY,
    );
    expect(passing.day).toBe('2026-11-21');
    expect(shloishim.day).toBe('2026-12-21');
  });

  it('refuses a passing still to come and a funeral before the passing, saying why', () => {
    expect(() => reckonShloishim(civil('2026-11-23'), { when: 'same_day' }, TODAY)).toThrow(
      'That date is still to come. Please give the date of the passing.',
    );
    expect(() =>
      reckonShloishim(civil('2026-11-20'), { when: 'date', day: '2026-11-19' }, TODAY),
    ).toThrow('The funeral cannot be before the passing. Please check the date.');
  });
});
