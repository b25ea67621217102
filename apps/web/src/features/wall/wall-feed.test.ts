import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LargeScreen, WallChapter } from '@zechus/shared';
import type { LargeScreenRead } from './api.ts';
import type { WallData } from './chapters.ts';
import { FakeSource } from './fake-event-source.ts';
import { streamUrl } from './live-connection.ts';
import { wallClock } from './strings.ts';
import { DAY_CHECK_EVERY_MS, REFRESH_EVERY_MS, startWallFeed } from './wall-feed.ts';
import type { WallStatus } from './wall-feed.ts';

const chapter = (barcode: string, perekIndex: number, done = false): WallChapter => ({
  barcode,
  done,
  perekIndex,
  perek: `ברכות פרק ${'אבג'[perekIndex] ?? ''}`,
  masechet: 'ברכות',
  seder: 0,
  name: `לומד ${perekIndex}`,
  image: null,
});

const payload = (
  day: string,
  chapters: WallChapter[],
  lastEventId: number,
  hebrew = 'ב׳ כסלו',
): LargeScreen => ({
  chapters,
  enrollments: [{ name: 'פלוני בן פלוני', kind: 'yoirtzeit' }],
  date: { day, hebrew },
  lastEventId,
});

const TODAY = '2026-11-22';
/** Today's three chapters, those named done. */
const today = (lastEventId = 10, ...done: string[]) =>
  payload(
    TODAY,
    ['B0', 'B1', 'B2'].map((barcode, i) => chapter(barcode, i, done.includes(barcode))),
    lastEventId,
  );

const done = (barcode: string) => ({
  barcode,
  name: 'יוסף',
  perek: 'ברכות פרק א',
  day: TODAY,
  image: null,
});

interface Read {
  /** Answers the read, as the server did at `servedAt` (its Date header; default now). */
  resolve: (payload: LargeScreen, servedAt?: number) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

/** A wall fed by a fake server: each GET /api/large-screen waits until the test answers it. */
const setup = () => {
  const sources: FakeSource[] = [];
  const reads: Read[] = [];
  /** Every state the wall was given to show, in order: each one is a frame the hall could see. */
  const frames: WallData[] = [];
  const statuses: WallStatus[] = [];
  const lastUpdates: (number | null)[] = [];
  const feed = startWallFeed({
    onData: (data) => frames.push(data),
    onStatus: (status) => statuses.push(status),
    onLastUpdate: (at) => lastUpdates.push(at),
    onNotice: () => undefined,
    onForceReload: () => undefined,
    fetchPayload: (signal) =>
      new Promise<LargeScreenRead>((resolve, reject) =>
        reads.push({
          resolve: (payload, servedAt = Date.now()) => resolve({ payload, servedAt }),
          reject,
          signal,
        }),
      ),
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
  });
  /** The newest read not given up on. */
  const pending = () => {
    const read = reads.findLast((r) => !r.signal.aborted);
    if (!read) throw new Error('no read pending');
    return read;
  };
  const source = () => {
    const last = sources.at(-1);
    if (!last) throw new Error('no stream yet');
    return last;
  };
  return { feed, sources, reads, frames, statuses, lastUpdates, pending, source };
};

/** Lets the promises settle (and any timer due now run). */
const settle = () => vi.advanceTimersByTimeAsync(0);

const at = (iso: string) => Date.parse(iso);

describe('the wall through an outage (issue 24)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // November: London is on GMT, so its clock reads as UTC.
    vi.setSystemTime(at('2026-11-22T16:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says since when it has had no news: the last heartbeat or event heard, not the moment the stream dropped', async () => {
    const wall = setup();
    wall.pending().resolve(today());
    await settle();
    expect(wall.lastUpdates.at(-1)).toBe(at('2026-11-22T16:00:00Z'));
    wall.source().open();
    const whileLive = wall.lastUpdates.length;

    // Live: a heartbeat every 15 s until 16:04:45, then a scan at 16:05; the wall is not
    // re-rendered for them.
    for (let beat = 0; beat < 19; beat++) {
      await vi.advanceTimersByTimeAsync(15_000);
      wall.source().emit('heartbeat', { every: 15_000 });
    }
    await vi.advanceTimersByTimeAsync(15_000);
    wall.source().emit('chapter-done', done('B0'), 11);
    expect(wall.sources).toHaveLength(1);
    expect(wall.lastUpdates).toHaveLength(whileLive);

    // The stream drops 20 s later: the marker's time is the scan's, 16:05.
    await vi.advanceTimersByTimeAsync(20_000);
    wall.source().fail(0);
    expect(wall.statuses.at(-1)).toBe('reconnecting');
    expect(wall.lastUpdates.at(-1)).toBe(at('2026-11-22T16:05:00Z'));
    expect(wallClock(wall.lastUpdates.at(-1) ?? 0)).toBe('16:05');
    expect(wall.frames.at(-1)?.chapters.map((c) => c.done)).toEqual([true, false, false]);

    // Still dark, but the minute's payload read gets through: that is fresh data too.
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS - 20_000);
    const refreshedAt = Date.now();
    wall.pending().resolve(today(12, 'B0', 'B1'));
    await settle();
    expect(wall.statuses.at(-1)).toBe('reconnecting');
    expect(wall.lastUpdates.at(-1)).toBe(refreshedAt);
    expect(wallClock(refreshedAt)).toBe('16:06');

    // Back: live, and the marker goes (the status says so; nothing else is re-rendered).
    wall.source().open();
    expect(wall.statuses.at(-1)).toBe('live');
    wall.feed.stop();
  });

  it('takes no kept copy for news: the service worker’s answer offline keeps the time it was read', async () => {
    const wall = setup();
    // A tablet restarted during an outage: the first answer is the copy kept at 09:12.
    wall.pending().resolve(today(), at('2026-11-22T09:12:30Z'));
    await settle();
    wall.source().fail(2);
    expect(wall.statuses.at(-1)).toBe('reconnecting');
    expect(wallClock(wall.lastUpdates.at(-1) ?? 0)).toBe('09:12');

    // The network returns for a moment: a heartbeat at 16:00:10, then the stream drops again.
    await vi.advanceTimersByTimeAsync(1_000);
    wall.source().open();
    await vi.advanceTimersByTimeAsync(9_000);
    wall.source().emit('heartbeat', { every: 15_000 });
    wall.source().fail(2);
    expect(wall.lastUpdates.at(-1)).toBe(at('2026-11-22T16:00:10Z'));

    // The minute's read is answered by the kept copy again: the time stays.
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS);
    wall.pending().resolve(today(), at('2026-11-22T09:12:30Z'));
    await settle();
    expect(wall.lastUpdates.at(-1)).toBe(at('2026-11-22T16:00:10Z'));
    wall.feed.stop();
  });

