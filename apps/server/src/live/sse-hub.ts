import type { ServerResponse } from 'node:http';
import { DEFAULT_LIVE_HEARTBEAT_MS, LIVE_HEARTBEAT_EVENT } from '@zechus/shared';
import type { LiveBus, LiveEvent } from './live-bus.ts';
import { DEFAULT_REPLAY_WINDOW, REPLAY_PAGE, canReplay, formatReload } from './replay.ts';
import { StreamAdmission, type Refusal } from './stream-admission.ts';

/** Bytes a slow client may have waiting before we drop it (it reconnects and replays). */
const MAX_BUFFERED = 1024 * 1024;

export interface SseHubOptions {
  /** How often every stream gets a heartbeat event (ms). */
  heartbeatMs?: number;
  /**
   * How often the hub reads new events unasked (ms), in case an announcement was lost; 0 turns
   * it off (a test that must prove LISTEN/NOTIFY alone carries the event).
   */
  safetyPollMs?: number;
  /** Open streams in all (LIVE_MAX_STREAMS) and from one address (LIVE_MAX_STREAMS_PER_ADDRESS). */
  maxStreams?: number;
  maxStreamsPerAddress?: number;
  /** Events a reconnect may be behind and still be replayed (LIVE_REPLAY_WINDOW). */
  replayWindow?: number;
}

export const DEFAULT_SAFETY_POLL_MS = 2000;
/** After a failed read of new events, the next try (ms). */
const RETRY_READ_MS = 1000;

/**
 * The last words of a stream this instance ends as it stops: an SSE `retry:` that has the browser
 * reconnect within a second (behind nginx, to another instance; the replay from Last-Event-ID
 * makes it seamless). Spread over 250–1000 ms, so a hall's worth of walls and progress pages do
 * not all arrive at the other instance in the same millisecond.
 */
export const formatGoodbye = (random = Math.random()): string =>
  `retry: ${250 + Math.floor(random * 750)}\n\n`;

interface Client {
  res: ServerResponse;
  /** What it counts against in the per-address limit. */
  addressKey: string;
  /** The highest event id written to this client. */
  lastSent: number;
  /** Still replaying: live events wait until the replay is written. */
  ready: boolean;
}

