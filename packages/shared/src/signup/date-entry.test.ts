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
      'Please choose a day within the coming year.',
    );
  });

  it('asks for a date when none is given', () => {
    expect(civilDateProblem('passing', '', false, TODAY)).toBe('Please choose the date.');
  });
});
