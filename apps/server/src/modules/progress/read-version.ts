import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * What the progress answers are built from, reduced to a version read in one query on every
 * request (docs/decisions/0016). Two instances share the database, so reading it here, rather
 * than trusting an announcement that may still be on its way, means an instance never answers
 * from before a change that has been acknowledged.
 *
 * - `lastEventId`: every change to a day's picture publishes a live event in its transaction
 *   (scans, marks, undos, reassignments, recordings, a renamed child on today's list);
 * - the learners' count, active count, newest id and newest update: a child added, removed,
 *   (de)activated, renamed or photographed on any day — which also re-divides the days not yet
 *   begun, in the same transaction, without an event;
 * - the number of laid-out days: the daily job lays a day out (its own transaction) silently.
 * Sponsors and their dates are not in it: each route reads those rows itself (they are few) and
 * adds them to its own version.
 */
export interface ReadVersion {
  lastEventId: number;
  /** All of the above in one string, for comparing. */
  stamp: string;
}

/**
 * The version as columns that any select can carry (a query costs mostly its round trip, so a
 * route reads the version with its own rows when it can: one statement, one snapshot).
 */
export const versionColumns = [
  sql<number | string | null>`(select max(id) from live_events)`.as('v_events'),
  // The rest as one string from one subquery: every node of a statement costs its preparation.
  sql<string | null>`(select count(*) || ':' || count(case when active then 1 end) || ':'
    || coalesce(max(id), 0) || ':' || coalesce(max(updated_at), '') || ':'
    || (select count(*) from learning_days) from learners)`.as('v_rest'),
];

type VersionRow = Record<'v_events' | 'v_rest', unknown>;

export function versionOf(row: VersionRow): ReadVersion {
  const lastEventId = Number(row.v_events ?? 0);
  return { lastEventId, stamp: `${lastEventId}|${String(row.v_rest)}` };
}

export async function readVersion(db: Db): Promise<ReadVersion> {
  return versionOf(await db.selectNoFrom(versionColumns).executeTakeFirstOrThrow());
}

/**
 * The rows of `query` with the version read in the same statement; when there are none, the
 * version on its own.
 */
export async function rowsWithVersion<R extends VersionRow>(
  db: Db,
  query: () => Promise<R[]>,
): Promise<{ rows: R[]; version: ReadVersion }> {
  const rows = await query();
  const first = rows[0];
  return { rows, version: first ? versionOf(first) : await readVersion(db) };
}
