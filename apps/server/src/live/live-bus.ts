import { sql, type Transaction } from 'kysely';
import type pg from 'pg';
import type { LiveEventType } from '@zechus/shared';
import type { Database } from '../db/schema.ts';
import type { DatabaseHandle, Db } from '../db/database.ts';
import type { HistoryBounds } from './replay.ts';

export interface LiveEvent {
  id: number;
  type: LiveEventType;
  /** JSON text of the event's data, written to the stream as it is. */
  data: string;
}

const PG_CHANNEL = 'zechus_live';
/** The advisory-lock key publishers take turns on (any constant no other lock uses). */
const PUBLISH_LOCK = 0x7a6c6976; // "zliv"

/**
 * Live events (DESIGN.md §1 realtime, §5 scale). Every event is first stored in live_events —
 * its id is the SSE id, so a client that reconnects with Last-Event-ID can be given exactly what
 * it missed — and then announced: in-process on SQLite, by NOTIFY on PostgreSQL so that every
 * instance sharing the database hears it. Listeners are only told "something new"; they read the
 * new rows themselves, in id order, so nothing is skipped even if an announcement is lost.
 */
export class LiveBus {
  readonly #db: Db;
  readonly #postgres: boolean;
  readonly #listeners = new Set<() => void>();
  #pgListener: PgListener | undefined;
  #published = 0;

  constructor(handle: DatabaseHandle) {
    this.#db = handle.db;
    this.#postgres = handle.engine === 'postgres';
    if (handle.engine === 'postgres' && handle.databaseUrl) {
      this.#pgListener = new PgListener(handle.databaseUrl, () => this.#announce());
    }
  }

  async start(): Promise<void> {
    await this.#pgListener?.start();
  }

  /**
   * Hears another NOTIFY channel on the same LISTEN connection (PostgreSQL; nothing to hear on
   * SQLite): `onMessage` with each payload, `onReset` whenever notifications may have been missed
   * (the connection dropped, or has just been made). Before start().
   */
  listen(channel: string, onMessage: (payload: string) => void, onReset: () => void): void {
    this.#pgListener?.addChannel(channel, { onMessage, onReset });
  }

  /**
   * PostgreSQL: resolves true once every notification committed before this call has been
   * heard (a round trip on the LISTEN connection, shared by the calls waiting meanwhile), false
   * when not listening. SQLite: false (nothing is heard from elsewhere).
   */
  sync(): Promise<boolean> {
    return this.#pgListener?.sync() ?? Promise.resolve(false);
  }

