import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextScrollTop, scrollAt, startAutoScroll } from './auto-scroll.ts';
import type { ScrollMetrics } from './auto-scroll.ts';

describe('nextScrollTop', () => {
  it('does nothing when the list fits', () => {
    expect(nextScrollTop({ scrollTop: 0, clientHeight: 500, scrollHeight: 500 })).toBeNull();
  });
  it('moves one viewport down, clamped to the end, then wraps to the top', () => {
    expect(nextScrollTop({ scrollTop: 0, clientHeight: 500, scrollHeight: 1200 })).toBe(500);
    expect(nextScrollTop({ scrollTop: 500, clientHeight: 500, scrollHeight: 1200 })).toBe(700);
    expect(nextScrollTop({ scrollTop: 700, clientHeight: 500, scrollHeight: 1200 })).toBe(0);
  });
});

describe('scrollAt', () => {
  it('starts at from and ends at to', () => {
    expect(scrollAt(0, 500, 0, 1000)).toBe(0);
    expect(scrollAt(0, 500, 500, 1000)).toBe(250);
    expect(scrollAt(0, 500, 1000, 1000)).toBe(500);
    expect(scrollAt(0, 500, 5000, 1000)).toBe(500);
  });
});

describe('startAutoScroll (spec §9: every 5000 ms, starting 1 s after the names arrive)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('steps at 1 s, 6 s, 11 s … and wraps to the top', () => {
    const box: ScrollMetrics = { scrollTop: 0, clientHeight: 400, scrollHeight: 1000 };
    const moves: number[] = [];
    const stop = startAutoScroll({
      read: () => box,
      scrollTo: (top) => {
        moves.push(top);
        box.scrollTop = top;
      },
    });
    vi.advanceTimersByTime(999);
    expect(moves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(moves).toEqual([400]);
    vi.advanceTimersByTime(4_999);
    expect(moves).toEqual([400]);
    vi.advanceTimersByTime(1);
    expect(moves).toEqual([400, 600]);
    vi.advanceTimersByTime(5_000);
    expect(moves).toEqual([400, 600, 0]);
    stop();
    vi.advanceTimersByTime(50_000);
    expect(moves).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves a list that fits alone', () => {
    const scrollTo = vi.fn();
    const stop = startAutoScroll({
      read: () => ({ scrollTop: 0, clientHeight: 400, scrollHeight: 400 }),
      scrollTo,
    });
    vi.advanceTimersByTime(30_000);
    expect(scrollTo).not.toHaveBeenCalled();
    stop();
  });
});
