import {
  addDays,
  COMPLETION_DAYS,
  hebrewDateOf,
  MISHNAH,
  type CompletionReport,
  type TodayReport,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';

const TOTAL = MISHNAH.perakim.length;

/** Each seder's number of perakim (the catalogue's, never the day's). */
const SEDER_TOTALS = MISHNAH.sedarim.map(
  (seder) => MISHNAH.perakim.filter((perek) => perek.seder === seder.index).length,
);

/** Today's learning: perakim done of 525, and per seder. A day not yet laid out is all zero. */
export async function todayReport(db: Db, day: string): Promise<TodayReport> {
  const done = await db
    .selectFrom('assignments')
    .select('perek_index')
    .where('day', '=', day)
    .where('done_at', 'is not', null)
    .execute();
  const perSeder = MISHNAH.sedarim.map(() => 0);
  // A perek given to two children and done by both counts once.
  for (const index of new Set(done.map((row) => row.perek_index))) {
    const seder = MISHNAH.perakim[index]?.seder;
    if (seder !== undefined) perSeder[seder] = (perSeder[seder] ?? 0) + 1;
  }
  return {
    day,
    hebrew: hebrewDateOf(day).full,
    done: perSeder.reduce((sum, n) => sum + n, 0),
    total: TOTAL,
    sedarim: MISHNAH.sedarim.map((seder) => ({
      index: seder.index,
      name: seder.name,
      hebrew: seder.hebrew,
      done: perSeder[seder.index] ?? 0,
      total: SEDER_TOTALS[seder.index] ?? 0,
    })),
  };
}

/** The last COMPLETION_DAYS days, today included, oldest first: perakim done each day. */
export async function completionReport(db: Db, today: string): Promise<CompletionReport> {
  const first = addDays(today, -(COMPLETION_DAYS - 1));
  const rows = await db
    .selectFrom('assignments')
    .select((eb) => ['day', eb.fn.count<number>('perek_index').distinct().as('done')])
    .where('day', '>=', first)
    .where('day', '<=', today)
    .where('done_at', 'is not', null)
    .groupBy('day')
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, Number(row.done)]));
  return {
    total: TOTAL,
    days: Array.from({ length: COMPLETION_DAYS }, (_, i) => {
      const day = addDays(first, i);
      return { day, done: byDay.get(day) ?? 0 };
    }),
  };
}
