import { describe, expect, it } from 'vitest';
import { dayFixedByTheEvening } from './printed-sheets.ts';

describe('the evening before, tomorrow’s perakim are fixed for everyone', () => {
  it('from 18:00 in London tomorrow is fixed, before it nothing is', () => {
    // 28 November 2026: London is on GMT, so 18:00 there is 18:00 UTC.
    expect(dayFixedByTheEvening('2026-11-28', new Date('2026-11-28T17:59:00Z'))).toBeNull();
    expect(dayFixedByTheEvening('2026-11-28', new Date('2026-11-28T18:00:00Z'))).toBe('2026-11-29');
    expect(dayFixedByTheEvening('2026-11-28', new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
  });

  it('in summer the evening is London’s, not UTC’s', () => {
    // 1 July: BST, so 18:00 in London is 17:00 UTC.
    expect(dayFixedByTheEvening('2026-07-01', new Date('2026-07-01T17:00:00Z'))).toBe('2026-07-02');
    expect(dayFixedByTheEvening('2026-07-01', new Date('2026-07-01T16:59:00Z'))).toBeNull();
  });

  it('a day pinned in the past (tests) is never fixed by today’s evening', () => {
    expect(dayFixedByTheEvening('2026-11-22', new Date('2026-11-28T20:00:00Z'))).toBeNull();
  });
});
