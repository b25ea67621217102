/**
 * Which sessions end (session-ends.ts): by their ids (the cookie's sha256), every session of a
 * donor or of a staff member, or every session whose expiry has come by an instant (ISO).
 */
export type SessionEnd =
  | { ids: readonly string[] }
  | { donorId: number }
  | { staffUserId: number }
  | { expiredBy: string };

export interface CachedSession {
  donorId: number | null;
  staffUserId: number | null;
  /** When the session expires, ms since the epoch. */
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** How long a looked-up session is kept before it is read again. */
  keepMs: number;
  /** The most sessions kept; past it the one kept longest goes. */
  max: number;
}

const DEFAULTS: SessionCacheOptions = { keepMs: 30_000, max: 10_000 };

const ends = (end: SessionEnd, id: string, session: CachedSession): boolean =>
  'ids' in end
    ? end.ids.includes(id)
    : 'donorId' in end
      ? session.donorId === end.donorId
      : 'staffUserId' in end
        ? session.staffUserId === end.staffUserId
        : session.expiresAt <= Date.parse(end.expiredBy);

/**
 * Sessions looked up recently, by id (decision 0032), so that a signed-in request need not read
 * its session row each time. Exact, not merely short-lived: every ended session is dropped at
 * once (drop), and before a kept session is handed out `confirm` must say that nothing can have
 * ended elsewhere unheard — on PostgreSQL a round trip on the LISTEN connection, after which
 * every earlier end has been heard; on SQLite that no other connection has written since the
 * last look. When it cannot, everything kept goes. A lookup keeps its row only if no session
 * ended while it was reading (the generation it began at is still current).
 */
export class SessionCache {
  readonly #kept = new Map<string, CachedSession & { keptUntil: number }>();
  readonly #options: SessionCacheOptions;
  #generation = 0;

  constructor(
    private readonly confirm: () => boolean | Promise<boolean>,
    options: Partial<SessionCacheOptions> = {},
  ) {
    this.#options = { ...DEFAULTS, ...options };
  }

  /** Changes whenever a session may have ended: a lookup begun before must not keep its row. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#kept.size;
  }

  /** The kept session of this id, still current, or undefined (read it from the database). */
  async get(id: string, now: number): Promise<CachedSession | undefined> {
    if (!this.#kept.has(id)) return undefined;
    if (!(await this.confirm())) {
      this.clear();
      return undefined;
    }
    // Looked up again: the confirmation may have brought the news that it ended.
    const session = this.#kept.get(id);
    if (!session || session.keptUntil > now) return session;
    this.#kept.delete(id);
    return undefined;
  }

  /** Keeps a session read from the database by a lookup begun at `generation`. */
  keep(id: string, session: CachedSession, generation: number, now: number): void {
    if (generation !== this.#generation) return;
    if (this.#kept.size >= this.#options.max) {
      const oldest = this.#kept.keys().next();
      if (!oldest.done) this.#kept.delete(oldest.value);
    }
    this.#kept.set(id, { ...session, keptUntil: now + this.#options.keepMs });
  }

  drop(end: SessionEnd): void {
    this.#generation++;
    if ('ids' in end) {
      for (const id of end.ids) this.#kept.delete(id);
      return;
    }
    for (const [id, session] of this.#kept) if (ends(end, id, session)) this.#kept.delete(id);
  }

  clear(): void {
    this.#generation++;
    this.#kept.clear();
  }
}
