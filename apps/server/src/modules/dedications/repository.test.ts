import { describe, expect, it } from 'vitest';
import { statusOf } from './repository.ts';

const TODAY = '2026-11-25';
const YESTERDAY = '2026-11-24';
const TOMORROW = '2026-11-26';

describe('a dedication’s status, from its stored status and its dates against today', () => {
  it('is in progress on the day of a one-day dedication for today', () => {
    expect(statusOf('active', TODAY, TODAY, TODAY)).toBe('in_progress');
  });

  it('is upcoming while every date is after today, the first one tomorrow included', () => {
    expect(statusOf('active', TOMORROW, TOMORROW, TODAY)).toBe('upcoming');
    expect(statusOf('active', TOMORROW, '2027-11-14', TODAY)).toBe('upcoming');
  });

  it('is completed once every date is before today, the last one yesterday included', () => {
    expect(statusOf('active', YESTERDAY, YESTERDAY, TODAY)).toBe('completed');
    expect(statusOf('active', '2026-10-26', YESTERDAY, TODAY)).toBe('completed');
  });

  it('is in progress when its first or last date is today', () => {
    expect(statusOf('active', TODAY, '2026-12-24', TODAY)).toBe('in_progress');
    expect(statusOf('active', '2026-10-27', TODAY, TODAY)).toBe('in_progress');
  });

  it('is in progress with dates on both sides of today, though none falls today (a year’s Rosh Chodesh)', () => {
    expect(statusOf('active', '2026-11-21', '2027-10-11', TODAY)).toBe('in_progress');
  });

  it('compares across the turn of a year', () => {
    expect(statusOf('active', '2026-12-31', '2026-12-31', '2027-01-01')).toBe('completed');
    expect(statusOf('active', '2027-01-01', '2027-01-01', '2026-12-31')).toBe('upcoming');
  });

  it('is cancelled once cancelled, whatever its dates say', () => {
    expect(statusOf('cancelled', TODAY, TODAY, TODAY)).toBe('cancelled');
    expect(statusOf('cancelled', YESTERDAY, TOMORROW, TODAY)).toBe('cancelled');
    expect(statusOf('cancelled', TOMORROW, TOMORROW, TODAY)).toBe('cancelled');
    expect(statusOf('cancelled', null, null, TODAY)).toBe('cancelled');
  });

  it('is upcoming with no dates at all, as the list’s status filter counts it', () => {
    expect(statusOf('active', null, null, TODAY)).toBe('upcoming');
  });
});
