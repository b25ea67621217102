import { LIVE_RELOAD_EVENT, type ReloadEvent } from '@zechus/shared';

/**
 * How far back a reconnecting stream is replayed, in events (issue 10: an anonymous
 * `Last-Event-ID: 0` replayed a year of scans, ≈190,000 events, and 20 such clients cost 42 s
 * of CPU). A day of learning is 525 `chapter-done` events and a few office changes, so 1,000
 * still replays a wall that was dark for a whole day. Further back, a fresh GET
 * /api/large-screen is the cheaper recovery as well as the bounded one: it costs about 4–10 ms,
 * as much as reading, formatting and writing roughly 1,000 replayed events.
 */
export const DEFAULT_REPLAY_WINDOW = 1000;

/** Events read at a time during a replay; between pages the hub looks whether anyone listens. */
export const REPLAY_PAGE = 200;

/** The ids the live_events table holds: its oldest row (null: none) and its newest (0: none). */
export interface HistoryBounds {
  oldest: number | null;
  newest: number;
}

/**
 * Whether every event after `lastEventId` can be replayed, and should be. Not when it is more
 * than `window` events behind the newest; nor when it is ahead of the newest (ids this database
 * never gave: it was restored or replaced, and the client would wait for ids that never come);
 * nor when the events after it were purged (an older row than it is missing: ids skipped by a
 * rolled-back publish look the same, and a needless reload is harmless).
 */
export function canReplay(lastEventId: number, bounds: HistoryBounds, window: number): boolean {
  if (lastEventId > bounds.newest) return false;
  if (bounds.newest - lastEventId > window) return false;
  return bounds.oldest === null || lastEventId >= bounds.oldest - 1;
}

const RELOAD: ReloadEvent = { reason: 'replay-window' };

/**
 * The `reload` event, carrying the newest id: the browser's Last-Event-ID moves past the history
 * it skipped, so its next reconnect replays from here, not from where it was.
 */
export const formatReload = (newest: number): string =>
  `id: ${newest}\nevent: ${LIVE_RELOAD_EVENT}\ndata: ${JSON.stringify(RELOAD)}\n\n`;
