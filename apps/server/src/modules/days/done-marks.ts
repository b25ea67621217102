import {
  perekNames,
  type ChapterDoneEvent,
  type ChapterUndoneEvent,
  type DayPerek,
} from '@zechus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { DAY_ERROR, longDate, notLaidOut, refuseUnlessDoable } from './day-rules.ts';
import { readDayPerakim } from './day-view.ts';

type Trx = Transaction<Database>;

/**
 * The scan log (`scans`) gets a row for a hand-mark ('hand_done') and an undo ('undone') too, with
 * the staff member: a barcode's history then reads truthfully from start to end — scanned at the
 * station, undone by a teacher, marked by hand — instead of still showing a scan whose effect was
 * taken back. Their results differ from a scanner's ('done' / 'already_done'), so anything that
 * counts real scans (a station's use) can tell them apart.
 */
const HAND_SCAN_RESULT = { done: 'hand_done', undone: 'undone' } as const;

async function assignmentOf(trx: Trx, day: string, perekIndex: number) {
  const row = await trx
    .selectFrom('assignments as a')
    .innerJoin('learners as l', 'l.id', 'a.learner_id')
    .select([
      'a.id',
      'a.barcode',
      'a.done_at',
      'a.done_station_token_id',
      'a.done_by_staff_id',
      'l.name',
    ])
    .where('a.day', '=', day)
    .where('a.perek_index', '=', perekIndex)
    .executeTakeFirst();
  if (!row) throw notLaidOut(day);
  return row;
}

async function perekNow(trx: Trx, day: string, perekIndex: number): Promise<DayPerek> {
  const [perek] = await readDayPerakim(trx, day, perekIndex);
  if (!perek) throw notLaidOut(day);
  return perek;
}

/** A line in the scan log for a hand-mark or an undo, by the staff member who made it. */
async function logHandScan(
  trx: Trx,
  assignment: { id: number; barcode: string },
  result: (typeof HAND_SCAN_RESULT)[keyof typeof HAND_SCAN_RESULT],
  actor: StaffActor,
  now: string,
): Promise<void> {
  await trx
    .insertInto('scans')
    .values({
      assignment_id: assignment.id,
      barcode: assignment.barcode,
      result,
      station_token_id: null,
      staff_user_id: actor.id,
      created_at: now,
    })
    .execute();
}

/**
 * Marks a perek done by hand (today or an earlier day), recorded as the staff member's. Exactly
 * once: the update only takes an open perek, so a double click or a scan at the same moment finds
 * it done and is refused, and only the one change is audited and published — as the wall knows a
 * scan, `chapter-done` with the learner's name and picture. The learner is read after the update
 * (which holds the row until commit), so a reassignment just before is named rightly.
 */
export async function markDoneByHand(
  deps: OfficeDeps,
  actor: StaffActor,
  day: string,
  perekIndex: number,
): Promise<DayPerek> {
  refuseUnlessDoable(day, deps.today());
  const { perek } = perekNames(perekIndex);
  const result = await deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const marked = await trx
      .updateTable('assignments')
      .set({
        done_at: now,
        done_source: 'hand',
        done_station_token_id: null,
        done_by_staff_id: actor.id,
      })
      .where('day', '=', day)
      .where('perek_index', '=', perekIndex)
      .where('done_at', 'is', null)
      .returning(['id', 'barcode', 'learner_id'])
      .executeTakeFirst();
    if (!marked) {
      const row = await assignmentOf(trx, day, perekIndex);
      throw new HttpError(409, DAY_ERROR.alreadyDone, `${row.name}’s ${perek} is already done.`);
    }
    const learner = await trx
      .selectFrom('learners')
      .select(['name', 'image_url'])
      .where('id', '=', marked.learner_id)
      .executeTakeFirstOrThrow();
    await logHandScan(trx, marked, HAND_SCAN_RESULT.done, actor, now);
    await recordAudit(trx, actor, {
      area: 'days',
      action: 'assignment.mark_done',
      targetId: `${day}#${perekIndex}`,
      summary: `Marked ${learner.name}’s ${perek} of ${longDate(day)} done by hand`,
      before: { day, perekIndex, done: false },
      after: { day, perekIndex, done: true, doneAt: now, doneSource: 'hand', doneBy: actor.name },
    });
    const event: ChapterDoneEvent = {
      barcode: marked.barcode,
      name: learner.name,
      perek,
      type: 'done',
      day,
      image: learner.image_url,
    };
    await deps.bus.publish('chapter-done', event, trx);
    return perekNow(trx, day, perekIndex);
  });
  deps.bus.announce();
  return result;
}

/**
 * Takes back a done perek (a mistaken scan or hand-mark): it is open again, its done_* cleared.
 * Conditional on the very done the server read, so a double click undoes it once; audited with
 * what it was, and published as `chapter-undone` so the wall and progress pages follow.
 */
export async function undoDone(
  deps: OfficeDeps,
  actor: StaffActor,
  day: string,
  perekIndex: number,
): Promise<DayPerek> {
  const { perek } = perekNames(perekIndex);
  const result = await deps.db.transaction().execute(async (trx) => {
    const row = await assignmentOf(trx, day, perekIndex);
    if (row.done_at === null) {
      throw new HttpError(
        409,
        DAY_ERROR.notDone,
        `${row.name}’s ${perek} is not done, so there is nothing to undo.`,
      );
    }
    const before = await perekNow(trx, day, perekIndex);
    const undone = await trx
      .updateTable('assignments')
      .set({
        done_at: null,
        done_source: null,
        done_station_token_id: null,
        done_by_staff_id: null,
      })
      .where('id', '=', row.id)
      .where('done_at', '=', row.done_at)
      .executeTakeFirst();
    if (Number(undone.numUpdatedRows) === 0) {
      throw new HttpError(
        409,
        DAY_ERROR.notDone,
        `${row.name}’s ${perek} changed meanwhile. Look at the day again.`,
      );
    }
    await logHandScan(trx, row, HAND_SCAN_RESULT.undone, actor, new Date().toISOString());
    await recordAudit(trx, actor, {
      area: 'days',
      action: 'assignment.undo',
      targetId: `${day}#${perekIndex}`,
      summary: `Undid ${row.name}’s ${perek} of ${longDate(day)}: open again`,
      before: {
        day,
        perekIndex,
        done: true,
        doneAt: before.doneAt,
        doneSource: before.doneSource,
        doneBy: before.doneBy,
        doneStationTokenId: row.done_station_token_id,
        doneByStaffId: row.done_by_staff_id,
      },
      after: { day, perekIndex, done: false },
    });
    const event: ChapterUndoneEvent = { barcode: row.barcode, day };
    await deps.bus.publish('chapter-undone', event, trx);
    return perekNow(trx, day, perekIndex);
  });
  deps.bus.announce();
  return result;
}
