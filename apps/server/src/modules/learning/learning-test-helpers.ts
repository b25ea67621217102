import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';

/** A day's assignments in perek order, as stored. */
export const assignmentsOf = (db: Db, day: string) =>
  db
    .selectFrom('assignments')
    .select(['id', 'perek_index', 'learner_id', 'barcode', 'done_at'])
    .where('day', '=', day)
    .orderBy('perek_index')
    .execute();

/**
 * Everything an office request about learners, days or recordings could change — the learners,
 * every assignment, the scan and audit logs, the live events — as one fingerprint, so a test can
 * say "a refused request changed nothing" in one line.
 */
export async function learningState(db: Db): Promise<string> {
  const [learners, assignments, scans, audit, events] = await Promise.all([
    db.selectFrom('learners').selectAll().orderBy('id').execute(),
    db.selectFrom('assignments').selectAll().orderBy('id').execute(),
    db.selectFrom('scans').select('id').orderBy('id').execute(),
    db.selectFrom('audit_log').select('id').orderBy('id').execute(),
    db.selectFrom('live_events').select('id').orderBy('id').execute(),
  ]);
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([learners, assignments, scans, audit, events]))
    .digest('hex');
}
