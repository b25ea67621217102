import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSlide, startTicker } from './slides.ts';

describe('slides (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wraps to the first slide', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('advances every 10,000 ms after a 1000 ms start delay', () => {
    const onTick = vi.fn();
    const stop = startTicker({ onTick });
    vi.advanceTimersByTime(10_999);
    expect(onTick).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(100_000);
    expect(onTick).toHaveBeenCalledTimes(2);
  });
});
