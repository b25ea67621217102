import { describe, expect, it } from 'vitest';
import { civilDateProblem } from './date-entry.ts';

const TODAY = '2026-11-22';

describe('a civil date typed at the date step', () => {
  it('a passing can be any day up to today, not one to come', () => {
    expect(civilDateProblem('passing', '1998-03-02', false, TODAY)).toBeNull();
    expect(civilDateProblem('passing', TODAY, true, TODAY)).toBeNull();
    expect(civilDateProblem('passing', '2026-11-23', false, TODAY)).toBe(
      'That date is still to come. Please give the date of the passing.',
    );
  });

  it('a day of learning is today or later, within the coming year', () => {
    expect(civilDateProblem('learning', TODAY, false, TODAY)).toBeNull();
    expect(civilDateProblem('learning', '2027-05-01', false, TODAY)).toBeNull();
    expect(civilDateProblem('learning', '2026-11-21', false, TODAY)).toBe(
      'That day has already passed. Please choose today or a day to come.',
    );
    expect(civilDateProblem('learning', '2028-01-10', false, TODAY)).toBe(
      'That Hebrew date, \u2068י״א טבת תשפ״ז\u2069, comes round sooner, on Monday 21 December 2026. Please choose a day within the coming year.',
    );
  });

  it('a day in Adar I of the coming leap year is within the coming year, not refused', () => {
    // 20 February 2026 is 3 Adar 5786 (no Adar I); 14 February 2027 is 7 Adar I 5787.
    expect(civilDateProblem('learning', '2027-02-14', false, '2026-02-20')).toBeNull();
  });

  it('asks for a date when none is given', () => {
    expect(civilDateProblem('passing', '', false, TODAY)).toBe('Please choose the date.');
  });
});
