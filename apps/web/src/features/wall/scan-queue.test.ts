import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScanQueue } from './scan-queue.ts';
import type { ScanQueueItem } from './scan-queue.ts';

describe('scan queue (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const seen: (readonly ScanQueueItem[])[] = [];
    const queue = createScanQueue<string>({ onChange: (v) => seen.push(v) });
    const keys = () => queue.visible().map((v) => v.key);
    return { queue, seen, keys };
  };

  it('shows a waiting scan at the next 200 ms check, not before', () => {
    const { queue, keys } = setup();
    queue.push('a', 'A');
    vi.advanceTimersByTime(199);
    expect(keys()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(keys()).toEqual(['a']);
    queue.dispose();
  });

  it('shows at most 4; the fifth waits until one is removed 10 s after display', () => {
    const { queue, keys } = setup();
    for (const k of ['a', 'b', 'c', 'd', 'e']) queue.push(k, k);
    vi.advanceTimersByTime(200);
    expect(keys()).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.waiting()).toBe(1);
    vi.advanceTimersByTime(9_999);
    expect(keys()).toEqual(['a', 'b', 'c', 'd']);
    vi.advanceTimersByTime(1);
    expect(keys()).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(keys()).toEqual(['e']);
    vi.advanceTimersByTime(10_000);
    expect(keys()).toEqual([]);
    queue.dispose();
  });

  it('removes each scan 10 s after its own display', () => {
    const { queue, keys } = setup();
    queue.push('a', 'A');
    vi.advanceTimersByTime(200);
    vi.advanceTimersByTime(3_000);
    queue.push('b', 'B');
    vi.advanceTimersByTime(200);
    expect(keys()).toEqual(['a', 'b']);
    vi.advanceTimersByTime(6_800);
    expect(keys()).toEqual(['b']);
    vi.advanceTimersByTime(3_200);
    expect(keys()).toEqual([]);
    queue.dispose();
  });

  it('ignores a key already waiting or visible', () => {
    const { queue, keys } = setup();
    queue.push('a', 'A');
    queue.push('a', 'A');
    vi.advanceTimersByTime(200);
    queue.push('a', 'A');
    vi.advanceTimersByTime(200);
    expect(keys()).toEqual(['a']);
    expect(queue.waiting()).toBe(0);
    queue.dispose();
  });

  it('stops its timers on dispose', () => {
    const { queue, seen } = setup();
    queue.push('a', 'A');
    queue.dispose();
    vi.advanceTimersByTime(20_000);
    expect(seen).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
