import crypto from 'node:crypto';
import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { LiveBus } from '../../live/live-bus.ts';
import { SessionCache, type SessionEnd } from './session-cache.ts';

/**
 * Where a session ends, whoever ends it (decision 0032): logout, the rotation at every sign-in,
 * a staff account switched off or its role changed, a donor merged into another, the purge of
 * expired sessions. endSessions deletes the rows and has them dropped from every session cache.
 * PostgreSQL: its NOTIFY is delivered to every instance (this one too) when the deletion
 * commits, and an instance hands out a kept session only after a round trip on its LISTEN
 * connection that began after the request came (LiveBus.sync), so it has heard every end
 * committed before. SQLite: the one server is this process, and the caches here drop them at
 * once; another process writing to the file (a command) is seen by PRAGMA data_version, and
 * everything kept is dropped. A test (session-ends.test.ts) keeps any other code from deleting a
 * session row.
 */
const CHANNEL = 'zechus_sessions';
/** PostgreSQL's limit for a NOTIFY payload is 8000 bytes; past it every instance drops all. */
const MAX_PAYLOAD = 7900;
const DROP_ALL = '*';

/** A session's id in the database: the sha256 of its cookie, never the cookie itself. */
export const sessionId = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');

const caches = new Set<SessionCache>();
const cacheOfDb = new WeakMap<Db, SessionCache>();

/** The session cache of the app whose database this is; none outside a running app. */
export const sessionCacheOf = (db: Db): SessionCache | undefined => cacheOfDb.get(db);

const isPostgres = (db: Db | Transaction<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

export async function endSessions(
  db: Db | Transaction<Database>,
  end: SessionEnd,
): Promise<number> {
  if ('ids' in end && end.ids.length === 0) return 0;
  const run = async (trx: Db | Transaction<Database>) => {
    const rows = trx.deleteFrom('sessions');
    const deleted = await (
      'ids' in end
        ? rows.where('id', 'in', end.ids)
        : 'donorId' in end
          ? rows.where('donor_id', '=', end.donorId)
          : 'staffUserId' in end
            ? rows.where('staff_user_id', '=', end.staffUserId)
            : rows.where('expires_at', '<=', end.expiredBy)
    ).executeTakeFirst();
    if (isPostgres(trx)) {
      const message = JSON.stringify(end);
      const payload = message.length <= MAX_PAYLOAD ? message : DROP_ALL;
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(trx);
    }
    return Number(deleted.numDeletedRows);
  };
  if (!isPostgres(db)) {
    const count = await run(db);
    for (const cache of caches) cache.drop(end);
    return count;
  }
  // The deletion and its NOTIFY commit together (inside the caller's transaction, if any). This
  // instance hears it as every other does: nothing kept is handed out before it has.
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * Gives an app's database a session cache (currentSession uses it), hearing the ends announced
 * on the bus. Before bus.start(). Answers the uninstall, for the app's close.
 */
export function installSessionCache(handle: DatabaseHandle, bus: LiveBus): () => void {
  const cache = new SessionCache(confirmation(handle, bus));
  bus.listen(
    CHANNEL,
    (payload) => {
      const end = parseEnd(payload);
      if (end) cache.drop(end);
      else cache.clear();
    },
    () => cache.clear(),
  );
  caches.add(cache);
  cacheOfDb.set(handle.db, cache);
  return () => {
    caches.delete(cache);
    cacheOfDb.delete(handle.db);
    cache.clear();
  };
}

/** What must hold before a kept session is handed out (see SessionCache). */
function confirmation(handle: DatabaseHandle, bus: LiveBus): () => boolean | Promise<boolean> {
  if (handle.engine === 'postgres') return () => bus.sync();
  const read = () => {
    try {
      return handle.dataVersion?.() ?? NaN;
    } catch {
      return NaN; // closed: never equal, so nothing kept is handed out
    }
  };
  let seen = read();
  return () => {
    const now = read();
    if (now === seen) return true;
    seen = now;
    return false;
  };
}

function parseEnd(payload: string): SessionEnd | undefined {
  if (payload === DROP_ALL) return undefined;
  try {
    const end = JSON.parse(payload) as SessionEnd;
    const known =
      ('ids' in end && Array.isArray(end.ids)) ||
      ('donorId' in end && typeof end.donorId === 'number') ||
      ('staffUserId' in end && typeof end.staffUserId === 'number') ||
      ('expiredBy' in end && typeof end.expiredBy === 'string');
    return known ? end : undefined;
  } catch {
    return undefined;
  }
}
