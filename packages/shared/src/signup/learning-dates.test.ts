import { describe, expect, it } from 'vitest';
import { hebrewDateOf } from '../calendar/hebrew-date.ts';
import { learningDatesFor, learningDatesProblem, renewalDay } from './learning-dates.ts';

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

  it('a year in a leap year is every Rosh Chodesh until the anniversary — thirteen — and the yahrzeit when it is a yoirtzeit', () => {
    const merit = learningDatesFor(
      'rosh_chodesh',
      { kind: 'merit', date: date(null, null) },
      TODAY,
    );
    expect(merit).toHaveLength(13);
    expect(merit.every((d) => hebrewDateOf(d).hebrewDay === 1)).toBe(true);
    // Signed up on 12 Kislev 5787, renewed on 12 Kislev 5788: Rosh Chodesh Kislev 5788 is learned.
    expect(hebrewDateOf(merit.at(-1) ?? '')).toMatchObject({ hebrewMonth: 3, hebrewYear: 5788 });
    expect(
      merit.at(-1)! <
        renewalDay('rosh_chodesh', { kind: 'merit', date: date(null, null) }, TODAY, merit),
    ).toBe(true);
    const yoirtzeit = learningDatesFor(
      'rosh_chodesh',
      { kind: 'yoirtzeit', date: date(8, 10) },
      TODAY,
    );
    expect(yoirtzeit).toHaveLength(14);
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

  it('a Day of Shloishim that passed yesterday is refused as past, naming the day', () => {
    expect(() =>
      learningDatesFor('shloishim', { kind: 'shloishim', date: date(3, 11) }, TODAY),
    ).toThrow(
      'That Day of Shloishim, Saturday 21 November 2026 (\u2068י״א כסלו תשפ״ז\u2069), has already passed. The learning can cover only the days from today on: please check the date.',
    );
  });

  it('a Day of Shloishim more than thirty days away is refused with a clear reason', () => {
    const error = learningDatesProblem(
      'shloishim',
      { kind: 'shloishim', date: date(5, 20) },
      TODAY,
    );
    expect(error?.field).toBe('month');
    expect(error?.path).toBe('episode.date.month');
    expect(error?.message).toMatch(/^That Day of Shloishim would be .*, more than 30 days away\./);
  });

  it('a Day of Shloishim thirty days from today (29 days on) is the last one accepted', () => {
    // 12 Teves 5787 is 2026-12-21: today and 29 days after it, 30 days of learning.
    const dates = learningDatesFor('shloishim', { kind: 'shloishim', date: date(4, 11) }, TODAY);
    expect(dates).toHaveLength(30);
    expect(
      learningDatesProblem('shloishim', { kind: 'shloishim', date: date(4, 12) }, TODAY),
    ).not.toBeNull();
  });

  it('a day to learn on 30 Cheshvan, in a year whose Cheshvan has 29 days, is said, not moved', () => {
    // From December 2027 (Kislev 5788) the next Cheshvan is 5789's, which has 29 days.
    expect(
      learningDatesProblem('yoirtzeit', { kind: 'merit', date: date(2, 30) }, '2027-12-01')
        ?.message,
    ).toBe(
      'There is no 30 Cheshvan in 5789: that month has 29 days this year. Please choose another day.',
    );
  });

  it('a day to learn in Adar I, when the coming year has no Adar I, asks for Adar', () => {
    const problem = learningDatesProblem(
      'yoirtzeit',
      { kind: 'merit', date: date(6, 5) },
      '2027-06-01',
    );
    expect(problem?.message).toBe(
      '5788 is not a leap year, so it has no Adar I. Please choose Adar.',
    );
  });

  it('a yoirtzeit on 30 Cheshvan follows hebcal’s yahrzeit rule instead (no refusal)', () => {
    expect(
      learningDatesProblem('yoirtzeit', { kind: 'yoirtzeit', date: date(2, 30) }, TODAY),
    ).toBeNull();
  });

  it('a yoirtzeit from an ordinary year’s Adar is kept in Adar I of the leap year 5787, one from Adar II in Adar II', () => {
    const [ordinary] = learningDatesFor(
      'yoirtzeit',
      { kind: 'yoirtzeit', date: date(7, 5) },
      TODAY,
    );
    expect(hebrewDateOf(ordinary ?? '').date).toBe('ה׳ אדר א׳ תשפ״ז');
    const [second] = learningDatesFor('yoirtzeit', { kind: 'yoirtzeit', date: date(14, 5) }, TODAY);
    expect(hebrewDateOf(second ?? '').date).toBe('ה׳ אדר ב׳ תשפ״ז');
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

  it('a family three days into shiva dedicates the remaining four days', () => {
    const dates = learningDatesFor(
      'shiva',
      { kind: 'shiva', date: { ...date(null, null), shivaBegan: '2026-11-19' } },
      TODAY,
    );
    expect(dates).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('shiva begun six days ago has today left; seven days ago or tomorrow is refused', () => {
    const shiva = (began: string) => ({
      kind: 'shiva' as const,
      date: { ...date(null, null), shivaBegan: began },
    });
    expect(learningDatesFor('shiva', shiva('2026-11-16'), TODAY)).toEqual([TODAY]);
    for (const began of ['2026-11-15', '2026-11-23']) {
      const problem = learningDatesProblem('shiva', shiva(began), TODAY);
      expect(problem?.field).toBe('shivaBegan');
      expect(problem?.message).toMatch(
        /^Please choose the day shiva began: today, or up to 6 days ago\./,
      );
    }
  });
});

describe('a year plan in an ordinary year', () => {
  it('is twelve Rosh Chodesh days, the last one before the anniversary', () => {
    // 2027-12-16 is 17 Kislev 5788, an ordinary year.
    const days = learningDatesFor(
      'rosh_chodesh',
      { kind: 'merit', date: date(null, null) },
      '2027-12-16',
    );
    expect(days).toHaveLength(12);
    expect(hebrewDateOf(days.at(-1) ?? '')).toMatchObject({ hebrewMonth: 3, hebrewYear: 5789 });
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

describe('refusals name days that occur', () => {
  it('14 Adar I asked for on 20 March 2026 is refused as too far, naming 21 February 2027', () => {
    // 5786 has no Adar I: the last 14 Adar (3 March 2026) is not the day asked for.
    expect(
      learningDatesProblem('shloishim', { kind: 'shloishim', date: date(6, 14) }, '2026-03-20')
        ?.message,
    ).toBe(
      'That Day of Shloishim would be Sunday 21 February 2027 (\u2068י״ד אדר א׳ תשפ״ז\u2069), more than 30 days away. The shloishim lasts 30 days: please check the date.',
    );
  });

  it('a day in Adar I of the coming leap year is learned on that very day', () => {
    // 3 Adar 5786 (20 February 2026): 7 Adar I 5787 is 14 February 2027, within the year.
    expect(
      learningDatesFor('yoirtzeit', { kind: 'merit', date: date(6, 7) }, '2026-02-20'),
    ).toEqual(['2027-02-14']);
  });
});
