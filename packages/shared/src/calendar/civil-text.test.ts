import { describe, expect, it } from 'vitest';
import { civilDateText, shortCivilDateText } from './civil-text.ts';

describe('a civil day written out', () => {
  it('in full, as the sign-up and its e-mails write it, not moved by time zones or leap days', () => {
    expect(civilDateText('2028-02-29')).toBe('Tuesday 29 February 2028');
    expect(civilDateText('2026-03-29')).toBe('Sunday 29 March 2026');
  });

  it('in short, as My Page lists dates', () => {
    expect(shortCivilDateText('2026-12-13')).toBe('Sun, 13 Dec 2026');
    expect(shortCivilDateText('2027-09-01')).toBe('Wed, 1 Sep 2027');
  });

  it('refuses what is not a day', () => {
    expect(() => civilDateText('2026-02-30')).toThrow(RangeError);
    expect(() => shortCivilDateText('soon')).toThrow(RangeError);
  });
});
