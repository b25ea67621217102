import {
  DEFAULT_LIVE_HEARTBEAT_MS,
  LIVE_HEARTBEAT_EVENT,
  LIVE_RELOAD_EVENT,
  LIVE_STREAM_PATH,
} from '@zechus/shared';
import type {
  ChapterDoneEvent,
  ChapterUndoneEvent,
  DayChangedEvent,
  ForceReloadEvent,
  HeartbeatEvent,
} from '@zechus/shared';

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

/**
 * How a page reads each event's data (already JSON-parsed): the event, or undefined to ignore it.
 * The wall checks every event against its shared schema (live-events.ts); a donor's progress
 * page, which only reads the day again, reads them by type and loads no Zod (decision 0029).
 */
export interface LiveEventReaders {
  heartbeat: (data: unknown) => HeartbeatEvent | undefined;
  chapterDone: (data: unknown) => ChapterDoneEvent | undefined;
  chapterUndone: (data: unknown) => ChapterUndoneEvent | undefined;
  dayChanged: (data: unknown) => DayChangedEvent | undefined;
  forceReload: (data: unknown) => ForceReloadEvent | undefined;
}

export interface LiveConnectionOptions {
  /**
   * Replay everything after this id (the wall's payload's lastEventId); null to hear only what
   * happens from now on (a page whose data carries no event id, e.g. the donors' progress).
   */
  lastEventId: number | null;
  read: LiveEventReaders;
  onChapterDone: (event: ChapterDoneEvent, id: number | undefined) => void;
  /** The office undid a done chapter (it is pending again). */
  onChapterUndone?: (event: ChapterUndoneEvent, id: number | undefined) => void;
  /** The office changed a day otherwise (a perek given to another child): read it again. */
  onDayChanged?: (event: DayChangedEvent, id: number | undefined) => void;
  onForceReload: (event: ForceReloadEvent) => void;
  /**
   * The server would not replay what was missed (too far back, or no longer kept): read the
   * page's data afresh. The stream goes on from the newest event.
   */
  onReload: () => void;
  onStatus: (status: LiveStatus) => void;
  /** A heartbeat came: nothing new, as of now (the wall's "last update" counts it). */
  onHeartbeat?: () => void;
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
  /** The highest event id seen so far (null: none yet, and none given to start from). */
  lastEventId: () => number | null;
  /** Reconnect now if the stream is not open (the browser came back online). */
  nudge: () => void;
  close: () => void;
}

/** The stream's address, replaying from `lastEventId` (null: from now on, no replay). */
export const streamUrl = (lastEventId: number | null): string =>
  lastEventId === null
    ? LIVE_STREAM_PATH
    : `${LIVE_STREAM_PATH}?lastEventId=${encodeURIComponent(String(lastEventId))}`;

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
      const heartbeat = options.read.heartbeat(parseData(event.data));
      if (heartbeat) heartbeatMs = heartbeat.every;
      heard(current);
      options.onHeartbeat?.();
    });
    /** An event with an id: heard, its id kept for the next replay, then passed on. */
    const on = (type: string, pass: (data: unknown, id: number | undefined) => void) => {
      current.addEventListener(type, (event) => {
        if (source !== current) return;
        heard(current);
        const raw = event.lastEventId ? Number(event.lastEventId) : undefined;
        const id = raw !== undefined && Number.isFinite(raw) ? raw : undefined;
        if (id !== undefined) lastId = Math.max(lastId ?? 0, id);
        pass(parseData(event.data), id);
      });
    };
    on('chapter-done', (data, id) => {
      const event = options.read.chapterDone(data);
      if (event) options.onChapterDone(event, id);
    });
    on('chapter-undone', (data, id) => {
      const event = options.read.chapterUndone(data);
      if (event) options.onChapterUndone?.(event, id);
    });
    on('day-changed', (data, id) => {
      const event = options.read.dayChanged(data);
      if (event) options.onDayChanged?.(event, id);
    });
    // Its id is the newest event's, so `on` moves the next replay past the history it skipped.
    on(LIVE_RELOAD_EVENT, () => options.onReload());
    on('force-reload', (data) => {
      options.onForceReload(options.read.forceReload(data) ?? { reason: '' });
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
