import { stringify } from 'csv-stringify/sync';
import {
  NO_CLASS_FILTER,
  schoolYearStart,
  shortCivilDateText,
  type LearnersExportQuery,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { textCell } from '../exports/csv-cells.ts';
import { perakimLearnedBetween } from './perakim-learned.ts';

/** "1 Sep 2026": a day in a column's header (no weekday, so no comma to quote). */
const dayText = (day: string) => shortCivilDateText(day).replace(/^\w+, /u, '');

/**
 * The learners as a CSV file (issue 27 §4), as the exports area writes files (UTF-8 with a byte
 * order mark so Excel keeps the Hebrew, CRLF lines, formulas neutralised): name, class, status in
 * the screens' words, and perakim learned from `from` — the school year's start, 1 September,
 * unless asked otherwise — to today, counted by the day each perek was learning for. Sorted by
 * class and name, as a teacher reads a class list; a programme's learners fit in one file read
 * at once (thousands, not millions).
 */
export async function learnersCsv(db: Db, query: LearnersExportQuery, today: string) {
  const from = query.from ?? schoolYearStart(today);
  let select = db
    .selectFrom('learners as l')
    .select((eb) => ['l.name', 'l.class_name', 'l.active', perakimLearnedBetween(eb, from, today)]);
  if (query.status !== 'all') select = select.where('l.active', '=', query.status === 'active');
  if (query.class === NO_CLASS_FILTER) select = select.where('l.class_name', 'is', null);
  else if (query.class) select = select.where('l.class_name', '=', query.class);
  const rows = await select.orderBy('l.class_name').orderBy('l.name').orderBy('l.id').execute();
  const header = [
    'Name',
    'Class',
    'Status',
    `Perakim learned ${dayText(from)} – ${dayText(today)}`,
  ];
  return stringify(
    [
      header,
      ...rows.map((row) => [
        textCell(row.name),
        textCell(row.class_name),
        row.active ? 'Active' : 'Inactive',
        String(Number(row.learned ?? 0)),
      ]),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
}
