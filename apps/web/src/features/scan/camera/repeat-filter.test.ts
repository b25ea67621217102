import { describe, expect, it } from 'vitest';
import { REPEAT_QUIET_MS, createRepeatFilter } from './repeat-filter.ts';

describe('createRepeatFilter', () => {
  it('sends a sheet once while it stays in view', () => {
    const filter = createRepeatFilter();
    // Five reads a second for ten seconds: each sighting comes well inside the quiet time.
    const sent = Array.from({ length: 50 }, (_, i) => filter.accept('A-1', i * 200));
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(sent[0]).toBe(true);
  });

  it('sends the next sheet at once, and the first again after it', () => {
    const filter = createRepeatFilter();
    expect(filter.accept('A-1', 0)).toBe(true);
    expect(filter.accept('B-2', 200)).toBe(true);
    expect(filter.accept('B-2', 400)).toBe(false);
    expect(filter.accept('A-1', 600)).toBe(true);
  });

  it('sends the same sheet again once it has been away for the quiet time', () => {
    const filter = createRepeatFilter();
    expect(filter.accept('A-1', 1000)).toBe(true);
    expect(filter.accept('A-1', 1000 + REPEAT_QUIET_MS - 1)).toBe(false);
    // Counted from the last sighting, not the first.
    expect(filter.accept('A-1', 1000 + 2 * REPEAT_QUIET_MS - 2)).toBe(false);
    expect(filter.accept('A-1', 1000 + 3 * REPEAT_QUIET_MS)).toBe(true);
  });

  it('sends the very first read whatever the clock says', () => {
    expect(createRepeatFilter().accept('A-1', 0)).toBe(true);
    expect(createRepeatFilter(100).accept('A-1', 5)).toBe(true);
  });
});
