import { describe, it, expect } from 'vitest';
import { hebrewDateOf } from './hebrew-date.ts';

describe('hebrewDateOf', () => {
  it('renders Sunday 22 November 2026 as 12 Kislev 5787 in the week of Vayishlach', () => {
    expect(hebrewDateOf('2026-11-22')).toEqual({
      day: '2026-11-22',
      hebrew: 'יום ראשון, י״ב כסלו תשפ״ז',
      weekday: 'יום ראשון',
      date: 'י״ב כסלו תשפ״ז',
      parsha: 'פרשת וישלח',
      full: 'יום ראשון, י״ב כסלו תשפ״ז, פרשת וישלח',
      hebrewYear: 5787,
      hebrewMonth: 3,
      hebrewDay: 12,
    });
  });

  it('calls a day of Adar I in a leap year month 6 and of Adar II month 7', () => {
    const adar1 = hebrewDateOf('2027-02-10');
    expect(adar1.date).toBe('ג׳ אדר א׳ תשפ״ז');
    expect([adar1.hebrewMonth, adar1.hebrewDay]).toEqual([6, 3]);
    const adar2 = hebrewDateOf('2027-03-10');
    expect(adar2.date).toBe('א׳ אדר ב׳ תשפ״ז');
    expect([adar2.hebrewMonth, adar2.hebrewDay]).toEqual([7, 1]);
  });

  it('calls Adar in an ordinary year month 7', () => {
    const adar = hebrewDateOf('2026-03-04');
    expect(adar.date).toBe('ט״ו אדר תשפ״ו');
    expect(adar.hebrewMonth).toBe(7);
  });

  it('names the Shabbat itself on a Shabbat, "יום שבת"', () => {
    const shabbat = hebrewDateOf('2026-11-21');
    expect(shabbat.weekday).toBe('יום שבת');
    expect(shabbat.parsha).toBe('פרשת ויצא');
  });

  it("gives the festival reading when the week's Shabbat is a festival (diaspora)", () => {
    expect(hebrewDateOf('2026-04-01').parsha).toBe('פרשת שבת חול המועד פסח');
    expect(hebrewDateOf('2026-09-11').parsha).toBe('פרשת ראש השנה');
  });

  it('takes the parsha from the next Hebrew year when Shabbat falls after Rosh Hashana', () => {
    const erev = hebrewDateOf('2026-09-11');
    expect(erev.date).toBe('כ״ט אלול תשפ״ו');
    expect(erev.hebrewMonth).toBe(13);
    expect(hebrewDateOf('2026-09-14').parsha).toBe('פרשת האזינו');
  });
});
