import { hebrewDateOf } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { hebrewDate } from './hebrew-dates.ts';

describe('a remembered Hebrew date', () => {
  it('reads as the calendar renders it, on every asking', () => {
    for (const day of ['2026-11-24', '2027-03-11', '2026-11-24']) {
      expect(hebrewDate(day)).toEqual(hebrewDateOf(day));
    }
  });
});
