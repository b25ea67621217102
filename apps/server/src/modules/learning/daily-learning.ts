import { MISHNAH, addDays } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { assignmentBarcode } from './barcode.ts';
import { takeDivisionLock } from './division-lock.ts';

/** How far ahead the learning is laid out, so printed labels and dedications can be prepared. */
export const LEARNING_DAYS_AHEAD = 30;

export interface AssignmentRow {
  day: string;
  perek_index: number;
  learner_id: number;
  barcode: string;
}

/**
 * DESIGN.md §3: every learning day the whole Mishnah (525 perakim) is divided among the active
 * learners. The division turns by eleven places a day, so over the weeks a child meets other
 * masechtos rather than the same perek every morning.
 */
export function divideDay(day: string, learnerIds: readonly number[]): AssignmentRow[] {
  if (learnerIds.length === 0) return [];
  const turn = Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000) * 11;
  return MISHNAH.perakim.map((perek) => ({
    day,
    perek_index: perek.index,
    learner_id: learnerIds[(perek.index + turn) % learnerIds.length] as number,
    barcode: assignmentBarcode(day, perek.index),
  }));
}

/**
 * Lays out one day: its row, then its 525 assignments in batches the engines accept. A day that
 * is already there (another pass got to it first) is left as it is: answers false.
 */
async function layOutDay(
  db: Db,
  rows: readonly AssignmentRow[],
  day: string,
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('learning_days')
    .values({ day, created_at: now })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  for (let i = 0; i < rows.length; i += 175) {
    await db
      .insertInto('assignments')
      .values(rows.slice(i, i + 175).map((row) => ({ ...row, done_at: null, recording_url: null })))
      .execute();
  }
  return true;
}

/** The active learners' ids, in the order the division deals perakim out. */
export async function activeLearnerIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('learners')
    .select('id')
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The days from `today` to `daysAhead` days later that have no learning laid out yet. */
async function missingDays(db: Db, today: string, daysAhead: number): Promise<string[]> {
  const last = addDays(today, daysAhead);
  const existing = new Set(
    (
      await db
        .selectFrom('learning_days')
        .select('day')
        .where('day', '>=', today)
        .where('day', '<=', last)
        .execute()
    ).map((row) => row.day),
  );
  return Array.from({ length: daysAhead + 1 }, (_, offset) => addDays(today, offset)).filter(
    (day) => !existing.has(day),
  );
}

/**
 * Lays out, inside the caller's transaction, every missing day from today to
 * {@link LEARNING_DAYS_AHEAD} days ahead among `learnerIds` (the office's learner changes: the
 * first class imported on a new install can print its sheets at once, not after the night's job).
 */
export async function layOutMissingDays(
  trx: Db,
  today: string,
  learnerIds: readonly number[],
  daysAhead = LEARNING_DAYS_AHEAD,
): Promise<string[]> {
  if (learnerIds.length === 0) return [];
  const now = new Date().toISOString();
  const created: string[] = [];
  for (const day of await missingDays(trx, today, daysAhead)) {
    if (await layOutDay(trx, divideDay(day, learnerIds), day, now)) created.push(day);
  }
  return created;
}

/**
 * Lays out today's learning and the next {@link LEARNING_DAYS_AHEAD} days' for every day that has
 * none yet. A day already laid out is never touched (its barcodes may be printed and scanned);
 * without active learners nothing is created, so the first learners added start the next pass.
 * Each day is its own transaction, so a day is laid out whole or not at all. It takes the
 * division's turn and reads the active learners inside it: a child deactivated while the job
 * runs is never dealt a day the office's re-division has already passed over, and should the
 * office lay out the same day at the same moment, its row is inserted once and the other pass
 * leaves the winner's division intact.
 */
export async function ensureLearningDays(
  db: Db,
  today: string,
  daysAhead = LEARNING_DAYS_AHEAD,
): Promise<string[]> {
  // A programme without learners yet: nothing to lay out (the first learners added do it).
  if ((await activeLearnerIds(db)).length === 0) return [];
  const created: string[] = [];
  const now = new Date().toISOString();
  for (const day of await missingDays(db, today, daysAhead)) {
    const laidOut = await db.transaction().execute(async (trx) => {
      await takeDivisionLock(trx);
      const learnerIds = await activeLearnerIds(trx);
      return learnerIds.length > 0 && layOutDay(trx, divideDay(day, learnerIds), day, now);
    });
    if (laidOut) created.push(day);
  }
  return created;
}
