import {
  MISHNAH,
  hebrewDayOf,
  schoolYearStart,
  type ChildReport,
  type ChildrenReport,
  type ChildrenReportQuery,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { noSuchClass } from './class-names.ts';
import { notFound } from './service.ts';

/** Learners' assignments read per statement (well under both engines' IN-list limits). */
const LEARNERS_PER_STATEMENT = 400;

/** The perek indexes (in the Mishnah's order) as masechtos with their chapters. */
function byMasechet(perakim: readonly number[]): ChildReport['masechtos'] {
  const masechtos: ChildReport['masechtos'] = [];
  let current: ChildReport['masechtos'][number] | undefined;
  let currentIndex = -1;
  for (const index of [...perakim].sort((a, b) => a - b)) {
    const perek = MISHNAH.perakim[index];
    if (!perek) continue;
    if (perek.masechet !== currentIndex) {
      const masechet = MISHNAH.masechtos[perek.masechet];
      if (!masechet) continue;
      current = { name: masechet.name, hebrew: masechet.hebrew, chapters: [] };
      currentIndex = perek.masechet;
      masechtos.push(current);
    }
    // "ברכות פרק טו" → "טו": the catalogue's own Hebrew numbering of perakim.
    const hebrew = perek.hebrew.split(' פרק ').at(-1) ?? String(perek.chapter);
    current?.chapters.push({ chapter: perek.chapter, hebrew });
  }
  return masechtos;
}

/**
 * A child's — or each child of a class's — perakim learned over a range of days (issue 27 §4),
 * for prizes and parents' evenings: how many and which, by masechet. Counted by the day each
 * perek was learning for, as the wall and the class report count it; a child who left is still
 * reported (their history is theirs). The range is the school year so far unless asked.
 */
export async function childrenReport(
  db: Db,
  query: ChildrenReportQuery,
  today: string,
): Promise<ChildrenReport> {
  const from = query.from ?? schoolYearStart(today);
  const to = query.to ?? today;
  let select = db.selectFrom('learners').select(['id', 'name', 'class_name', 'active']);
  if (query.learner !== undefined) select = select.where('id', '=', query.learner);
  else select = select.where('class_name', '=', query.class ?? '');
  const learners = await select.orderBy('name').orderBy('id').execute();
  if (learners.length === 0) {
    throw query.learner !== undefined ? notFound(query.learner) : noSuchClass(query.class ?? '');
  }

  const learned = new Map<number, number[]>();
  for (let i = 0; i < learners.length; i += LEARNERS_PER_STATEMENT) {
    const ids = learners.slice(i, i + LEARNERS_PER_STATEMENT).map((learner) => learner.id);
    const rows = await db
      .selectFrom('assignments')
      .select(['learner_id', 'perek_index'])
      .where('learner_id', 'in', ids)
      .where('done_at', 'is not', null)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    for (const row of rows) {
      const list = learned.get(row.learner_id) ?? [];
      list.push(row.perek_index);
      learned.set(row.learner_id, list);
    }
  }

  return {
    from,
    to,
    fromHebrew: hebrewDayOf(from).date,
    toHebrew: hebrewDayOf(to).date,
    className: query.learner !== undefined ? null : (query.class ?? null),
    children: learners.map((learner) => {
      const perakim = learned.get(learner.id) ?? [];
      return {
        id: learner.id,
        name: learner.name,
        className: learner.class_name,
        active: Boolean(learner.active),
        learned: perakim.length,
        masechtos: byMasechet(perakim),
      };
    }),
  };
}