  it('before its first payload it reconnects without a time, and never shows an error', async () => {
    const wall = setup();
    wall.pending().reject(new Error('offline'));
    await settle();
    expect(wall.statuses).toEqual(['unavailable']);
    expect(wall.lastUpdates).toEqual([null]);
    expect(wall.frames).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    wall.pending().resolve(today());
    await settle();
    expect(wall.frames).toHaveLength(1);
    expect(wall.lastUpdates.at(-1)).toBe(at('2026-11-22T16:00:01Z'));
    wall.feed.stop();
  });

  it('after an outage longer than the replay window, keeps what it shows until the day’s payload is read again, failed reads included', async () => {
    const wall = setup();
    wall.pending().resolve(today());
    await settle();
    wall.source().open();
    wall.source().emit('chapter-done', done('B0'), 11);
    const before = wall.frames.at(-1);
    expect(before?.chapters.map((c) => c.done)).toEqual([true, false, false]);

    // The hall's network is down for long: the server answered an error, so a new stream is
    // tried, and the minute's reads fail meanwhile.
    wall.source().fail(2);
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS);
    wall.pending().reject(new TypeError('Failed to fetch'));
    await settle();
    expect(wall.statuses.at(-1)).toBe('reconnecting');

    // Back: more than the window was missed, so the server sends `reload` instead of history.
    const frames = wall.frames.length;
    const stream = wall.source();
    stream.open();
    stream.emit('reload', { reason: 'replay-window' }, 2_000);
    // The read it starts fails once (the Wi-Fi flaps): nothing leaves the screen...
    wall.pending().reject(new TypeError('Failed to fetch'));
    await settle();
    expect(wall.frames).toHaveLength(frames);
    expect(wall.statuses.at(-1)).toBe('live');
    // ...and the retry's payload is merged in one step: B1, scanned in the dark, is done.
    await vi.advanceTimersByTimeAsync(2_000);
    wall.pending().resolve(today(2_000, 'B0', 'B1'));
    await settle();
    expect(wall.frames).toHaveLength(frames + 1);
    expect(wall.frames.at(-1)?.chapters.map((c) => c.done)).toEqual([true, true, false]);
    expect(wall.frames.every((f) => f.chapters.length === 3)).toBe(true);

    // The next replay starts from the newest event, not from where the wall was.
    stream.fail(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(wall.source().url).toBe(streamUrl(2_000));
    wall.feed.stop();
  });

  it('when the London day turned during the outage, shows yesterday until today’s chapters have come, then only today’s', async () => {
    vi.setSystemTime(at('2026-11-22T23:50:00Z'));
    const wall = setup();
    wall.pending().resolve(today());
    await settle();
    wall.source().open();
    wall.source().fail(2);

    // Midnight in London, still dark: the day check reads the payload and fails; the wall
    // keeps yesterday's chapters rather than an empty frame.
    vi.setSystemTime(at('2026-11-23T00:00:05Z'));
    await vi.advanceTimersByTimeAsync(DAY_CHECK_EVERY_MS);
    wall.pending().reject(new TypeError('Failed to fetch'));
    await settle();
    expect(wall.frames.at(-1)?.day).toBe(TODAY);

    // The network returns: the new day's payload replaces the old in a single frame.
    await vi.advanceTimersByTimeAsync(1_000);
    const next = payload(
      '2026-11-23',
      [chapter('C0', 0), chapter('C1', 1), chapter('C2', 2), chapter('C3', 3)],
      30,
      'ג׳ כסלו',
    );
    wall.pending().resolve(next);
    await settle();
    expect(wall.frames.map((f) => [f.day, f.chapters.map((c) => c.barcode).join()])).toEqual([
      [TODAY, 'B0,B1,B2'],
      ['2026-11-23', 'C0,C1,C2,C3'],
    ]);
    expect(wall.frames.at(-1)?.hebrewDate).toBe('ג׳ כסלו');
    wall.feed.stop();
  });
});
