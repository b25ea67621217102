import { addDays, londonDay, type SheetsToReprint } from '@zechus/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/**
 * From this hour (London) the evening before, a day's perakim are fixed for every child whether
 * or not the sheets were printed (issue 27 §1): teachers print in the evening, some from the
 * browser's own print, and a child's sheet must not change under her after that.
 */
export const FIXED_FROM_HOUR_THE_EVENING_BEFORE = 18;

const londonHour = (now: Date): number =>
  Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(now),
  );

/** The day after `today` once the evening has come (its sheets are being printed), else null. */
export function dayFixedByTheEvening(today: string, now: Date = new Date()): string | null {
  // `today` may be a moved test day; the evening is the real clock's.
  return londonDay(now) <= today && londonHour(now) >= FIXED_FROM_HOUR_THE_EVENING_BEFORE
    ? addDays(today, 1)
    : null;
}

/** "day:learnerId" of every child's sheet printed for a day after `today`. */
export async function printedSheetsAfter(trx: Trx, today: string): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('sheet_prints')
    .select(['day', 'learner_id'])
    .distinct()
    .where('day', '>', today)
    .execute();
  return new Set(rows.map((row) => sheetKey(row.day, row.learner_id)));
}

export const sheetKey = (day: string, learnerId: number): string => `${day}:${learnerId}`;

/**
 * Per day after `today`, the active children who are in a class whose sheets were printed for
 * that day but who have no printed sheet of it: they joined the class (or had nothing) after the
 * printing. They receive nothing that day — the class's printed pile stays the class's
 * assignment, and the sheets page lists them without perakim — and keep anything they hold.
 * A class's printing is read by its printed children's classes now (a renamed class is the same
 * class); one child's sheet printed alone (class_name null) fixes only that child.
 */
export async function joinedAfterPrinting(
  trx: Trx,
  today: string,
  printed: ReadonlySet<string>,
): Promise<Map<string, Set<number>>> {
  const classes = await trx
    .selectFrom('sheet_prints')
    .innerJoin('learners', 'learners.id', 'sheet_prints.learner_id')
    .select(['sheet_prints.day', 'learners.class_name'])
    .distinct()
    .where('sheet_prints.day', '>', today)
    .where('sheet_prints.class_name', 'is not', null)
    .where('learners.class_name', 'is not', null)
    .execute();
  const heldBack = new Map<string, Set<number>>();
  if (classes.length === 0) return heldBack;
  const members = await trx
    .selectFrom('learners')
    .select(['id', 'class_name'])
    .where('active', '=', true)
    .where(
      'class_name',
      'in',
      classes.map((row) => row.class_name ?? ''),
    )
    .execute();
  for (const { day, class_name: className } of classes) {
    for (const member of members) {
      if (member.class_name !== className || printed.has(sheetKey(day, member.id))) continue;
      const ids = heldBack.get(day) ?? new Set<number>();
      ids.add(member.id);
      heldBack.set(day, ids);
    }
  }
  return heldBack;
}

/** Whether this child's sheet of `day` was printed (or downloaded). */
export async function isPrinted(trx: Trx, day: string, learnerId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('sheet_prints')
    .select('id')
    .where('day', '=', day)
    .where('learner_id', '=', learnerId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A printed perek moved to another child: it gets a new barcode (the 8-digit day and perek, then
 * a generation: 20786114 → 207861141 → 207861142), and the printed one is kept as replaced, so
 * the station refuses the old sheet instead of crediting the child who holds the perek now.
 */
export async function replaceBarcode(trx: Trx, assignmentId: number, now: string): Promise<string> {
  const row = await trx
    .selectFrom('assignments')
    .select('barcode')
    .where('id', '=', assignmentId)
    .executeTakeFirstOrThrow();
  const earlier = await trx
    .selectFrom('replaced_barcodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('assignment_id', '=', assignmentId)
    .executeTakeFirstOrThrow();
  const next = `${row.barcode.slice(0, 8)}${Number(earlier.n) + 1}`;
  await trx
    .insertInto('replaced_barcodes')
    .values({ barcode: row.barcode, assignment_id: assignmentId, replaced_at: now })
    .execute();
  await trx
    .updateTable('assignments')
    .set({ barcode: next })
    .where('id', '=', assignmentId)
    .execute();
  return next;
}

/** A printed sheet gained a perek: listed to reprint until it is printed again. */
export async function markToReprint(
  trx: Trx,
  day: string,
  learnerId: number,
  now: string,
): Promise<void> {
  await trx
    .insertInto('sheet_reprints')
    .values({ day, learner_id: learnerId, since: now })
    .onConflict((oc) => oc.columns(['day', 'learner_id']).doNothing())
    .execute();
}

/**
 * After perakim moved on a day: each one taken from a printed sheet gets a new barcode, and each
 * child whose printed sheet gained one is to reprint. `moves` are those actually made.
 */
export async function afterPrintedPerakimMoved(
  trx: Trx,
  day: string,
  moves: readonly { id: number; from: number; learnerId: number }[],
  printed: (day: string, learnerId: number) => Promise<boolean>,
): Promise<number[]> {
  const now = new Date().toISOString();
  const toReprint = new Set<number>();
  for (const move of moves) {
    if (await printed(day, move.from)) await replaceBarcode(trx, move.id, now);
    if (await printed(day, move.learnerId)) {
      await markToReprint(trx, day, move.learnerId, now);
      toReprint.add(move.learnerId);
    }
  }
  return [...toReprint];
}

/** The sheets to reprint, by day and class, with the children's names (for the office). */
export async function describeReprints(
  trx: Kysely<Database>,
  reprints: readonly { day: string; learnerId: number }[],
): Promise<SheetsToReprint> {
  if (reprints.length === 0) return [];
  const learners = await trx
    .selectFrom('learners')
    .select(['id', 'name', 'class_name'])
    .where(
      'id',
      'in',
      reprints.map((r) => r.learnerId),
    )
    .execute();
  const byId = new Map(learners.map((l) => [l.id, l]));
  const groups = new Map<string, SheetsToReprint[number]>();
  for (const { day, learnerId } of reprints) {
    const learner = byId.get(learnerId);
    if (!learner) continue;
    const key = `${day}\u0000${learner.class_name ?? ''}`;
    const group = groups.get(key) ?? { day, className: learner.class_name, names: [] };
    group.names.push(learner.name);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.day.localeCompare(b.day));
}
