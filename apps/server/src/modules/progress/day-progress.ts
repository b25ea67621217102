import { MISHNAH, summarizeDay, type DayProgress } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { hebrewDate } from './hebrew-dates.ts';

/** The day's assignments with their learners, in perek order. */
async function dayAssignments(db: Db, day: string) {
  return db
    .selectFrom('assignments')
    .innerJoin('learners', 'learners.id', 'assignments.learner_id')
    .select([
      'assignments.perek_index',
      'assignments.done_at',
      'assignments.recording_url',
      'learners.name',
      'learners.image_url',
    ])
    .where('assignments.day', '=', day)
    .orderBy('assignments.perek_index')
    .execute();
}

/**
 * The whole progress of one learning day (DESIGN.md §3): per seder, per masechet, the members
 * (each child's perek) and the totals. A day with no learning assigned yet is all zero.
 */
export async function dayProgress(db: Db, day: string): Promise<DayProgress> {
  const rows = await dayAssignments(db, day);
  const summary = summarizeDay(
    rows.map((r) => ({ perekIndex: r.perek_index, done: r.done_at !== null })),
  );
  return {
    date: { day, hebrew: hebrewDate(day).full },
    ...summary,
    members: rows.map((r) => ({
      name: r.name,
      perek: MISHNAH.perakim[r.perek_index]?.hebrew ?? '',
      image: r.image_url,
      done: r.done_at !== null,
      recording: r.recording_url,
    })),
  };
}

/** Perakim done on each of the given days, in one query (absent: none assigned or done). */
export async function doneOfDays(db: Db, days: readonly string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (days.length === 0) return result;
  const rows = await db
    .selectFrom('assignments')
    .select((eb) => ['day', eb.fn.count<number>('done_at').as('done')])
    .where('day', 'in', [...new Set(days)])
    .groupBy('day')
    .execute();
  for (const row of rows) result.set(row.day, Number(row.done));
  return result;
}

/** Percent done for each of the given days, in one query (My Page lists many dates). */
export async function progressOfDays(
  db: Db,
  days: readonly string[],
): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  for (const [day, done] of await doneOfDays(db, days)) {
    result.set(day, (done / MISHNAH.perakim.length) * 100);
  }
  return result;
}
