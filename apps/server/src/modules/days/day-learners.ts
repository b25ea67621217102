import { NO_CLASS, searchKey, type DayLearner } from '@zechus/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface DayLearnersFilter {
  search?: string | undefined;
  class?: string | undefined;
  exclude?: number | undefined;
  limit: number;
}

const collator = new Intl.Collator(['he', 'en'], { sensitivity: 'base', numeric: true });

/**
 * GET /api/office/days/:day/learners: the active learners a perek can be given to, with how many
 * perakim each has that day (so a teacher sees who already carries more). Read whole and filtered
 * here — a programme has hundreds of children, not millions — so the match and the order are the
 * same on both engines.
 */
export async function readDayLearners(
  db: Db,
  day: string,
  filter: DayLearnersFilter,
): Promise<DayLearner[]> {
  const learners = await db
    .selectFrom('learners as l')
    .leftJoin('assignments as a', (join) =>
      join.onRef('a.learner_id', '=', 'l.id').on('a.day', '=', day),
    )
    .select((eb) => [
      'l.id',
      'l.name',
      'l.class_name',
      eb.fn.count<number>('a.id').as('perakim'),
      eb.fn
        .sum<number>(
          sql<number>`case when a.id is not null and a.done_at is null then 1 else 0 end`,
        )
        .as('open'),
    ])
    .where('l.active', '=', true)
    .groupBy(['l.id', 'l.name', 'l.class_name'])
    .execute();
  const needle = filter.search === undefined ? undefined : searchKey(filter.search);
  return learners
    .filter(
      (l) =>
        l.id !== filter.exclude &&
        (needle === undefined || searchKey(l.name).includes(needle)) &&
        (filter.class === undefined ||
          filter.class === '' ||
          (filter.class === NO_CLASS ? l.class_name === null : l.class_name === filter.class)),
    )
    .sort(
      (a, b) =>
        Number(a.class_name === null) - Number(b.class_name === null) ||
        collator.compare(a.class_name ?? '', b.class_name ?? '') ||
        collator.compare(a.name, b.name) ||
        a.id - b.id,
    )
    .slice(0, filter.limit)
    .map((l) => ({
      id: l.id,
      name: l.name,
      className: l.class_name,
      perakim: Number(l.perakim),
      open: Number(l.open ?? 0),
    }));
}
