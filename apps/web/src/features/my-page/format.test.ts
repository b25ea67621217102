import { describe, expect, it } from 'vitest';
import { civilDate, longCivilDate } from './format.ts';

describe('civilDate', () => {
  it('renders the calendar day whatever the time zone', () => {
    expect(civilDate('2026-12-13')).toBe('Sun, 13 Dec 2026');
  });

  it('leaves anything else as it is', () => {
    expect(civilDate('soon')).toBe('soon');
  });

  it('names the weekday and month, whatever ICU the browser carries', () => {
    expect(civilDate('2028-02-29')).toBe('Tue, 29 Feb 2028');
    expect(civilDate('2027-09-01')).toBe('Wed, 1 Sep 2027');
    expect(civilDate('2026-12-31')).toBe('Thu, 31 Dec 2026');
  });
});

describe('longCivilDate', () => {
  it('names the weekday and month in full, as the Upcoming line reads', () => {
    expect(longCivilDate('2026-12-10')).toBe('Thursday 10 December 2026');
  });

  it('leaves anything else as it is', () => {
    expect(longCivilDate('next year')).toBe('next year');
  });
});
