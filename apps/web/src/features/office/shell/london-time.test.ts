import { describe, expect, it } from 'vitest';
import {
  howLongAgo,
  londonDate,
  londonDateTime,
  londonShort,
  londonShortDate,
  londonTimeWithSeconds,
  longDay,
  timeOnDay,
} from './london-time.ts';

describe('the office’s dates and times, in London', () => {
  it('writes an instant in London time whatever the device’s zone', () => {
    // 14:05 UTC in November is 14:05 in London; in June it is 15:05 (summer time).
    expect(londonShort('2026-11-26T14:05:09.000Z')).toBe('26 Nov 2026, 14:05');
    expect(londonShort('2026-06-26T14:05:09.000Z')).toBe('26 Jun 2026, 15:05');
    expect(londonDateTime('2026-11-26T14:05:09.000Z')).toMatch(/^Thu,? 26 Nov 2026,? 14:05$/);
    expect(londonDate('2026-11-26T14:05:09.000Z')).toMatch(/^Thu,? 26 Nov 2026$/);
    expect(londonTimeWithSeconds('2026-11-26T14:05:09.000Z')).toBe('14:05:09');
    expect(londonShortDate('2026-06-30T23:30:00.000Z')).toBe('1 Jul 2026');
  });

  it('gives a time on its day, with the date when it fell on another day', () => {
    expect(timeOnDay('2026-11-24T10:42:00.000Z', '2026-11-24')).toBe('10:42');
    // Summer time: 23:30 UTC is already the next day in London.
    expect(timeOnDay('2026-06-30T23:30:00.000Z', '2026-07-01')).toBe('00:30');
    expect(timeOnDay('2026-11-25T09:12:00.000Z', '2026-11-24')).toBe('25 Nov, 09:12');
  });

  it('writes a day out in full, and leaves a day it cannot read as it is', () => {
    expect(longDay('2026-11-24')).toBe('Tuesday 24 November 2026');
    expect(longDay('2026-11-22')).toBe('Sunday 22 November 2026');
    expect(longDay('not a day')).toBe('not a day');
  });

  it('says how long ago, in words, for the last month', () => {
    const now = Date.parse('2026-11-24T12:00:00.000Z');
    expect(howLongAgo('2026-11-24T11:59:30.000Z', now)).toBe('just now');
    expect(howLongAgo('2026-11-24T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(howLongAgo('2026-11-24T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(howLongAgo('2026-11-23T10:00:00.000Z', now)).toBe('yesterday');
    expect(howLongAgo('2026-09-01T10:00:00.000Z', now)).toBeNull();
  });
});
