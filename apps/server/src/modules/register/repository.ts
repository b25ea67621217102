import type { RegisterChild, RegisterLine } from '@zechus/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The register area's reads (issue 27 §3): classes, their teachers and children, registers. */

export const collator = new Intl.Collator(['he', 'en'], { sensitivity: 'base', numeric: true });

/** Every class of the active learners, by name, with how many children each. */
export async function activeClasses(db: Db): Promise<{ name: string; children: number }[]> {
  const rows = await db
    .selectFrom('learners')
    .select((eb) => ['class_name', eb.fn.countAll<number>().as('children')])
    .where('active', '=', true)
    .where('class_name', 'is not', null)
    .groupBy('class_name')
    .execute();
  return rows
    .filter((row): row is typeof row & { class_name: string } => !!row.class_name)
    .map((row) => ({ name: row.class_name, children: Number(row.children) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The classes a staff member teaches. */
export async function classesOf(db: Db, staffUserId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('class_teachers')
    .select('class_name')
    .where('staff_user_id', '=', staffUserId)
    .execute();
  return new Set(rows.map((row) => row.class_name));
}

/**
 * The active children of a class with their perakim of the day: how many, how many open, and
 * how many the class's register of the day gave them from an absent child.
 */
export async function childrenOfClass(
  db: Db,
  day: string,
  className: string,
  absent: ReadonlySet<number>,
  registerId: number | undefined,
): Promise<RegisterChild[]> {
  const rows = await db
    .selectFrom('learners as l')
    .leftJoin('assignments as a', (join) =>
      join.onRef('a.learner_id', '=', 'l.id').on('a.day', '=', day),
    )
    .select((eb) => [
      'l.id',
      'l.name',
      'l.image_url',
      eb.fn.count<number>('a.id').as('perakim'),
      eb.fn
        .sum<number>(
          sql<number>`case when a.id is not null and a.done_at is null then 1 else 0 end`,
        )
        .as('open'),
    ])
    .where('l.active', '=', true)
    .where('l.class_name', '=', className)
    .groupBy(['l.id', 'l.name', 'l.image_url'])
    .execute();
  const extra = await extraCounts(db, day, registerId);
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      imageUrl: row.image_url,
      absent: absent.has(row.id),
      perakim: Number(row.perakim),
      open: Number(row.open ?? 0),
      extra: extra.get(row.id) ?? 0,
    }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/**
 * How many perakim of the day each learner holds that the class's register gave them (and that
 * are still theirs): read through register_shares, whatever the perek's history before.
 */
async function extraCounts(
  db: Db,
  day: string,
  registerId: number | undefined,
): Promise<Map<number, number>> {
  if (registerId === undefined) return new Map();
  const rows = await db
    .selectFrom('register_shares as s')
    .innerJoin('assignments as a', (join) =>
      join
        .onRef('a.perek_index', '=', 's.perek_index')
        .onRef('a.learner_id', '=', 's.to_learner_id')
        .on('a.day', '=', day),
    )
    .select((eb) => ['s.to_learner_id', eb.fn.countAll<number>().as('n')])
    .where('s.register_id', '=', registerId)
    .groupBy('s.to_learner_id')
    .execute();
  return new Map(rows.map((row) => [row.to_learner_id, Number(row.n)]));
}

/** The registers of a day (optionally one class's), each with its absent children by name. */
export async function registersOf(db: Db, day: string, className?: string) {
  let query = db
    .selectFrom('class_registers')
    .select(['id', 'class_name', 'taken_by', 'taken_at'])
    .where('day', '=', day);
  if (className !== undefined) query = query.where('class_name', '=', className);
  const registers = await query.execute();
  if (registers.length === 0) return [];
  const absences = await db
    .selectFrom('register_absences as r')
    .innerJoin('learners as l', 'l.id', 'r.learner_id')
    .select(['r.register_id', 'l.id', 'l.name'])
    .where(
      'r.register_id',
      'in',
      registers.map((register) => register.id),
    )
    .execute();
  return registers
    .map((register) => ({
      id: register.id,
      line: {
        className: register.class_name,
        takenBy: register.taken_by,
        takenAt: register.taken_at,
        absent: absences
          .filter((row) => row.register_id === register.id)
          .map((row) => ({ id: row.id, name: row.name }))
          .sort((a, b) => collator.compare(a.name, b.name)),
      } satisfies RegisterLine,
    }))
    .sort((a, b) => collator.compare(a.line.className, b.line.className));
}

/** The day view's register lines (days/day-view.ts). */
export async function registerLinesOf(db: Db, day: string): Promise<RegisterLine[]> {
  return (await registersOf(db, day)).map((register) => register.line);
}
