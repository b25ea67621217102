import { MISHNAH, type ChapterDoneEvent, type ScanReply } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { LiveBus } from '../../live/live-bus.ts';

export interface Scanner {
  stationTokenId: number | null;
  staffUserId: number | null;
}

/**
 * A finished perek's barcode was scanned (DESIGN.md §3): mark its assignment done exactly once,
 * store the scan, and publish chapter-done — all in one transaction, so the answer is only given
 * once the scan is safely stored. A repeat is acknowledged as already done and counted once.
 */
export async function recordScan(
  db: Db,
  bus: LiveBus,
  barcode: string,
  by: Scanner,
): Promise<ScanReply> {
  const now = new Date().toISOString();
  // The mark comes first and the learner is read after it, in the same transaction: the name on
  // the wall is the one the perek belongs to at the moment it is marked, even when the office
  // has just given it to another child.
  const scanned = await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('assignments')
      .set({
        done_at: now,
        done_source: by.stationTokenId !== null ? 'station' : 'staff_scan',
        done_station_token_id: by.stationTokenId,
        done_by_staff_id: by.staffUserId,
      })
      .where('barcode', '=', barcode)
      .where('done_at', 'is', null)
      .executeTakeFirst();
    const assignment = await trx
      .selectFrom('assignments')
      .innerJoin('learners', 'learners.id', 'assignments.learner_id')
      .select([
        'assignments.id',
        'assignments.day',
        'assignments.perek_index',
        'learners.name',
        'learners.image_url',
      ])
      .where('assignments.barcode', '=', barcode)
      .executeTakeFirst();
    if (!assignment) {
      throw new HttpError(
        404,
        'not_found',
        `No chapter has the barcode "${barcode}". Check the label and scan again.`,
      );
    }
    const result =
      Number(marked.numUpdatedRows) > 0 ? ('done' as const) : ('already_done' as const);
    await trx
      .insertInto('scans')
      .values({
        assignment_id: assignment.id,
        barcode,
        result,
        station_token_id: by.stationTokenId,
        staff_user_id: by.staffUserId,
        created_at: now,
      })
      .execute();
    const perek = MISHNAH.perakim[assignment.perek_index]?.hebrew ?? '';
    if (result === 'done') {
      const event: ChapterDoneEvent = {
        barcode,
        name: assignment.name,
        perek,
        type: 'done',
        day: assignment.day,
        image: assignment.image_url,
      };
      await bus.publish('chapter-done', event, trx);
    }
    return { result, assignment, perek };
  });
  const { result, assignment, perek } = scanned;
  if (result === 'done') bus.announce();

  const totals = await db
    .selectFrom('assignments')
    .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>('done_at').as('done')])
    .where('day', '=', assignment.day)
    .executeTakeFirstOrThrow();
  return {
    result,
    barcode,
    name: assignment.name,
    perek,
    day: assignment.day,
    image: assignment.image_url,
    chapters_done: Number(totals.done),
    chapters_not_done: MISHNAH.perakim.length - Number(totals.done),
  };
}
