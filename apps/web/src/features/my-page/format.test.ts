import { describe, expect, it } from 'vitest';
import { civilDate, dollarAmount, longCivilDate } from './format.ts';

describe('civilDate', () => {
  it('renders the calendar day whatever the time zone', () => {
    expect(civilDate('2026-12-13')).toBe('Sun, 13 Dec 2026');
  });

  it('leaves anything else as it is', () => {
    expect(civilDate('soon')).toBe('soon');
  });
});

describe('longCivilDate', () => {
  it('names the weekday and month in full, as the Upcoming line reads', () => {
    expect(longCivilDate('2026-12-10')).toBe('Thursday 10 December 2026');
  });
});

describe('dollarAmount', () => {
  it('writes whole dollars plainly and cents when there are some', () => {
    expect(dollarAmount(1800)).toBe('$1,800');
    expect(dollarAmount(180.5)).toBe('$180.50');
  });
});
