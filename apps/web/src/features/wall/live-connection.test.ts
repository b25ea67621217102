import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveConnection, reconnectDelay, streamUrl } from './live-connection.ts';
import { checkedLiveEvents } from './live-events.ts';
import type { LiveStatus } from './live-connection.ts';
import { FakeSource } from './fake-event-source.ts';

describe('live connection (spec §7 update-screen)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const sources: FakeSource[] = [];
    const statuses: LiveStatus[] = [];
    const chapters: [string, number | undefined][] = [];
    const reloads: string[] = [];
    let freshReads = 0;
    const connection = openLiveConnection({
      read: checkedLiveEvents,
      lastEventId: 7,
      create: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      onStatus: (s) => statuses.push(s),
      onChapterDone: (e, id) => chapters.push([e.barcode, id]),
      onForceReload: (e) => reloads.push(e.reason),
      onReload: () => freshReads++,
    });
    return { connection, sources, statuses, chapters, reloads, freshReads: () => freshReads };
  };

  it('connects with the payload’s lastEventId and passes events on', () => {
    const { sources, statuses, chapters, reloads, connection } = setup();
    expect(sources[0]?.url).toBe(streamUrl(7));
    expect(sources[0]?.url).toBe('/api/live/update-screen?lastEventId=7');
    sources[0]?.open();
    expect(statuses.at(-1)).toBe('live');
    sources[0]?.emit(
      'chapter-done',
      { barcode: 'X1', name: 'a', perek: 'b', day: '2026-11-22', image: null },
      9,
    );
    sources[0]?.emit('chapter-done', { nonsense: true }, 10);
    sources[0]?.emit('force-reload', { reason: 'staff' });
    expect(chapters).toEqual([['X1', 9]]);
    expect(reloads).toEqual(['staff']);
    expect(connection.lastEventId()).toBe(10);
    connection.close();
  });

  it('when the server will not replay that far back, the page reads its data afresh and the next replay starts from the newest event', () => {
    const { sources, chapters, connection, freshReads } = setup();
    sources[0]?.open();
    sources[0]?.emit('reload', { reason: 'replay-window' }, 190_000);
    expect(freshReads()).toBe(1);
    expect(chapters).toEqual([]);
    expect(connection.lastEventId()).toBe(190_000);
    sources[0]?.fail(2);
    vi.advanceTimersByTime(10_000);
    expect(sources[1]?.url).toBe(streamUrl(190_000));
    connection.close();
  });

  it('lets the browser retry while CONNECTING, and makes a new source with backoff once CLOSED', () => {
    const { sources, statuses, connection } = setup();
    sources[0]?.open();
    sources[0]?.emit(
      'chapter-done',
      { barcode: 'X1', name: 'a', perek: 'b', day: '2026-11-22', image: null },
      12,
    );
    sources[0]?.fail(0);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(30_000);
    expect(sources).toHaveLength(1);

    sources[0]?.fail(2);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    expect(sources[1]?.url).toBe(streamUrl(12));
    sources[1]?.fail(2);
    vi.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    sources[2]?.open();
    expect(statuses.at(-1)).toBe('live');
    connection.close();
    expect(sources[2]?.closed).toBe(true);
  });

  it('reconnects at once when nudged (back online)', () => {
    const { sources, connection } = setup();
    sources[0]?.fail(2);
    expect(sources).toHaveLength(1);
    connection.nudge();
    expect(sources).toHaveLength(2);
    sources[1]?.open();
    connection.nudge();
    expect(sources).toHaveLength(2);
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(2);
  });

  it('replaces a stream that fell silent (a half-open connection) after 2.5 heartbeats, replaying from the last id', () => {
    const { sources, statuses, chapters, connection } = setup();
    sources[0]?.open();
    sources[0]?.emit(
      'chapter-done',
      { barcode: 'X1', name: 'a', perek: 'b', type: 'done', day: '2026-11-22', image: null },
      12,
    );
    // Nothing more: no error either, as when a NAT forgets the connection.
    vi.advanceTimersByTime(37_499);
    expect(sources).toHaveLength(1);
    expect(statuses.at(-1)).toBe('live');
    vi.advanceTimersByTime(1);
    expect(sources[0]?.closed).toBe(true);
    expect(sources).toHaveLength(2);
    expect(sources[1]?.url).toBe(streamUrl(12));
    expect(statuses.at(-1)).toBe('reconnecting');
    // The old source is gone for good: a late event from it is not applied twice.
    sources[0]?.emit(
      'chapter-done',
      { barcode: 'X2', name: 'a', perek: 'b', day: '2026-11-22', image: null },
      13,
    );
    sources[1]?.open();
    expect(statuses.at(-1)).toBe('live');
    expect(chapters).toEqual([['X1', 12]]);
    connection.close();
  });

  it('keeps a quiet stream as long as heartbeats come, and learns their interval from them', () => {
    const { sources, statuses, connection } = setup();
    sources[0]?.open();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(15_000);
      sources[0]?.emit('heartbeat', { every: 15_000 });
    }
    expect(sources).toHaveLength(1);
    expect(statuses.at(-1)).toBe('live');

    sources[0]?.emit('heartbeat', { every: 2000 });
    vi.advanceTimersByTime(4_999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    connection.close();
  });

  it('tells the page of each heartbeat (nothing new, as of now), but not of a reload', () => {
    const sources: FakeSource[] = [];
    let heartbeats = 0;
    const connection = openLiveConnection({
      read: checkedLiveEvents,
      lastEventId: 7,
      create: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      onStatus: () => undefined,
      onHeartbeat: () => heartbeats++,
      onChapterDone: () => undefined,
      onForceReload: () => undefined,
      onReload: () => undefined,
    });
    sources[0]?.open();
    sources[0]?.emit('heartbeat', { every: 15_000 });
    sources[0]?.emit('reload', { reason: 'replay-window' }, 2_000);
    expect(heartbeats).toBe(1);
    connection.close();
  });

  it('keeps replacing a stream that never speaks, while the status stays reconnecting', () => {
    const { sources, statuses, connection } = setup();
    vi.advanceTimersByTime(37_500);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(37_500);
    expect(sources).toHaveLength(3);
    expect(statuses.slice(1)).toEqual(['reconnecting', 'reconnecting']);
    connection.close();
    vi.advanceTimersByTime(120_000);
    expect(sources).toHaveLength(3);
  });

  it('passes the office’s chapter-undone and day-changed on, and replays from their ids', () => {
    const sources: FakeSource[] = [];
    const heard: [string, string, number | undefined][] = [];
    const connection = openLiveConnection({
      read: checkedLiveEvents,
      lastEventId: 7,
      create: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      onStatus: () => undefined,
      onChapterDone: () => undefined,
      onChapterUndone: (e, id) => heard.push(['undone', e.barcode, id]),
      onDayChanged: (e, id) => heard.push(['day', e.day, id]),
      onForceReload: () => undefined,
      onReload: () => undefined,
    });
    sources[0]?.open();
    sources[0]?.emit('chapter-undone', { barcode: 'X1', day: '2026-11-22' }, 8);
    sources[0]?.emit('day-changed', { day: '2026-11-22', reason: 'reassign' }, 9);
    sources[0]?.emit('day-changed', { nonsense: true }, 10);
    expect(heard).toEqual([
      ['undone', 'X1', 8],
      ['day', '2026-11-22', 9],
    ]);
    expect(connection.lastEventId()).toBe(10);
    sources[0]?.fail(2);
    vi.advanceTimersByTime(1000);
    expect(sources[1]?.url).toBe(streamUrl(10));
    connection.close();
  });

  it('without an id to start from it hears only what happens next, then replays from what it heard', () => {
    const sources: FakeSource[] = [];
    const connection = openLiveConnection({
      read: checkedLiveEvents,
      lastEventId: null,
      create: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      onStatus: () => undefined,
      onChapterDone: () => undefined,
      onForceReload: () => undefined,
      onReload: () => undefined,
    });
    expect(sources[0]?.url).toBe('/api/live/update-screen');
    expect(connection.lastEventId()).toBeNull();
    sources[0]?.fail(2);
    vi.advanceTimersByTime(1000);
    expect(sources[1]?.url).toBe('/api/live/update-screen');
    // Events of types this page does not follow are still counted for the replay.
    sources[1]?.emit('chapter-undone', { barcode: 'X1', day: '2026-11-22' }, 31);
    expect(connection.lastEventId()).toBe(31);
    connection.close();
  });

  it('backs off up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => reconnectDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
