import { describe, it, expect } from 'vitest';
import { addDays, formatDay, isDay, londonDay, parseDay } from './day.ts';

describe('londonDay', () => {
  it('puts 23:30 UTC on 30 June 2026 on 1 July, because London is on summer time', () => {
    expect(londonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });

  it('keeps 23:30 UTC on 31 January 2026 on 31 January, because London is on GMT', () => {
    expect(londonDay(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31');
  });

  it('moves to the next day exactly at London midnight in summer (23:00 UTC)', () => {
    expect(londonDay(new Date('2026-07-01T22:59:59Z'))).toBe('2026-07-01');
    expect(londonDay(new Date('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
  });

  it('rejects an invalid Date', () => {
    expect(() => londonDay(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('isDay', () => {
  it('accepts real dates written YYYY-MM-DD, including 29 February in a leap year', () => {
    expect(isDay('2026-11-22')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
  });

  it('rejects impossible dates, other formats and non-strings', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-1-01', '22/11/2026', '']) {
      expect(isDay(bad)).toBe(false);
    }
    expect(isDay(20261122)).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe('parseDay and formatDay', () => {
  it('give a local-midnight Date whose local calendar date is the day', () => {
    const date = parseDay('2026-03-29');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 2, 29]);
    expect(formatDay(date)).toBe('2026-03-29');
  });

  it('refuse something that is not a day', () => {
    expect(() => parseDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('is not thrown off by the clocks changing in London', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });
});
