import type { DivisionSummary } from '@zechus/shared';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { activeLearnerIds, layOutMissingDays } from './daily-learning.ts';
import { redivideDay, type DayAssignment, type Move } from './redivide.ts';

/** The advisory-lock key re-divisions take turns on (PostgreSQL; SQLite has one writer anyway). */
const DIVISION_LOCK = 0x7a646976; // "zdiv"

/** At most this many moves in one UPDATE (a CASE arm each; well under both engines' limits). */
const MOVES_PER_STATEMENT = 600;

/**
 * The learners changed (added, imported, deactivated, reactivated): call inside the change's
 * transaction. Days not yet begun — every laid-out day after `today` — are divided again among
 * the active learners with as few moves as possible (redivideDay); today and past days are never
 * touched, so a day in progress keeps its assignments and a deactivated child keeps today's
 * perakim. Missing days up to the month ahead (a new programme's first learners) are laid out.
 */
export async function divideAfterLearnersChanged(trx: Db, today: string): Promise<DivisionSummary> {
  // Two office changes at once would each read the old division: the second waits for the first.
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${sql.lit(DIVISION_LOCK)})`.execute(trx);
  }
  const learnerIds = await activeLearnerIds(trx);
  const laidOut = new Set(await layOutMissingDays(trx, today, learnerIds));
  if (learnerIds.length === 0) {
    return { daysLaidOut: 0, ...(await clearDaysNotBegun(trx, today)) };
  }
  const rows = await trx
    .selectFrom('assignments')
    .select(['id', 'day', 'perek_index', 'learner_id', 'done_at', 'recording_url'])
    .where('day', '>', today)
    .orderBy('day')
    .orderBy('perek_index')
    .execute();
  const byDay = new Map<string, DayAssignment[]>();
  for (const row of rows) {
    if (laidOut.has(row.day)) continue;
    const list = byDay.get(row.day) ?? [];
    list.push({
      id: row.id,
      perekIndex: row.perek_index,
      learnerId: row.learner_id,
      fixed: row.done_at !== null || row.recording_url !== null,
    });
    byDay.set(row.day, list);
  }
  let daysRedivided = 0;
  let perakimMoved = 0;
  for (const dayRows of byDay.values()) {
    const moves = redivideDay(dayRows, learnerIds);
    if (moves.length === 0) continue;
    await applyMoves(trx, moves);
    daysRedivided++;
    perakimMoved += moves.length;
  }
  return { daysLaidOut: laidOut.size, daysRedivided, perakimMoved };
}

/**
 * One UPDATE per day (in chunks): `learner_id = CASE id WHEN … THEN … END`, rather than a
 * statement per perek. The ids are integers read from the database, written as literals.
 */
async function applyMoves(trx: Db, moves: readonly Move[]): Promise<void> {
  for (let i = 0; i < moves.length; i += MOVES_PER_STATEMENT) {
    const chunk = moves.slice(i, i + MOVES_PER_STATEMENT);
    for (const move of chunk) {
      if (!Number.isSafeInteger(move.id) || !Number.isSafeInteger(move.learnerId)) {
        throw new Error(`not an id: ${move.id} → ${move.learnerId}`);
      }
    }
    const arms = sql.join(
      chunk.map((move) => sql`when ${sql.lit(move.id)} then ${sql.lit(move.learnerId)}`),
      sql` `,
    );
    await trx
      .updateTable('assignments')
      .set({ learner_id: sql<number>`case id ${arms} end` })
      .where(
        'id',
        'in',
        chunk.map((move) => move.id),
      )
      .execute();
  }
}

/**
 * Nobody is active any more (the programme paused): days not yet begun are removed, so no
 * deactivated child is left holding them, unless a perek there was already scanned or recorded.
 * The next learners added lay them out again, with the same barcodes.
 */
async function clearDaysNotBegun(
  trx: Db,
  today: string,
): Promise<Omit<DivisionSummary, 'daysLaidOut'>> {
  const keep = trx
    .selectFrom('assignments')
    .select('day')
    .where('day', '>', today)
    .where((eb) =>
      eb.or([
        eb('done_at', 'is not', null),
        eb('recording_url', 'is not', null),
        eb('id', 'in', eb.selectFrom('scans').select('assignment_id')),
      ]),
    );
  const days = (
    await trx
      .selectFrom('learning_days')
      .select('day')
      .where('day', '>', today)
      .where('day', 'not in', keep)
      .execute()
  ).map((row) => row.day);
  if (days.length === 0) return { daysRedivided: 0, perakimMoved: 0 };
  const removed = await trx.deleteFrom('assignments').where('day', 'in', days).executeTakeFirst();
  await trx.deleteFrom('learning_days').where('day', 'in', days).execute();
  return { daysRedivided: days.length, perakimMoved: Number(removed.numDeletedRows) };
}
