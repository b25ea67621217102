import type { ServerResponse } from 'node:http';
import type { LiveBus, LiveEvent } from './live-bus.ts';

/** Bytes a slow client may have waiting before we drop it (it reconnects and replays). */
const MAX_BUFFERED = 1024 * 1024;
const SAFETY_POLL_MS = 2000;

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
  #unsubscribe: (() => void) | undefined;

  constructor(
    private readonly bus: LiveBus,
    private readonly heartbeatMs = 15_000,
  ) {}

  async start(): Promise<void> {
    this.#lastDelivered = await this.bus.lastId();
    this.#unsubscribe = this.bus.onAnnounce(() => void this.#deliver());
    this.#heartbeat = setInterval(() => this.#writeAll(': heartbeat\n\n'), this.heartbeatMs);
    this.#poll = setInterval(() => void this.#deliver(), SAFETY_POLL_MS);
    this.#heartbeat.unref();
    this.#poll.unref();
  }

  get size(): number {
    return this.#clients.size;
  }

  /** Adds a client; replays from `lastEventId` when it has one. */
  async add(res: ServerResponse, lastEventId: number | undefined): Promise<void> {
    const client: Client = { res, lastSent: lastEventId ?? this.#lastDelivered, ready: false };
    this.#clients.add(client);
    res.on('close', () => this.#clients.delete(client));
    if (lastEventId !== undefined) {
      for (;;) {
        const missed = await this.bus.since(client.lastSent);
        if (missed.length === 0) break;
        for (const event of missed) this.#write(client, event);
      }
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
    this.#unsubscribe?.();
    clearInterval(this.#heartbeat);
    clearInterval(this.#poll);
    for (const client of this.#clients) client.res.end();
    this.#clients.clear();
  }
}
