import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveRefetcher } from './live-refetch.ts';

describe('a donor’s progress page follows the live stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const refetch = vi.fn();
    const refetcher = createLiveRefetcher({ refetch });
    return { refetch, refetcher };
  };

  it('reads its data again when a scan, an undo or an office change concerns the day shown', () => {
    const { refetch, refetcher } = setup();
    refetcher.showDay('2026-11-24');
    refetcher.event('2026-11-24');
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('ignores events about other days', () => {
    const { refetch, refetcher } = setup();
    refetcher.showDay('2026-11-24');
    refetcher.event('2026-11-23');
    refetcher.event('2026-11-25');
    vi.advanceTimersByTime(5000);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('reads at most once a second in a burst, and always after the last event of it', () => {
    const { refetch, refetcher } = setup();
    refetcher.showDay('2026-11-24');
    refetcher.event('2026-11-24');
    expect(refetch).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(40);
      refetcher.event('2026-11-24');
    }
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(refetch).toHaveBeenCalledTimes(2);
    // Quiet for over a second: the next event is read at once.
    refetcher.event('2026-11-24');
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it('answers an event that came while the page was loading, once it knows the day was that one', () => {
    const { refetch, refetcher } = setup();
    refetcher.showDay(undefined);
    refetcher.event('2026-11-24');
    refetcher.event('2026-11-20');
    expect(refetch).not.toHaveBeenCalled();
    refetcher.showDay('2026-11-24');
    expect(refetch).toHaveBeenCalledTimes(1);

    // Another day opened (the donor's next day); an event about the old day while it loads.
    refetcher.showDay(undefined);
    refetcher.event('2026-11-24');
    refetcher.showDay('2026-11-25');
    vi.advanceTimersByTime(5000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('reads again when the stream comes back after a loss', () => {
    const { refetch, refetcher } = setup();
    refetcher.reconnected();
    expect(refetch).not.toHaveBeenCalled();
    refetcher.showDay('2026-11-24');
    refetcher.reconnected();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing once the page is left', () => {
    const { refetch, refetcher } = setup();
    refetcher.showDay('2026-11-24');
    refetcher.event('2026-11-24');
    refetcher.event('2026-11-24');
    refetcher.dispose();
    vi.advanceTimersByTime(5000);
    refetcher.event('2026-11-24');
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