  /** Stores the event (inside `trx` when given, so it commits with the change it reports). */
  async publish(type: LiveEventType, data: unknown, trx?: Transaction<Database>): Promise<number> {
    const run = async (db: Db | Transaction<Database>) => {
      // PostgreSQL hands out the id at insert but shows the row only at commit, so two publishers
      // could commit 11 before 10: a hub (or a wall replaying from Last-Event-ID 11) that has
      // read 11 would never read 10. Publishers therefore take turns: this lock is held until
      // the transaction ends, so the next one takes its id only after this row is visible, and
      // ids become visible in order. (SQLite already lets one writer in at a time.)
      if (this.#postgres)
        await sql`select pg_advisory_xact_lock(${sql.lit(PUBLISH_LOCK)})`.execute(db);
      const row = await db
        .insertInto('live_events')
        .values({ type, payload: JSON.stringify(data), created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      // On PostgreSQL the NOTIFY is delivered when the transaction commits, never before.
      if (this.#pgListener)
        await sql`select pg_notify(${PG_CHANNEL}, ${String(row.id)})`.execute(db);
      return row.id;
    };
    const id = trx ? await run(trx) : await this.#db.transaction().execute(run);
    this.#published++;
    if (!this.#pgListener) {
      if (trx) queueMicrotask(() => this.#announce());
      else this.#announce();
    }
    return id;
  }

  /**
   * Events published through this bus since it was made (read by metrics at scrape; one inside a
   * caller's transaction that is then rolled back still counts: it was sent, then withdrawn).
   */
  get published(): number {
    return this.#published;
  }

  /** Called after commit by the caller of a transactional publish on SQLite. */
  announce(): void {
    if (!this.#pgListener) this.#announce();
  }

  onAnnounce(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async since(lastId: number, limit = 5000): Promise<LiveEvent[]> {
    const rows = await this.#db
      .selectFrom('live_events')
      .select(['id', 'type', 'payload'])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: r.id, type: r.type as LiveEventType, data: r.payload }));
  }

  /** The oldest and newest stored ids. */
  bounds(): Promise<HistoryBounds> {
    return historyBounds(this.#db);
  }

  async lastId(): Promise<number> {
    const row = await this.#db
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    await this.#pgListener?.close();
  }

  #announce(): void {
    for (const listener of this.#listeners) listener();
  }
}

/**
 * The oldest and newest ids in live_events. Two subqueries, not min and max in one select: SQLite
 * answers a lone min() or max() from the index, but scans the table for both together.
 */
export async function historyBounds(db: Db): Promise<HistoryBounds> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('live_events')
        .select((e) => e.fn.min('id').as('v'))
        .as('oldest'),
      eb
        .selectFrom('live_events')
        .select((e) => e.fn.max('id').as('v'))
        .as('newest'),
    ])
    .executeTakeFirst();
  const oldest = row?.oldest;
  return {
    oldest: oldest === null || oldest === undefined ? null : Number(oldest),
    newest: Number(row?.newest ?? 0),
  };
}

interface Channel {
  onMessage(payload: string): void;
  onReset(): void;
}

/** A dedicated connection that LISTENs, reconnecting (and announcing, to catch up) if it drops. */
class PgListener {
  #client: pg.Client | undefined;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;
  readonly #channels = new Map<string, Channel>();
  /** The sync round trip in flight, and the one that waits for it (see sync()). */
  #syncing: Promise<boolean> | undefined;
  #nextSync: Promise<boolean> | undefined;

  constructor(
    private readonly url: string,
    private readonly onNotify: () => void,
  ) {}

  addChannel(name: string, channel: Channel): void {
    if (this.#client) throw new Error(`listen to ${name} before the bus starts`);
    this.#channels.set(name, channel);
  }

  async start(): Promise<void> {
    // pg loads with the first listener, so a server on SQLite never loads it (decision 0015).
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: this.url });
    client.on('notification', ({ channel, payload }) => {
      if (channel === PG_CHANNEL) this.onNotify();
      else this.#channels.get(channel)?.onMessage(payload ?? '');
    });
    client.on('error', () => this.#reconnect());
    client.on('end', () => this.#reconnect());
    await client.connect();
    for (const name of [PG_CHANNEL, ...this.#channels.keys()]) await client.query(`LISTEN ${name}`);
    this.#client = client;
    this.onNotify(); // anything published while we were not listening
    for (const channel of this.#channels.values()) channel.onReset();
  }

  /**
   * A round trip on the LISTEN connection, begun after this call: PostgreSQL sends a listening
   * connection the notifications committed before a query ahead of that query's answer, so when
   * it resolves (true) everything committed before the call has been heard. One round trip
   * serves every caller that came while the one before it was under way.
   */
  sync(): Promise<boolean> {
    if (!this.#client) return Promise.resolve(false);
    if (!this.#syncing) return (this.#syncing = this.#roundTrip());
    // The round trip under way began before this call: wait for the next one.
    return (this.#nextSync ??= this.#syncing.then(() => {
      this.#nextSync = undefined;
      return (this.#syncing = this.#roundTrip());
    }));
  }

  #roundTrip(): Promise<boolean> {
    const client = this.#client;
    // True only if the connection that answered is still the one listening.
    const trip = client
      ? client.query('select 1').then(
          () => client === this.#client,
          () => false,
        )
      : Promise.resolve(false);
    void trip.then(() => {
      if (this.#syncing === trip) this.#syncing = undefined;
    });
    return trip;
  }

  #reconnect(): void {
    if (this.#closed || this.#retry) return;
    this.#client = undefined;
    for (const channel of this.#channels.values()) channel.onReset();
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      this.start().catch(() => this.#reconnect());
    }, 1000);
    this.#retry.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    for (const channel of this.#channels.values()) channel.onReset();
    await client?.end().catch(() => undefined);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-event bus, for in-process publishers (tests, benchmarks). */
    liveBus: LiveBus;
  }
}
