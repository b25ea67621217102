import {
  NO_CLASS_FILTER,
  addDays,
  type ClassSummary,
  type LearnerListQuery,
  type LearnerRow,
  type Paged,
} from '@zechus/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { matchesTyped } from '../../db/search-sql.ts';

/** A learner as stored (flags normalised). */
export interface LearnerRecord {
  id: number;
  name: string;
  className: string | null;
  active: boolean;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string | null;
}

const RECORD_COLUMNS = [
  'id',
  'name',
  'class_name',
  'active',
  'image_url',
  'created_at',
  'updated_at',
] as const;

type StoredLearner = {
  id: number;
  name: string;
  class_name: string | null;
  active: boolean | number;
  image_url: string | null;
  created_at: string;
  updated_at: string | null;
};

const toRecord = (row: StoredLearner): LearnerRecord => ({
  id: row.id,
  name: row.name,
  className: row.class_name,
  active: Boolean(row.active),
  imageUrl: row.image_url,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function findLearner(db: Db, id: number): Promise<LearnerRecord | null> {
  const row = await db
    .selectFrom('learners')
    .select(RECORD_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Perakim learned, and perakim that make history (given on a day begun, or done or recorded). */
async function countsOf(
  db: Db,
  ids: readonly number[],
  today: string,
): Promise<Map<number, { learned: number; given: number }>> {
  const counts = new Map<number, { learned: number; given: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('assignments')
    .select((eb) => [
      'learner_id',
      eb.fn.count<number>('done_at').as('learned'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.or([
                eb('day', '<=', today),
                eb('done_at', 'is not', null),
                eb('recording_url', 'is not', null),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('given'),
    ])
    .where('learner_id', 'in', ids)
    .groupBy('learner_id')
    .execute();
  for (const row of rows) {
    counts.set(row.learner_id, { learned: Number(row.learned), given: Number(row.given ?? 0) });
  }
  return counts;
}

/** Learner records as the office lists them, with their perakim counts. */
export async function withCounts(
  db: Db,
  records: readonly LearnerRecord[],
  today: string,
): Promise<LearnerRow[]> {
  const counts = await countsOf(
    db,
    records.map((r) => r.id),
    today,
  );
  return records.map((record) => ({
    ...record,
    perakimLearned: counts.get(record.id)?.learned ?? 0,
    perakimGiven: counts.get(record.id)?.given ?? 0,
  }));
}

export async function learnerRow(db: Db, id: number, today: string): Promise<LearnerRow | null> {
  const record = await findLearner(db, id);
  return record ? ((await withCounts(db, [record], today))[0] ?? null) : null;
}

const learnedCount = (eb: ExpressionBuilder<Database, 'learners'>) =>
  eb
    .selectFrom('assignments')
    .select((inner) => inner.fn.count<number>('done_at').as('learned'))
    .whereRef('assignments.learner_id', '=', 'learners.id');

/** GET /api/office/learners: filtered, sorted and paged in the database. */
export async function listLearners(
  db: Db,
  query: LearnerListQuery,
  today: string,
): Promise<Paged<LearnerRow>> {
  let filtered = db.selectFrom('learners');
  if (query.status !== 'all') filtered = filtered.where('active', '=', query.status === 'active');
  if (query.class === NO_CLASS_FILTER) filtered = filtered.where('class_name', 'is', null);
  else if (query.class) filtered = filtered.where('class_name', '=', query.class);
  if (query.search) {
    // ר' משה finds ר׳ משה, final letters either way (issue 27 §5).
    filtered = filtered.where(matchesTyped('name', query.search));
  }

  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();

  const dir = query.dir;
  let page = filtered.select(RECORD_COLUMNS);
  switch (query.sort) {
    case 'name':
      page = page.orderBy('name', dir);
      break;
    case 'class':
      // Learners without a class come last either way, as on both engines' sheets.
      page = page
        .orderBy(sql`case when class_name is null then 1 else 0 end`)
        .orderBy('class_name', dir)
        .orderBy('name');
      break;
    case 'added':
      page = page.orderBy('created_at', dir);
      break;
    case 'learned':
      page = page.orderBy((eb) => learnedCount(eb), dir).orderBy('name');
      break;
  }
  const rows = await page
    .orderBy('id', dir)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    rows: await withCounts(db, rows.map(toRecord), today),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/office/learners/classes: each class name in use with its active and total counts. */
export async function classSummaries(db: Db): Promise<ClassSummary[]> {
  const rows = await db
    .selectFrom('learners')
    .select((eb) => [
      'class_name',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('active', '=', true).then(1).else(0).end()).as('active'),
    ])
    .where('class_name', 'is not', null)
    .groupBy('class_name')
    .orderBy('class_name')
    .execute();
  return rows.map((row) => ({
    name: row.class_name ?? '',
    active: Number(row.active ?? 0),
    total: Number(row.total),
  }));
}

/** Learners of this name in this class (null: without a class), to warn of a duplicate. */
export async function sameNameInClass(
  db: Db,
  name: string,
  className: string | null,
  exceptId?: number,
): Promise<LearnerRecord[]> {
  let query = db.selectFrom('learners').select(RECORD_COLUMNS).where('name', '=', name);
  query =
    className === null
      ? query.where('class_name', 'is', null)
      : query.where('class_name', '=', className);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.orderBy('id').execute()).map(toRecord);
}

/** Every learner whose name is one of `names` (for an import's duplicate check). */
export async function learnersNamed(db: Db, names: readonly string[]): Promise<LearnerRecord[]> {
  const unique = [...new Set(names)];
  const found: LearnerRecord[] = [];
  for (let i = 0; i < unique.length; i += 400) {
    const rows = await db
      .selectFrom('learners')
      .select(RECORD_COLUMNS)
      .where('name', 'in', unique.slice(i, i + 400))
      .execute();
    found.push(...rows.map(toRecord));
  }
  return found;
}

/** How many of today's perakim the learner holds, and how many are still open. */
export async function todayOf(
  db: Db,
  id: number,
  today: string,
): Promise<{ day: string; assigned: number; open: number }> {
  const row = await db
    .selectFrom('assignments')
    .select((eb) => [
      eb.fn.countAll<number>().as('assigned'),
      eb.fn.count<number>('done_at').as('done'),
    ])
    .where('learner_id', '=', id)
    .where('day', '=', today)
    .executeTakeFirstOrThrow();
  const assigned = Number(row.assigned);
  return { day: today, assigned, open: assigned - Number(row.done) };
}

/** The learner's first day after today with perakim, and whether that is tomorrow. */
export async function firstDayAhead(
  db: Db,
  id: number,
  today: string,
): Promise<{ day: string; tomorrow: boolean } | null> {
  const row = await db
    .selectFrom('assignments')
    .select((eb) => eb.fn.min('day').as('day'))
    .where('learner_id', '=', id)
    .where('day', '>', today)
    .executeTakeFirst();
  const day = row?.day ?? null;
  return day ? { day, tomorrow: day === addDays(today, 1) } : null;
}
