import { londonDay } from '@zechus/shared';
import { fetchLargeScreen } from './api.ts';
import type { LargeScreenRead } from './api.ts';
import { applyChapterDone, applyChapterUndone, applyDayChanged, mergePayload } from './chapters.ts';
import type { ScanNotice, WallData } from './chapters.ts';
import { openLiveConnection, reconnectDelay } from './live-connection.ts';
import type { EventSourceFactory, LiveConnection, LiveStatus } from './live-connection.ts';
import { checkedLiveEvents } from './live-events.ts';

/** Re-read the whole payload this often, so totals can never stay stale (ms). */
export const REFRESH_EVERY_MS = 60_000;
/** How often to look whether the London day has turned (ms). */
export const DAY_CHECK_EVERY_MS = 20_000;
/**
 * After the office changes the day shown, read it again this soon (ms): a burst of changes (a
 * replay after a reconnect) costs one read, and the hall still sees the new names at once.
 */
export const DAY_CHANGED_RELOAD_MS = 250;

export type WallStatus = 'loading' | 'unavailable' | LiveStatus;

export interface WallFeedOptions {
  /** What to show now. Never null: once the wall has data, nothing takes it off the screen. */
  onData: (data: WallData) => void;
  onStatus: (status: WallStatus) => void;
  /**
   * When the wall last had fresh data (epoch ms): a payload read, or a live event or heartbeat
   * heard. Told only while the stream is not live, the one time it is shown: a hall display
   * that re-rendered on every heartbeat would do it for nothing.
   */
  onLastUpdate: (at: number | null) => void;
  onNotice: (notice: ScanNotice) => void;
  onForceReload: () => void;
  /** GET /api/large-screen (a fake in tests). */
  fetchPayload?: (signal: AbortSignal) => Promise<LargeScreenRead>;
  createSource?: EventSourceFactory;
}

export interface WallFeed {
  /** The browser came back online: reconnect and read the payload at once. */
  online: () => void;
  stop: () => void;
}

/**
 * The wall's data (spec §4 Chapters and live updates): GET /api/large-screen, then the
 * update-screen stream from that payload's lastEventId so nothing in between is lost. The
 * payload is read again every minute, after midnight London, when the browser comes back online,
 * when the office changes the day shown (day-changed), and when the wall was dark for longer
 * than the server replays (its `reload` event). What is on screen stays until a new payload has
 * been read and merged — a failed read keeps it, and a new day replaces the old one in a single
 * step — so the hall never sees the wall go blank.
 */
export function startWallFeed(options: WallFeedOptions): WallFeed {
  const fetchPayload = options.fetchPayload ?? fetchLargeScreen;
  let stopped = false;
  let current: WallData | null = null;
  let connection: LiveConnection | null = null;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let dayChanged: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let live = false;
  let freshAt: number | null = null;

  const show = (next: WallData) => {
    current = next;
    options.onData(next);
  };

  /** The wall's data is as fresh as `at`; never moved back (an older kept copy tells no news). */
  const fresh = (at = Date.now()) => {
    if (freshAt !== null && at <= freshAt) return;
    freshAt = at;
    if (!live) options.onLastUpdate(at);
  };

  const status = (next: WallStatus) => {
    live = next === 'live';
    // Going dark: the marker that now shows says since when.
    if (!live) options.onLastUpdate(freshAt);
    options.onStatus(next);
  };

  const load = async () => {
    if (stopped) return;
    clearTimeout(retry);
    retry = undefined;
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    try {
      const { payload, servedAt } = await fetchPayload(mine.signal);
      if (stopped || mine.signal.aborted) return;
      failures = 0;
      show(mergePayload(current, payload));
      // As fresh as the server's answer: the service worker's kept copy, offline, is older.
      fresh(Math.min(Date.now(), servedAt ?? Date.now()));
      connection ??= listen(payload.lastEventId);
    } catch {
      if (stopped || mine.signal.aborted) return;
      // Spec §8: a failed load is not shown as an error; what is on screen stays.
      if (!current) status('unavailable');
      retry = setTimeout(() => void load(), reconnectDelay(failures++));
    }
  };

  const listen = (lastEventId: number) =>
    openLiveConnection({
      lastEventId,
      read: checkedLiveEvents,
      create: options.createSource,
      onStatus: (s) => {
        if (!stopped) status(s);
      },
      onHeartbeat: () => fresh(),
      onChapterDone: (event, id) => {
        if (!current) return;
        fresh();
        const result = applyChapterDone(current, event, id);
        if (result.data !== current) show(result.data);
        if (result.notice) options.onNotice(result.notice);
      },
      onChapterUndone: (event, id) => {
        if (!current) return;
        fresh();
        const next = applyChapterUndone(current, event, id);
        if (next !== current) show(next);
      },
      onDayChanged: (event, id) => {
        if (!current) return;
        const result = applyDayChanged(current, event, id);
        if (result.data !== current) show(result.data);
        if (result.reload && dayChanged === undefined) {
          dayChanged = setTimeout(() => {
            dayChanged = undefined;
            void load();
          }, DAY_CHANGED_RELOAD_MS);
        }
      },
      onForceReload: options.onForceReload,
      // Dark for longer than the server replays: the whole payload instead of the history. The
      // old one stays on screen until it has come.
      onReload: () => void load(),
    });

  void load();
  const refresh = setInterval(() => void load(), REFRESH_EVERY_MS);
  const dayCheck = setInterval(() => {
    if (current && londonDay(new Date()) !== current.day) void load();
  }, DAY_CHECK_EVERY_MS);

  return {
    online: () => {
      connection?.nudge();
      void load();
    },
    stop: () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(dayChanged);
      clearInterval(refresh);
      clearInterval(dayCheck);
      controller?.abort();
      connection?.close();
    },
  };
}
