import type { ExpressionBuilder, OnConflictDatabase, OnConflictTables } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * Fixed-window counters in the `rate_limits` table, shared by every instance on the database.
 * Each function is one statement, so it is atomic on both engines without a transaction: SQLite
 * runs a writing statement under its write lock (other processes wait through busy_timeout), and
 * PostgreSQL's INSERT … ON CONFLICT DO UPDATE locks the key's row and re-reads its newest version,
 * so concurrent hits on one key queue up and each sees the count the one before it left. Reading
 * the count first and writing it after would let a burst all read the same count.
 *
 * Times are ISO strings (as everywhere in the schema), so they compare as text.
 */

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the current window ends (and the count starts again from nothing). */
  resetsAt: Date;
}

type Existing = ExpressionBuilder<
  OnConflictDatabase<Database, 'rate_limits'>,
  OnConflictTables<'rate_limits'>
>;

/** The key's window as of `now`: a new one from `now` when none is open yet. */
const windowAt = (now: Date, windowMs: number) => ({
  now: now.toISOString(),
  nextReset: new Date(now.getTime() + windowMs).toISOString(),
});

/** The stored row after one more hit: +1 in an open window, 1 in a fresh one. */
const oneMoreHit =
  ({ now, nextReset }: ReturnType<typeof windowAt>) =>
  (eb: Existing) => {
    const ended = eb('rate_limits.resets_at', '<=', now);
    return {
      hits: eb
        .case()
        .when(ended)
        .then(1)
        .else(eb('rate_limits.hits', '+', 1))
        .end(),
      resets_at: eb.case().when(ended).then(nextReset).else(eb.ref('rate_limits.resets_at')).end(),
    };
  };

const asCount = (row: { hits: number; resets_at: string }): WindowCount => ({
  hits: Number(row.hits),
  resetsAt: new Date(row.resets_at),
});

/** Counts one hit on `key` (a new window when the last one has ended) and answers the count. */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<WindowCount> {
  const window = windowAt(now, windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, resets_at: window.nextReset })
    .onConflict((oc) => oc.column('key').doUpdateSet(oneMoreHit(window)))
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return asCount(row);
}

/**
 * Takes one of the `max` slots of `key`'s window, or answers null when all are taken. Unlike
 * countHit, a refusal writes nothing (the update's condition fails, so no row comes back): the
 * count never passes `max`.
 */
export async function takeSlot(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<WindowCount | null> {
  const window = windowAt(now, windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, resets_at: window.nextReset })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet(oneMoreHit(window))
        .where((eb) =>
          eb.or([eb('rate_limits.resets_at', '<=', window.now), eb('rate_limits.hits', '<', max)]),
        ),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirst();
  return row ? asCount(row) : null;
}

/**
 * Gives back a slot taken by takeSlot, if its window is still the current one (a slot of a window
 * that has ended was given back by the reset already).
 */
export async function giveBackSlot(db: Db, key: string, taken: WindowCount): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('resets_at', '=', taken.resetsAt.toISOString())
    .where('hits', '>', 0)
    .execute();
}

/** The count of `key`'s current window without adding to it (zero hits when none is open). */
export async function readCount(db: Db, key: string, now: Date = new Date()): Promise<WindowCount> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'resets_at'])
    .where('key', '=', key)
    .where('resets_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? asCount(row) : { hits: 0, resetsAt: now };
}

/** Deletes the counters whose window ended before `now`: they count nothing any more. */
export async function purgeEndedWindows(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .deleteFrom('rate_limits')
    .where('resets_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
