import type { DivisionSummary } from '@zechus/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { activeLearnerIds, layOutMissingDays } from './daily-learning.ts';
import { takeDivisionLock } from './division-lock.ts';
import {
  afterPrintedPerakimMoved,
  describeReprints,
  dayFixedByTheEvening,
  joinedAfterPrinting,
  printedSheetsAfter,
  sheetKey,
} from './printed-sheets.ts';
import { redivideDay, type DayAssignment, type Move } from './redivide.ts';

type Trx = Transaction<Database>;

/** At most this many moves in one UPDATE (a CASE arm each; well under both engines' limits). */
const MOVES_PER_STATEMENT = 600;

/**
 * The learners changed (added, imported, deactivated, reactivated): call inside the change's
 * transaction. Days not yet begun — every laid-out day after `today` — are divided again among
 * the active learners with as few moves as possible (redivideDay); today and past days are never
 * touched, so a day in progress keeps its assignments and a deactivated child keeps today's
 * perakim; a teacher's reassignments stay where the teacher put them. Missing days up to the
 * month ahead (a new programme's first learners) are laid out.
 *
 * Printed means fixed (issue 27 §1): a child's perakim of a day whose sheet was printed, and every
 * child's of tomorrow from the evening before, stay with them while they are active — a child
 * who joins gets none of them, and one who joins a class already printed for a day gets nothing
 * that day. A child who leaves still gives theirs up: a printed perek that moves gets a new
 * barcode (the old sheet is then refused at the station) and a printed sheet that gains one is
 * listed to reprint.
 */
export async function divideAfterLearnersChanged(
  trx: Trx,
  today: string,
  now: Date = new Date(),
): Promise<DivisionSummary> {
  // Two changes at once would each read the old division: the second waits for the first.
  await takeDivisionLock(trx);
  const learnerIds = await activeLearnerIds(trx);
  const laidOut = new Set(await layOutMissingDays(trx, today, learnerIds));
  if (learnerIds.length === 0) {
    return { daysLaidOut: 0, ...(await clearDaysNotBegun(trx, today)) };
  }
  const rows = await trx
    .selectFrom('assignments')
    .select([
      'id',
      'day',
      'perek_index',
      'learner_id',
      'done_at',
      'recording_url',
      'reassigned_at',
      'reassigned_from',
    ])
    .where('day', '>', today)
    .orderBy('day')
    .orderBy('perek_index')
    .execute();
  const printed = await printedSheetsAfter(trx, today);
  const heldBack = await joinedAfterPrinting(trx, today, printed);
  const fixedByTheEvening = dayFixedByTheEvening(today, now);
  const active = new Set(learnerIds);
  const byDay = new Map<string, DayAssignment[]>();
  for (const row of rows) {
    if (laidOut.has(row.day)) continue;
    const list = byDay.get(row.day) ?? [];
    const printedOrEvening =
      row.day === fixedByTheEvening ||
      printed.has(sheetKey(row.day, row.learner_id)) ||
      (heldBack.get(row.day)?.has(row.learner_id) ?? false);
    list.push({
      id: row.id,
      perekIndex: row.perek_index,
      learnerId: row.learner_id,
      fixed:
        row.done_at !== null ||
        row.recording_url !== null ||
        (printedOrEvening && active.has(row.learner_id)),
      pinned: row.reassigned_at !== null,
      takenFrom: row.reassigned_from,
    });
    byDay.set(row.day, list);
  }
  let daysRedivided = 0;
  let perakimMoved = 0;
  const reprints: { day: string; learnerId: number }[] = [];
  for (const [day, dayRows] of byDay) {
    // A child who joined a class after its sheets of that day were printed shares in nothing.
    const away = heldBack.get(day);
    const sharing = away ? learnerIds.filter((id) => !away.has(id)) : learnerIds;
    const moves = redivideDay(dayRows, sharing.length > 0 ? sharing : learnerIds);
    const moved = await applyMoves(trx, moves);
    if (moved === 0) continue;
    daysRedivided++;
    perakimMoved += moved;
    const touchingPrinted = moves.filter(
      (move) => printed.has(sheetKey(day, move.from)) || printed.has(sheetKey(day, move.learnerId)),
    );
    if (touchingPrinted.length > 0) {
      const made = await madeOf(trx, touchingPrinted);
      const marked = await afterPrintedPerakimMoved(trx, day, made, async (d, id) =>
        printed.has(sheetKey(d, id)),
      );
      reprints.push(...marked.map((learnerId) => ({ day, learnerId })));
    }
  }
  const toReprint = await describeReprints(trx, reprints);
  return {
    daysLaidOut: laidOut.size,
    daysRedivided,
    perakimMoved,
    ...(toReprint.length > 0 ? { toReprint } : {}),
  };
}

