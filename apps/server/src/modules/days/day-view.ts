import {
  DONE_SOURCES,
  NO_CLASS,
  hebrewDateOf,
  perakimOfMasechetSearch,
  perekNames,
  searchKey,
  type ClassProgress,
  type DayPerek,
  type DayQuery,
  type DaySort,
  type DayView,
  type DoneSource,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { registerLinesOf } from '../register/repository.ts';
import { dayRules } from './day-rules.ts';

/**
 * Reading one day for the office (issue 9 §3). A day is 525 perakim, so the whole day is read in
 * one query and filtered, sorted and paged here: the same on both engines — where nulls sort,
 * how Hebrew names collate, how a search matches — and still never more than one day's rows.
 */

/** The day's assignments with their learners and how each was done (optionally one perek). */
export async function readDayPerakim(
  db: Db,
  day: string,
  perekIndex?: number,
): Promise<DayPerek[]> {
  let query = db
    .selectFrom('assignments as a')
    .innerJoin('learners as l', 'l.id', 'a.learner_id')
    .leftJoin('station_tokens as st', 'st.id', 'a.done_station_token_id')
    .leftJoin('staff_users as su', 'su.id', 'a.done_by_staff_id')
    .select([
      'a.perek_index',
      'a.barcode',
      'a.done_at',
      'a.done_source',
      'a.recording_url',
      'a.reassigned_at',
      'l.id as learner_id',
      'l.name as learner_name',
      'l.class_name',
      'l.active',
      'st.name as station_name',
      'su.name as staff_name',
    ])
    .where('a.day', '=', day);
  if (perekIndex !== undefined) query = query.where('a.perek_index', '=', perekIndex);
  const rows = await query.orderBy('a.perek_index').execute();
  return rows.map((row) => {
    const source = (DONE_SOURCES as readonly string[]).includes(row.done_source ?? '')
      ? (row.done_source as DoneSource)
      : null;
    const done = row.done_at !== null;
    return {
      perekIndex: row.perek_index,
      ...perekNames(row.perek_index),
      barcode: row.barcode,
      learner: {
        id: row.learner_id,
        name: row.learner_name,
        className: row.class_name,
        active: Boolean(row.active),
      },
      done,
      doneAt: row.done_at,
      // A perek done before sources were recorded reads as a station's scan (the migration's rule).
      doneSource: done ? (source ?? 'station') : null,
      doneBy: done ? ((source === 'station' ? row.station_name : row.staff_name) ?? null) : null,
      recording: row.recording_url,
      movedByHand: row.reassigned_at !== null,
    };
  });
}

const collator = new Intl.Collator(['he', 'en'], { sensitivity: 'base', numeric: true });
const byPerek = (a: DayPerek, b: DayPerek) => a.perekIndex - b.perekIndex;
const byLearner = (a: DayPerek, b: DayPerek) =>
  collator.compare(a.learner.name, b.learner.name) || a.learner.id - b.learner.id;
/** Children without a class come last whichever way the column is sorted. */
const classKey = (row: DayPerek) => row.learner.className ?? '';

const COMPARE: Record<DaySort, (a: DayPerek, b: DayPerek, dir: 1 | -1) => number> = {
  perek: (a, b, dir) => dir * byPerek(a, b),
  learner: (a, b, dir) => dir * byLearner(a, b) || byPerek(a, b),
  class: (a, b, dir) =>
    Number(classKey(a) === '') - Number(classKey(b) === '') ||
    dir * collator.compare(classKey(a), classKey(b)) ||
    byLearner(a, b) ||
    byPerek(a, b),
  // Open perakim (no time) come last whichever way; ties in perek order.
  doneAt: (a, b, dir) =>
    Number(a.doneAt === null) - Number(b.doneAt === null) ||
    dir * (a.doneAt ?? '').localeCompare(b.doneAt ?? '') ||
    byPerek(a, b),
};

function matches(query: DayQuery): (row: DayPerek) => boolean {
  const needle = query.search === undefined ? undefined : searchKey(query.search);
  const masechetPerakim = new Set(query.search ? perakimOfMasechetSearch(query.search) : []);
  return (row) =>
    (query.status === 'all' || (query.status === 'done') === row.done) &&
    (query.class === undefined ||
      query.class === '' ||
      (query.class === NO_CLASS
        ? row.learner.className === null
        : row.learner.className === query.class)) &&
    (query.learner === undefined || row.learner.id === query.learner) &&
    (needle === undefined ||
      searchKey(row.learner.name).includes(needle) ||
      masechetPerakim.has(row.perekIndex));
}

/** Done of total for the whole day and per class (classes by name, "no class" last). */
function summarize(rows: readonly DayPerek[]): DayView['summary'] {
  const classes = new Map<string | null, ClassProgress>();
  for (const row of rows) {
    const key = row.learner.className;
    const entry = classes.get(key) ?? { className: key, done: 0, total: 0 };
    entry.total++;
    if (row.done) entry.done++;
    classes.set(key, entry);
  }
  return {
    done: rows.filter((row) => row.done).length,
    total: rows.length,
    classes: [...classes.values()].sort(
      (a, b) =>
        Number(a.className === null) - Number(b.className === null) ||
        collator.compare(a.className ?? '', b.className ?? ''),
    ),
  };
}

/** GET /api/office/days/:day: the day's state, its summary and one page of its perakim. */
export async function readDayView(
  db: Db,
  day: string,
  today: string,
  query: DayQuery,
): Promise<DayView> {
  const [laidOutRow, all, registers] = await Promise.all([
    db.selectFrom('learning_days').select('day').where('day', '=', day).executeTakeFirst(),
    readDayPerakim(db, day),
    registerLinesOf(db, day),
  ]);
  const rules = dayRules(day, today, laidOutRow !== undefined);
  const dir = query.dir === 'desc' ? -1 : 1;
  const compare = COMPARE[query.sort];
  const chosen = all.filter(matches(query)).sort((a, b) => compare(a, b, dir));
  const start = (query.page - 1) * query.pageSize;
  return {
    day,
    hebrewDate: hebrewDateOf(day).full,
    today,
    laidOut: rules.laidOut,
    notLaidOut: rules.notLaidOut,
    can: { reassign: rules.canReassign, markDone: rules.canMarkDone },
    summary: summarize(all),
    registers,
    page: {
      rows: chosen.slice(start, start + query.pageSize),
      total: chosen.length,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}
