import type { Db } from '../../db/database.ts';

/** Read-only queries of the sheets area: printing changes nothing. */

/** The classes of the active learners with how many children each, and those with none. */
export async function activeClasses(db: Db) {
  const rows = await db
    .selectFrom('learners')
    .select((eb) => ['class_name', eb.fn.countAll<number>().as('children')])
    .where('active', '=', true)
    .groupBy('class_name')
    .execute();
  return rows.map((row) => ({ name: row.class_name, children: Number(row.children) }));
}

/** Whether any learner, active or not, is in the class (so an old date still prints). */
export async function classExists(db: Db, className: string): Promise<boolean> {
  const row = await db
    .selectFrom('learners')
    .select('id')
    .where('class_name', '=', className)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function learnerById(db: Db, id: number) {
  return db
    .selectFrom('learners')
    .select(['id', 'name', 'class_name', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the day's learning has been laid out (divided among the learners). */
export async function isLaidOut(db: Db, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('learning_days')
    .select('day')
    .where('day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

export interface Whose {
  className?: string;
  learnerId?: number;
}

/**
 * The day's assignments of a class's children (or of one child), whoever they are now: a child
 * who left the class or the programme after the day was laid out still holds that day's perakim
 * until a teacher reassigns them, so their sheet still prints.
 */
export async function assignmentsOf(db: Db, day: string, whose: Whose) {
  let query = db
    .selectFrom('assignments')
    .innerJoin('learners', 'learners.id', 'assignments.learner_id')
    .select([
      'assignments.learner_id',
      'assignments.perek_index',
      'assignments.barcode',
      'assignments.done_at',
      'learners.name',
      'learners.class_name',
    ])
    .where('assignments.day', '=', day);
  if (whose.className !== undefined)
    query = query.where('learners.class_name', '=', whose.className);
  if (whose.learnerId !== undefined) query = query.where('learners.id', '=', whose.learnerId);
  return query.orderBy('assignments.perek_index').execute();
}

/** The active children of a class (or the one child), to say who has nothing to print. */
export async function activeLearnersOf(db: Db, whose: Whose) {
  let query = db.selectFrom('learners').select(['id', 'name']).where('active', '=', true);
  if (whose.className !== undefined) query = query.where('class_name', '=', whose.className);
  if (whose.learnerId !== undefined) query = query.where('id', '=', whose.learnerId);
  return query.execute();
}
