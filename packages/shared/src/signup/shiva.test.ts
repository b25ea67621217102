import { describe, expect, it } from 'vitest';
import { dedicationPriceCents } from './pricing.ts';
import { shivaDaysLeft, shivaStartChoices } from './shiva.ts';

const TODAY = '2026-11-25';

describe('when shiva began', () => {
  it('offers today and the six days before, each with the days left', () => {
    expect(shivaStartChoices(TODAY).map((c) => [c.label, c.day, c.daysLeft])).toEqual([
      ['Today', '2026-11-25', 7],
      ['Yesterday', '2026-11-24', 6],
      ['2 days ago', '2026-11-23', 5],
      ['3 days ago', '2026-11-22', 4],
      ['4 days ago', '2026-11-21', 3],
      ['5 days ago', '2026-11-20', 2],
      ['6 days ago', '2026-11-19', 1],
    ]);
  });

  it('has no days left when shiva began seven days ago or has not begun', () => {
    expect(shivaDaysLeft('2026-11-18', TODAY)).toBeUndefined();
    expect(shivaDaysLeft('2026-11-26', TODAY)).toBeUndefined();
    expect(shivaDaysLeft('2026-11-22', TODAY)).toBe(4);
  });
});

describe('what a dedication costs', () => {
  it('a shiva joined three days in costs four sevenths of the week, in whole dollars', () => {
    expect(dedicationPriceCents('shiva', 1_000_00, 4)).toBe(571_00);
    expect(dedicationPriceCents('shiva', 1_000_00, 1)).toBe(143_00);
  });

  it('a whole week of shiva, and every other plan, costs the plan’s price', () => {
    expect(dedicationPriceCents('shiva', 1_000_00, 7)).toBe(1_000_00);
    expect(dedicationPriceCents('shloishim', 2_500_00, 30)).toBe(2_500_00);
    expect(dedicationPriceCents('rosh_chodesh', 1_800_00, 13)).toBe(1_800_00);
  });

  it('a shloishim joined with 28 of its 30 days left costs 28 thirtieths, in whole dollars', () => {
    expect(dedicationPriceCents('shloishim', 2_500_00, 28)).toBe(2_333_00);
    expect(dedicationPriceCents('shloishim', 2_500_00, 12)).toBe(1_000_00);
  });
});
