import { describe, expect, it } from 'vitest';
import { civilDate } from './format.ts';

describe('civilDate', () => {
  it('renders the calendar day whatever the time zone', () => {
    expect(civilDate('2026-12-13')).toBe('Sun, 13 Dec 2026');
  });

  it('leaves anything else as it is', () => {
    expect(civilDate('soon')).toBe('soon');
  });
});
