import { describe, expect, it } from 'vitest';
import { hebrewDateOf } from './hebrew-date.ts';
import { roshChodeshDays, roshChodeshDaysBefore } from './rosh-chodesh.ts';

describe('the first days of the Hebrew months of a year plan', () => {
  it('starts at the next 1st of a month when the day is mid-month', () => {
    // 2026-11-22 is 12 Kislev 5787, so the next month to begin is Teves.
    const days = roshChodeshDays('2026-11-22', 12);
    expect(days).toHaveLength(12);
    expect(days[0]).toBe('2026-12-11');
    for (const day of days) expect(hebrewDateOf(day).hebrewDay).toBe(1);
  });

  it('counts a 1st of the month that is the start day itself', () => {
    expect(roshChodeshDays('2026-12-11', 1)).toEqual(['2026-12-11']);
  });

  it('walks through both Adars of a leap year, one month at a time', () => {
    // 5787 is a leap year: Shevat, Adar I, Adar II, Nissan follow one another.
    const months = roshChodeshDays('2027-01-01', 5).map((d) => hebrewDateOf(d).hebrewMonth);
    expect(months).toEqual([5, 6, 7, 8, 9]);
  });

  it('stops before the given day, so a plan ends where the next begins', () => {
    // 17 Kislev 5787 (2026-11-27) to 17 Kislev 5788 (2027-12-16): Teves 5787 … Kislev 5788.
    const days = roshChodeshDaysBefore('2026-11-27', '2027-12-16');
    expect(days).toHaveLength(13);
    expect(hebrewDateOf(days.at(-1) ?? '').hebrewYear).toBe(5788);
    expect(roshChodeshDaysBefore('2026-12-11', '2026-12-11')).toEqual([]);
  });
});
