import type { ServerResponse } from 'node:http';
import { DEFAULT_LIVE_HEARTBEAT_MS, LIVE_HEARTBEAT_EVENT } from '@zechus/shared';
import type { LiveBus, LiveEvent } from './live-bus.ts';

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
}

export const DEFAULT_SAFETY_POLL_MS = 2000;
/** After a failed read of new events, the next try (ms). */
const RETRY_READ_MS = 1000;

interface Client {
  res: ServerResponse;
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
 * gets every event it missed from the database.
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
  readonly #heartbeatMs: number;
  readonly #heartbeatChunk: string;
  readonly #safetyPollMs: number;

  constructor(
    private readonly bus: LiveBus,
    options: SseHubOptions = {},
  ) {
    this.#heartbeatMs = options.heartbeatMs ?? DEFAULT_LIVE_HEARTBEAT_MS;
    this.#heartbeatChunk = formatHeartbeat(this.#heartbeatMs);
    this.#safetyPollMs = options.safetyPollMs ?? DEFAULT_SAFETY_POLL_MS;
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

  /**
   * Adds a client; replays from `lastEventId` when it has one. If the replay fails the client is
   * dropped and its stream ended (the browser reconnects with the last id it got and replays the
   * rest), and the error is thrown for the caller to log.
   */
  async add(res: ServerResponse, lastEventId: number | undefined): Promise<void> {
    const client: Client = { res, lastSent: lastEventId ?? this.#lastDelivered, ready: false };
    this.#clients.add(client);
    res.on('close', () => this.#clients.delete(client));
    // At once, so the client knows the interval and sees the stream alive before any event.
    this.#send(client, this.#heartbeatChunk);
    try {
      if (lastEventId !== undefined) {
        for (;;) {
          const missed = await this.bus.since(client.lastSent);
          if (missed.length === 0) break;
          for (const event of missed) this.#write(client, event);
        }
      }
    } catch (error) {
      this.#clients.delete(client);
      res.end();
      throw error;
    }
    client.ready = true;
    // Anything delivered to the others while this one replayed.
    if (client.lastSent < this.#lastDelivered) void this.#deliver();
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
      this.#clients.delete(client);
      client.res.destroy();
      return;
    }
    client.res.write(chunk);
  }

  /** Ends every stream (graceful shutdown must not wait for them). */
  close(): void {
    this.#closed = true;
    this.#unsubscribe?.();
    clearInterval(this.#heartbeat);
    clearInterval(this.#poll);
    clearTimeout(this.#retry);
    for (const client of this.#clients) client.res.end();
    this.#clients.clear();
  }
}
