import type { Db } from '../../db/database.ts';

export interface ActiveLearner {
  id: number;
  name: string;
  className: string | null;
}

/**
 * The learners who are given perakim now, by class and name (for the days area: whom an absent
 * child's perakim may go to; for the sheets: a class's children). `className` narrows to one
 * class; null narrows to learners without a class; undefined means every class.
 */
export async function activeLearners(db: Db, className?: string | null): Promise<ActiveLearner[]> {
  let query = db
    .selectFrom('learners')
    .select(['id', 'name', 'class_name'])
    .where('active', '=', true);
  if (className === null) query = query.where('class_name', 'is', null);
  else if (className !== undefined) query = query.where('class_name', '=', className);
  const rows = await query.orderBy('class_name').orderBy('name').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, className: row.class_name }));
}