export const formatEvent = (event: LiveEvent): string =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`;

/**
 * A named event without an id (so the browser's Last-Event-ID stays the last real event's): unlike
 * an SSE comment, EventSource dispatches it, so the wall can tell a quiet stream from a dead one.
 * Its data is the interval, so the wall knows how long silence may last.
 */
const formatHeartbeat = (everyMs: number): string =>
  `event: ${LIVE_HEARTBEAT_EVENT}\ndata: {"every":${everyMs}}\n\n`;

/**
 * Fans live events out to every connected SSE client of this instance. On each announcement it
 * reads the events newer than the last it delivered, once for all clients, and writes them in id
 * order; a slow poll covers a lost announcement. A client that reconnects with Last-Event-ID first
 * gets every event it missed from the database, or `reload` if that is too far back. It counts
 * the open streams against their limits (stream-admission.ts).
 */
export class SseHub {
  readonly #clients = new Set<Client>();
  #lastDelivered = 0;
  #reading = false;
  #again = false;
  #heartbeat: NodeJS.Timeout | undefined;
  #poll: NodeJS.Timeout | undefined;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;
  #unsubscribe: (() => void) | undefined;
  #replayed = 0;
  readonly #heartbeatMs: number;
  readonly #heartbeatChunk: string;
  readonly #safetyPollMs: number;
  readonly #admission: StreamAdmission;
  readonly #replayWindow: number;

  constructor(
    private readonly bus: LiveBus,
    options: SseHubOptions = {},
  ) {
    this.#heartbeatMs = options.heartbeatMs ?? DEFAULT_LIVE_HEARTBEAT_MS;
    this.#heartbeatChunk = formatHeartbeat(this.#heartbeatMs);
    this.#safetyPollMs = options.safetyPollMs ?? DEFAULT_SAFETY_POLL_MS;
    this.#admission = new StreamAdmission(options.maxStreams, options.maxStreamsPerAddress);
    this.#replayWindow = options.replayWindow ?? DEFAULT_REPLAY_WINDOW;
  }

  async start(): Promise<void> {
    this.#lastDelivered = await this.bus.lastId();
    this.#unsubscribe = this.bus.onAnnounce(() => void this.#deliver());
    this.#heartbeat = setInterval(() => this.#writeAll(this.#heartbeatChunk), this.#heartbeatMs);
    this.#heartbeat.unref();
    if (this.#safetyPollMs > 0) {
      this.#poll = setInterval(() => void this.#deliver(), this.#safetyPollMs);
      this.#poll.unref();
    }
  }

  get size(): number {
    return this.#clients.size;
  }

  /** Events written to reconnecting streams from history since start (read by metrics). */
  get replayed(): number {
    return this.#replayed;
  }

  /**
   * Why a stream from `ip` would be refused now (too many open, in all or from its address), or
   * undefined if it may open. Ask just before `add`, with no await between: then it holds.
   */
  refusal(ip: string): Refusal | undefined {
    return this.#admission.refusal(ip);
  }

  /**
   * Adds a client from `ip`; replays from `lastEventId` when it has one. If the replay fails the
   * client is dropped and its stream ended (the browser reconnects with the last id it got and
   * replays the rest), and the error is thrown for the caller to log.
   */
  async add(res: ServerResponse, lastEventId: number | undefined, ip: string): Promise<void> {
    // Gone before it got here (while the request's hooks ran): its 'close' has come and gone.
    if (res.closed) return;
    // Opened on a connection still draining while this instance stops: off to another one.
    if (this.#closed) {
      res.end(formatGoodbye());
      return;
    }
    const client: Client = {
      res,
      addressKey: this.#admission.take(ip),
      lastSent: lastEventId ?? this.#lastDelivered,
      ready: false,
    };
    this.#clients.add(client);
    // However the stream ends — the client left, it was dropped, the server closes — its place
    // is given back here, once.
    res.on('close', () => this.#remove(client));
    // At once, so the client knows the interval and sees the stream alive before any event.
    this.#send(client, this.#heartbeatChunk);
    try {
      if (lastEventId !== undefined) await this.#replay(client, lastEventId);
    } catch (error) {
      this.#remove(client);
      res.end();
      throw error;
    }
    if (!this.#clients.has(client)) return;
    client.ready = true;
    // Anything delivered to the others while this one replayed.
    if (client.lastSent < this.#lastDelivered) void this.#deliver();
  }

  /**
   * Every event after `from`, read a page at a time, stopping as soon as the client is gone; or,
   * if that history is further back than the window (or no longer kept), one `reload` event.
   */
  async #replay(client: Client, from: number): Promise<void> {
    const bounds = await this.bus.bounds();
    if (!this.#clients.has(client)) return;
    if (!canReplay(from, bounds, this.#replayWindow)) {
      client.lastSent = bounds.newest;
      this.#send(client, formatReload(bounds.newest));
      return;
    }
    for (;;) {
      const page = await this.bus.since(client.lastSent, REPLAY_PAGE);
      if (!this.#clients.has(client)) return;
      for (const event of page) this.#write(client, event);
      this.#replayed += page.length;
      if (page.length < REPLAY_PAGE) return;
    }
  }

  #remove(client: Client): void {
    if (this.#clients.delete(client)) this.#admission.release(client.addressKey);
  }

  async #deliver(): Promise<void> {
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = true;
    try {
      do {
        this.#again = false;
        const lowest = Math.min(
          this.#lastDelivered,
          ...[...this.#clients].filter((c) => c.ready).map((c) => c.lastSent),
        );
        const events = await this.bus.since(lowest);
        for (const event of events) {
          for (const client of this.#clients) if (client.ready) this.#write(client, event);
          this.#lastDelivered = Math.max(this.#lastDelivered, event.id);
        }
      } while (this.#again);
    } catch {
      // The database did not answer (a restart, a failover): try again shortly rather than let
      // the rejection take the process down; nothing is lost, the rows are still there.
      if (!this.#closed)
        this.#retry ??= setTimeout(() => {
          this.#retry = undefined;
          void this.#deliver();
        }, RETRY_READ_MS).unref();
    } finally {
      this.#reading = false;
    }
  }

  #write(client: Client, event: LiveEvent): void {
    if (event.id <= client.lastSent) return;
    client.lastSent = event.id;
    this.#send(client, formatEvent(event));
  }

  #writeAll(chunk: string): void {
    for (const client of this.#clients) this.#send(client, chunk);
  }

  #send(client: Client, chunk: string): void {
    if (client.res.writableLength > MAX_BUFFERED) {
      this.#remove(client);
      client.res.destroy();
      return;
    }
    client.res.write(chunk);
  }

  /**
   * Ends every stream, each with a retry hint (graceful shutdown must not wait for them, and the
   * walls should not wait either). A client too far behind to take it is cut off as #send does.
   */
  close(): void {
    this.#closed = true;
    this.#unsubscribe?.();
    clearInterval(this.#heartbeat);
    clearInterval(this.#poll);
    clearTimeout(this.#retry);
    for (const client of this.#clients) {
      this.#send(client, formatGoodbye());
      this.#remove(client);
      client.res.end();
    }
  }
}
