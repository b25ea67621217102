import {
  hebrewDayOf,
  schoolYearStart,
  type ClassReport,
  type ClassReportQuery,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { noSuchClass } from './class-names.ts';
import { perakimLearnedBetween } from './perakim-learned.ts';

/**
 * A class's learning over a range of days (issue 27 §4), for prizes and parents' evenings: each
 * child ever in the class under this name, active or not, with the perakim they learned on those
 * days (counted by the day the perek was for, as the wall counts it), most first. The range is
 * the school year so far unless asked otherwise.
 */
export async function classReport(
  db: Db,
  query: ClassReportQuery,
  today: string,
): Promise<ClassReport> {
  const from = query.from ?? schoolYearStart(today);
  const to = query.to ?? today;
  const rows = await db
    .selectFrom('learners as l')
    .select((eb) => ['l.id', 'l.name', 'l.active', perakimLearnedBetween(eb, from, to)])
    .where('l.class_name', '=', query.class)
    .orderBy('l.name')
    .orderBy('l.id')
    .execute();
  if (rows.length === 0) throw noSuchClass(query.class);
  const learners = rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      active: Boolean(row.active),
      learned: Number(row.learned ?? 0),
    }))
    .sort((a, b) => b.learned - a.learned);
  const total = learners.reduce((sum, row) => sum + row.learned, 0);
  return {
    className: query.class,
    from,
    to,
    fromHebrew: hebrewDayOf(from).date,
    toHebrew: hebrewDayOf(to).date,
    learners,
    total,
  };
}