/** The moves that were made (applyMoves skips a row a scan or recording reached meanwhile). */
async function madeOf(trx: Trx, moves: readonly Move[]): Promise<Move[]> {
  const rows = await trx
    .selectFrom('assignments')
    .select(['id', 'learner_id'])
    .where(
      'id',
      'in',
      moves.map((move) => move.id),
    )
    .execute();
  const holder = new Map(rows.map((row) => [row.id, row.learner_id]));
  return moves.filter((move) => holder.get(move.id) === move.learnerId);
}

/**
 * One UPDATE per day (in chunks): `learner_id = CASE id WHEN … THEN … END`, rather than a
 * statement per perek. Each row moves only if it is as it was read — same learner, still open,
 * unrecorded — so a scan or a recording that lands meanwhile keeps its perek where it is (the
 * division is then one perek less even, never wrong). A moved row is the division's again, no
 * longer a teacher's placement; who it was once taken from stays (that child is still away). The
 * ids are integers read from the database, written as literals. Answers the rows moved.
 */
async function applyMoves(trx: Trx, moves: readonly Move[]): Promise<number> {
  let moved = 0;
  for (let i = 0; i < moves.length; i += MOVES_PER_STATEMENT) {
    const chunk = moves.slice(i, i + MOVES_PER_STATEMENT);
    for (const move of chunk) {
      if (![move.id, move.from, move.learnerId].every(Number.isSafeInteger)) {
        throw new Error(`not an id: ${move.id} ${move.from} → ${move.learnerId}`);
      }
    }
    const caseOfId = (value: (move: Move) => number) =>
      sql<number>`case id ${sql.join(
        chunk.map((move) => sql`when ${sql.lit(move.id)} then ${sql.lit(value(move))}`),
        sql` `,
      )} end`;
    const result = await trx
      .updateTable('assignments')
      .set({ learner_id: caseOfId((move) => move.learnerId), reassigned_at: null })
      .where(
        'id',
        'in',
        chunk.map((move) => move.id),
      )
      .where(
        'learner_id',
        '=',
        caseOfId((move) => move.from),
      )
      .where('done_at', 'is', null)
      .where('recording_url', 'is', null)
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}

/**
 * Nobody is active any more (the programme paused): days not yet begun are removed, so no
 * deactivated child is left holding them, unless a perek there was already scanned or recorded.
 * The next learners added lay them out again, with the same barcodes.
 */
async function clearDaysNotBegun(
  trx: Trx,
  today: string,
): Promise<Omit<DivisionSummary, 'daysLaidOut'>> {
  const keep = trx
    .selectFrom('assignments')
    .select('day')
    .where('day', '>', today)
    .where((eb) =>
      eb.or([
        eb('done_at', 'is not', null),
        eb('recording_url', 'is not', null),
        eb('id', 'in', eb.selectFrom('scans').select('assignment_id')),
      ]),
    );
  const days = (
    await trx
      .selectFrom('learning_days')
      .select('day')
      .where('day', '>', today)
      .where('day', 'not in', keep)
      .execute()
  ).map((row) => row.day);
  if (days.length === 0) return { daysRedivided: 0, perakimMoved: 0 };
  const removed = await trx.deleteFrom('assignments').where('day', 'in', days).executeTakeFirst();
  await trx.deleteFrom('learning_days').where('day', 'in', days).execute();
  return { daysRedivided: days.length, perakimMoved: Number(removed.numDeletedRows) };
}
