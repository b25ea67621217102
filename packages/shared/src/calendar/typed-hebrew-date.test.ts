import { describe, expect, it } from 'vitest';
import { hebrewDateOf } from './hebrew-date.ts';
import { civilDaysOfHebrewDate, typedHebrewDateOf } from './typed-hebrew-date.ts';

describe('a Hebrew date typed in the search box', () => {
  it('reads "כ׳ טבת", "כ טבת", "20 Teves" and "20 Tevet" as the 20th of Teves', () => {
    for (const typed of ['כ׳ טבת', "כ' טבת", 'כ טבת', '20 Teves', '20 Tevet', '20 teves']) {
      expect(typedHebrewDateOf(typed), typed).toEqual({ day: 20, months: [4] });
    }
    expect(typedHebrewDateOf('ט״ו שבט')).toEqual({ day: 15, months: [5] });
  });

  it('knows hebcal’s spellings of a month and reads plain Adar as either Adar', () => {
    for (const typed of ["15 Sh'vat", '15 Shevat', '15 Shvat', 'טו שבט']) {
      expect(typedHebrewDateOf(typed), typed).toEqual({ day: 15, months: [5] });
    }
    expect(typedHebrewDateOf('7 Iyyar')).toEqual({ day: 7, months: [9] });
    expect(typedHebrewDateOf('ז׳ אדר')?.months.sort()).toEqual([14, 6, 7].sort());
    expect(typedHebrewDateOf('7 Adar II')).toEqual({ day: 7, months: [14] });
  });

  it('a name is not a date, even when a word starts like a month', () => {
    for (const typed of ['משה כהן', 'ר׳ משה', 'כ כהן', '20', 'Teves', '31 Teves', 'ל״א טבת']) {
      expect(typedHebrewDateOf(typed), typed).toBeNull();
    }
  });

  it('finds each year’s civil day of the date, as hebcal counts it', () => {
    const typed = typedHebrewDateOf('20 Teves');
    if (!typed) throw new Error('not read');
    const days = civilDaysOfHebrewDate(typed, 5786, 5788);
    expect(days).toHaveLength(3);
    for (const day of days) expect(hebrewDateOf(day).date).toMatch(/^כ׳ טבת/);
  });
});
