import { describe, expect, it } from 'vitest';
import { learningDateLine, learningDaysText } from './date-lines.ts';

describe('a learning date as the review, the thank-you page and the e-mail write it', () => {
  it('writes the civil day and its Hebrew date', () => {
    expect(learningDateLine('2026-12-10')).toEqual({
      day: '2026-12-10',
      civil: 'Thursday 10 December 2026',
      hebrew: 'ל׳ כסלו תשפ״ז',
    });
  });

  it('counts days of learning in words', () => {
    expect(learningDaysText(1)).toBe('1 day of learning');
    expect(learningDaysText(7)).toBe('7 days of learning');
  });
});
