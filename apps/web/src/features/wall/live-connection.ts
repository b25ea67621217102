import {
  DEFAULT_LIVE_HEARTBEAT_MS,
  LIVE_HEARTBEAT_EVENT,
  LIVE_STREAM_PATH,
  chapterDoneEventSchema,
  forceReloadEventSchema,
  heartbeatEventSchema,
} from '@zechus/shared';
import type { ChapterDoneEvent, ForceReloadEvent } from '@zechus/shared';

/** The part of the browser's EventSource this module uses (a fake one in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

/** EventSource.CLOSED, without touching the global in tests. */
const CLOSED = 2;

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export interface LiveConnectionOptions {
  /** Replay everything after this id (the payload's lastEventId). */
  lastEventId: number;
  onChapterDone: (event: ChapterDoneEvent, id: number | undefined) => void;
  onForceReload: (event: ForceReloadEvent) => void;
  onStatus: (status: LiveStatus) => void;
  create?: EventSourceFactory;
  /** Longest wait between our own reconnects (ms). */
  maxBackoffMs?: number;
  /**
   * The server's heartbeat interval until its first heartbeat says otherwise (ms); silence for
   * STALL_AFTER_HEARTBEATS of them counts as a dead stream.
   */
  heartbeatMs?: number;
}

export interface LiveConnection {
  /** The highest event id seen so far. */
  lastEventId: () => number;
  /** Reconnect now if the stream is not open (the browser came back online). */
  nudge: () => void;
  close: () => void;
}

/** The stream's address, replaying from `lastEventId`. */
export const streamUrl = (lastEventId: number): string =>
  `${LIVE_STREAM_PATH}?lastEventId=${encodeURIComponent(String(lastEventId))}`;

/**
 * Heartbeat intervals of silence after which the stream counts as dead. A half-open connection
 * (a NAT or Wi-Fi that dropped it without a word) never errors: only silence gives it away. 2.5
 * lets one heartbeat be late or lost without a needless reconnect.
 */
export const STALL_AFTER_HEARTBEATS = 2.5;

/** Our own reconnect delays: 1 s, 2 s, 4 s, 8 s, then `max` (10 s). */
export const reconnectDelay = (attempt: number, max = 10_000): number =>
  Math.min(max, 1000 * 2 ** Math.max(0, attempt));

const parseData = (raw: unknown): unknown => {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The update-screen channel (spec §7) over Server-Sent Events. The browser reconnects by itself
 * while the source is CONNECTING and resends Last-Event-ID, so the server replays what was
 * missed; when the source ends up CLOSED (the server answered an error), a new one is made with
 * the last id seen, after a growing pause. And since a connection can die without either side
 * hearing of it, a source that has sent nothing — not even a heartbeat — for
 * STALL_AFTER_HEARTBEATS intervals is replaced at once, again from the last id seen.
 */
export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const create: EventSourceFactory = options.create ?? ((url) => new EventSource(url));
  let lastId = options.lastEventId;
  let source: EventSourceLike | null = null;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let heartbeatMs = options.heartbeatMs ?? DEFAULT_LIVE_HEARTBEAT_MS;
  let closed = false;
  let open = false;

  /** Something arrived from `from` (or it was just made): it has another full spell to speak. */
  const heard = (from: EventSourceLike) => {
    if (source !== from || closed) return;
    clearTimeout(watchdog);
    watchdog = setTimeout(() => stalled(from), heartbeatMs * STALL_AFTER_HEARTBEATS);
  };

  const stalled = (from: EventSourceLike) => {
    if (source !== from || closed) return;
    from.close();
    attempt = Math.max(attempt, 1);
    connect();
  };

  const connect = () => {
    retry = undefined;
    if (closed) return;
    open = false;
    options.onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const current = create(streamUrl(lastId));
    source = current;
    heard(current);
    current.onopen = () => {
      if (source !== current) return;
      attempt = 0;
      open = true;
      heard(current);
      options.onStatus('live');
    };
    current.onerror = () => {
      if (source !== current || closed) return;
      open = false;
      options.onStatus('reconnecting');
      if (current.readyState === CLOSED) {
        current.close();
        schedule();
      }
    };
    // A replaced source is deaf: what it still had queued comes again on the new one.
    current.addEventListener(LIVE_HEARTBEAT_EVENT, (event) => {
      if (source !== current) return;
      const parsed = heartbeatEventSchema.safeParse(parseData(event.data));
      if (parsed.success) heartbeatMs = parsed.data.every;
      heard(current);
    });
    current.addEventListener('chapter-done', (event) => {
      if (source !== current) return;
      heard(current);
      const id = event.lastEventId ? Number(event.lastEventId) : undefined;
      if (id !== undefined && Number.isFinite(id)) lastId = Math.max(lastId, id);
      const parsed = chapterDoneEventSchema.safeParse(parseData(event.data));
      if (parsed.success) options.onChapterDone(parsed.data, id);
    });
    current.addEventListener('force-reload', (event) => {
      if (source !== current) return;
      heard(current);
      const parsed = forceReloadEventSchema.safeParse(parseData(event.data));
      options.onForceReload(parsed.success ? parsed.data : { reason: '' });
    });
  };

  const schedule = () => {
    if (closed || retry !== undefined) return;
    // No source while we wait: nothing to watch.
    clearTimeout(watchdog);
    const delay = reconnectDelay(attempt, options.maxBackoffMs);
    attempt++;
    retry = setTimeout(connect, delay);
  };

  connect();

  return {
    lastEventId: () => lastId,
    nudge: () => {
      if (closed || open) return;
      if (retry !== undefined) clearTimeout(retry);
      source?.close();
      attempt = Math.max(attempt, 1);
      connect();
    },
    close: () => {
      closed = true;
      if (retry !== undefined) clearTimeout(retry);
      clearTimeout(watchdog);
      source?.close();
      source = null;
    },
  };
}
