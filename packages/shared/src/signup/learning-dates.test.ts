import { describe, expect, it } from 'vitest';
import { hebrewDateOf } from '../calendar/hebrew-date.ts';
import { learningDatesFor, renewalDay } from './learning-dates.ts';

// 2026-11-22 is 12 Kislev 5787 (a leap year).
const TODAY = '2026-11-22';
const date = (
  month: number | null,
  day: number | null,
  yoirtzeitMonth = month,
  yoirtzeitDay = day,
) => ({
  month,
  day,
  yoirtzeitMonth,
  yoirtzeitDay,
});

describe('the days a dedication is learned', () => {
  it('a day for a yoirtzeit falls on the next yahrzeit, today included', () => {
    expect(learningDatesFor('yoirtzeit', { kind: 'yoirtzeit', date: date(3, 12) }, TODAY)).toEqual([
      TODAY,
    ]);
    const [next] = learningDatesFor('yoirtzeit', { kind: 'yoirtzeit', date: date(3, 11) }, TODAY);
    expect(hebrewDateOf(next ?? '').date).toBe('י״א כסלו תשפ״ח');
  });

  it('a day in merit of someone falls on the next time that Hebrew date comes round', () => {
    const [next] = learningDatesFor('yoirtzeit', { kind: 'merit', date: date(5, 15) }, TODAY);
    expect(hebrewDateOf(next ?? '')).toMatchObject({ hebrewMonth: 5, hebrewDay: 15 });
  });

  it('a year is the next twelve Rosh Chodesh days, and the yahrzeit when it is a yoirtzeit', () => {
    const merit = learningDatesFor(
      'rosh_chodesh',
      { kind: 'merit', date: date(null, null) },
      TODAY,
    );
    expect(merit).toHaveLength(12);
    expect(merit.every((d) => hebrewDateOf(d).hebrewDay === 1)).toBe(true);
    const yoirtzeit = learningDatesFor(
      'rosh_chodesh',
      { kind: 'yoirtzeit', date: date(8, 10) },
      TODAY,
    );
    expect(yoirtzeit).toHaveLength(13);
    expect(
      yoirtzeit.map((d) => hebrewDateOf(d)).some((h) => h.hebrewMonth === 8 && h.hebrewDay === 10),
    ).toBe(true);
    expect([...yoirtzeit].sort()).toEqual(yoirtzeit);
  });

  it('a shloishim is every day from today up to and including the Day of Shloishim', () => {
    // 2 Teves 5787 is 20 days after 12 Kislev (Kislev 5787 has 30 days).
    const dates = learningDatesFor(
      'shloishim',
      { kind: 'shloishim', date: date(4, 2, 3, 3) },
      TODAY,
    );
    expect(dates[0]).toBe(TODAY);
    expect(hebrewDateOf(dates.at(-1) ?? '')).toMatchObject({ hebrewMonth: 4, hebrewDay: 2 });
    expect(dates.length).toBeLessThanOrEqual(30);
  });

  it('a Day of Shloishim more than thirty days away is refused with a clear reason', () => {
    expect(() =>
      learningDatesFor('shloishim', { kind: 'shloishim', date: date(3, 11) }, TODAY),
    ).toThrow(/more than 30 days away/);
  });

  it('a week of shiva is seven days from today', () => {
    const dates = learningDatesFor('shiva', { kind: 'shiva', date: date(null, null) }, TODAY);
    expect(dates).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });
});

describe('when a recurring dedication renews', () => {
  it('a yoirtzeit day renews on next year’s yahrzeit', () => {
    const episode = { kind: 'yoirtzeit' as const, date: date(3, 12) };
    const dates = learningDatesFor('yoirtzeit', episode, TODAY);
    const renewal = renewalDay('yoirtzeit', episode, TODAY, dates);
    expect(hebrewDateOf(renewal)).toMatchObject({
      hebrewMonth: 3,
      hebrewDay: 12,
      hebrewYear: 5788,
    });
  });

  it('a year renews on the Hebrew anniversary of the sign-up', () => {
    const episode = { kind: 'merit' as const, date: date(null, null) };
    const renewal = renewalDay('rosh_chodesh', episode, TODAY, []);
    expect(hebrewDateOf(renewal)).toMatchObject({
      hebrewMonth: 3,
      hebrewDay: 12,
      hebrewYear: 5788,
    });
  });
});
