import { londonDay } from '@zechus/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from './clock.ts';

describe("the programme's today", () => {
  afterEach(() => vi.useRealTimers());

  it('turns at midnight in London, in summer time as in winter', () => {
    const { today } = createClock(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T22:59:59.999Z')); // 23:59 in London (BST)
    expect(today()).toBe('2026-07-01');
    vi.setSystemTime(new Date('2026-07-01T23:00:00.000Z')); // midnight in London
    expect(today()).toBe('2026-07-02');
    vi.setSystemTime(new Date('2026-12-31T23:59:59.999Z'));
    expect(today()).toBe('2026-12-31');
    vi.setSystemTime(new Date('2027-01-01T00:00:00.000Z'));
    expect(today()).toBe('2027-01-01');
  });

  it('follows a clock set back as well as forward', () => {
    const { today } = createClock(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    expect(today()).toBe('2026-03-10');
    vi.setSystemTime(new Date('2026-03-09T12:00:00Z'));
    expect(today()).toBe('2026-03-09');
    vi.useRealTimers();
    expect(today()).toBe(londonDay(new Date()));
  });
});
