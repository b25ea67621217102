import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/day.ts';
import { hebrewDateOf } from '../calendar/hebrew-date.ts';
import { learningDatesFor } from '../signup/learning-dates.ts';
import { dueReminders, remindedDates, type RemindedDedication } from './schedule.ts';

// 2026-11-22 is 12 Kislev 5787; 20 Kislev is 2026-11-30.
const SIGNED_UP = '2026-11-01';
const YAHRZEIT = '2026-11-30';
const date = (month: number, day: number) => ({
  month,
  day,
  yoirtzeitMonth: month,
  yoirtzeitDay: day,
});

const dayForAYoirtzeit: RemindedDedication = {
  planType: 'yoirtzeit',
  kind: 'yoirtzeit',
  dates: [YAHRZEIT],
  yahrzeit: { month: 3, day: 20 },
};

/** Every reminder due on each day from `from` to `to`, as "day: lead-days (days left)". */
const calendarOfReminders = (
  d: RemindedDedication,
  from: string,
  to: string,
  signedUp = SIGNED_UP,
) => {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    for (const r of dueReminders(d, day, signedUp)) out.push(`${day}: ${r.lead}d (${r.daysLeft})`);
  }
  return out;
};

describe('when a family is reminded of a learning date', () => {
  it('a yoirtzeit is reminded a week ahead and the day before, and on no other day', () => {
    const due = dueReminders(dayForAYoirtzeit, '2026-11-23', SIGNED_UP);
    expect(due).toEqual([{ day: YAHRZEIT, occasion: 'yahrzeit', lead: 7, daysLeft: 7 }]);
    expect(dueReminders(dayForAYoirtzeit, '2026-11-29', SIGNED_UP)).toEqual([
      { day: YAHRZEIT, occasion: 'yahrzeit', lead: 1, daysLeft: 1 },
    ]);
    expect(dueReminders(dayForAYoirtzeit, '2026-11-22', SIGNED_UP)).toEqual([]);
    expect(dueReminders(dayForAYoirtzeit, YAHRZEIT, SIGNED_UP)).toEqual([]);
  });

  it('a week-ahead reminder missed on its day still goes until the day-before one is due', () => {
    // The day each is due is answered by every later pass too; the sent-reminders table makes
    // it go once. What matters here: the window closes before the day-before reminder's day.
    expect(calendarOfReminders(dayForAYoirtzeit, '2026-11-20', '2026-12-01')).toEqual([
      '2026-11-23: 7d (7)',
      '2026-11-24: 7d (6)',
      '2026-11-25: 7d (5)',
      '2026-11-26: 7d (4)',
      '2026-11-27: 7d (3)',
      '2026-11-28: 7d (2)',
      '2026-11-29: 1d (1)',
    ]);
  });

  it('a sponsor who dedicates five days ahead gets only the day-before reminder', () => {
    const signedUp = addDays(YAHRZEIT, -5);
    expect(calendarOfReminders(dayForAYoirtzeit, signedUp, YAHRZEIT, signedUp)).toEqual([
      '2026-11-29: 1d (1)',
    ]);
  });

  it('a sponsor who dedicates exactly a week ahead is not reminded the same day', () => {
    const signedUp = addDays(YAHRZEIT, -7);
    expect(dueReminders(dayForAYoirtzeit, signedUp, signedUp)).toEqual([]);
  });

  it('a merit or a refuah is never reminded', () => {
    for (const kind of ['merit', 'refuah'] as const) {
      expect(remindedDates({ ...dayForAYoirtzeit, kind }).flatMap((d) => d.leads)).toEqual([]);
    }
  });

  it('a shloishim reminds before the Day of Shloishim, not on each of its thirty days', () => {
    // Signed up on 1 Kislev; the Day of Shloishim on 29 Kislev.
    const start = '2026-11-11';
    const dates = learningDatesFor('shloishim', { kind: 'shloishim', date: date(3, 29) }, start);
    expect(dates).toHaveLength(29);
    const shloishim: RemindedDedication = {
      planType: 'shloishim',
      kind: 'shloishim',
      dates,
      yahrzeit: { month: 3, day: 29 },
    };
    const last = dates.at(-1) ?? '';
    expect(hebrewDateOf(last).hebrewDay).toBe(29);
    expect(remindedDates(shloishim).filter((d) => d.leads.length > 0)).toEqual([
      { day: start, occasion: 'shloishim-begins', leads: [1] },
      { day: last, occasion: 'day-of-shloishim', leads: [7, 1] },
    ]);
    // It began the day it was dedicated, so only the Day of Shloishim's two reminders go.
    expect(calendarOfReminders(shloishim, start, last, start)).toEqual([
      `${addDays(last, -7)}: 7d (7)`,
      ...[6, 5, 4, 3, 2].map((n) => `${addDays(last, -n)}: 7d (${n})`),
      `${addDays(last, -1)}: 1d (1)`,
    ]);
  });

  it('a year for a yoirtzeit reminds a week before the yoirtzeit and the day before each Rosh Chodesh', () => {
    const dates = learningDatesFor(
      'rosh_chodesh',
      { kind: 'yoirtzeit', date: date(5, 10) },
      SIGNED_UP,
    );
    const year: RemindedDedication = {
      planType: 'rosh_chodesh',
      kind: 'yoirtzeit',
      dates,
      yahrzeit: { month: 5, day: 10 },
    };
    const reminded = remindedDates(year);
    const yahrzeit = reminded.filter((d) => d.occasion === 'yahrzeit');
    expect(yahrzeit).toHaveLength(1);
    expect(yahrzeit[0]?.leads).toEqual([7, 1]);
    expect(hebrewDateOf(yahrzeit[0]?.day ?? '')).toMatchObject({ hebrewMonth: 5, hebrewDay: 10 });
    const roshChodesh = reminded.filter((d) => d.occasion === 'rosh-chodesh');
    expect(roshChodesh.length).toBeGreaterThanOrEqual(12);
    expect(roshChodesh.every((d) => d.leads.length === 1 && d.leads[0] === 1)).toBe(true);
  });

  it('a shiva is not reminded (it is under way when it is dedicated)', () => {
    const shiva: RemindedDedication = {
      planType: 'shiva',
      kind: 'shiva',
      dates: Array.from({ length: 7 }, (_, i) => addDays(YAHRZEIT, i)),
      yahrzeit: null,
    };
    expect(remindedDates(shiva).flatMap((d) => d.leads)).toEqual([]);
  });
});
