import { MISHNAH, addDays } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { assignmentBarcode } from './barcode.ts';

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

/** Inserts one day's learning: its row, then its 525 assignments in batches the engines accept. */
async function insertLearningDay(
  db: Db,
  rows: readonly AssignmentRow[],
  day: string,
  now: string,
): Promise<void> {
  await db.insertInto('learning_days').values({ day, created_at: now }).execute();
  for (let i = 0; i < rows.length; i += 175) {
    await db
      .insertInto('assignments')
      .values(rows.slice(i, i + 175).map((row) => ({ ...row, done_at: null, recording_url: null })))
      .execute();
  }
}

/**
 * Lays out today's learning and the next {@link LEARNING_DAYS_AHEAD} days' for every day that has
 * none yet. A day already laid out is never touched (its barcodes may be printed and scanned);
 * without active learners nothing is created, so the first learners added start the next pass.
 * Each day is its own transaction, so a day is laid out whole or not at all; should two instances
 * ever race for one day (the daily jobs hold a lease, so they should not), the loser fails on the
 * day's primary key, leaves the winner's division intact, and its next pass carries on.
 */
export async function ensureLearningDays(
  db: Db,
  today: string,
  daysAhead = LEARNING_DAYS_AHEAD,
): Promise<string[]> {
  const learners = await db
    .selectFrom('learners')
    .select('id')
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  if (learners.length === 0) return [];
  const learnerIds = learners.map((l) => l.id);
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
  const created: string[] = [];
  const now = new Date().toISOString();
  for (let offset = 0; offset <= daysAhead; offset++) {
    const day = addDays(today, offset);
    if (existing.has(day)) continue;
    await db
      .transaction()
      .execute((trx) => insertLearningDay(trx, divideDay(day, learnerIds), day, now));
    created.push(day);
  }
  return created;
}
