import type { ChapterDoneEvent, ScanReply } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../http/errors.ts';
import type { LiveBus } from '../../live/live-bus.ts';
import { perekOf, replayStoredScan, scanReply } from './scan-reply.ts';
import { dayOfScan, refuseIfReplaced, refuseUnlessScanDay } from './scan-day.ts';
import { scanTime } from './scan-time.ts';

export interface Scanner {
  stationTokenId: number | null;
  staffUserId: number | null;
}

/** One scan as the scanner sent it: the barcode, and the scan's own id and time when it has them. */
export interface ScanOrder {
  barcode: string;
  /** The station's id for the scan (a UUID), the same on every resend. */
  scanId?: string | undefined;
  /** When the scan was taken (ISO 8601); absent: now. */
  scannedAt?: string | undefined;
}

/**
 * A finished perek's barcode was scanned (DESIGN.md §3): mark its assignment done exactly once,
 * at the scan's own time, store the scan, and publish chapter-done — all in one transaction, so
 * the answer is only given once the scan is safely stored. A repeat is acknowledged as already
 * done and counted once; the same scan sent again (its id) is answered as the first time.
 */
export async function recordScan(
  db: Db,
  bus: LiveBus,
  order: ScanOrder,
  by: Scanner,
  today: () => string,
  now: Date = new Date(),
): Promise<ScanReply> {
  const { barcode, scanId } = order;
  // A resend first: a stored scan is answered as it was, however long it took to come again.
  const replayed = scanId === undefined ? undefined : await replayStoredScan(db, scanId, barcode);
  if (replayed) return replayed;
  const at = scanTime(order.scannedAt, now);
  const day = dayOfScan(at, now, today());

  let scanned;
  try {
    scanned = await markAndStore(db, bus, { barcode, scanId: scanId ?? null, at, now, day }, by);
  } catch (error) {
    // The same scan at the same moment (a resend racing the first, or two instances): the first
    // stored it, the unique scan_id refused this one's row and everything it did was rolled back.
    if (scanId === undefined || error instanceof HttpError || !isUniqueViolation(error)) {
      throw error;
    }
    const stored = await replayStoredScan(db, scanId, barcode);
    if (!stored) throw error;
    return stored;
  }
  if (scanned.result === 'done') bus.announce();
  return scanReply(db, scanned.result, barcode, scanned.assignment);
}

/** The transaction of a scan not stored yet: mark the chapter, store the scan, publish it. */
async function markAndStore(
  db: Db,
  bus: LiveBus,
  scan: { barcode: string; scanId: string | null; at: string; now: Date; day: string },
  by: Scanner,
) {
  const { barcode, at } = scan;
  // The mark comes first and the learner is read after it, in the same transaction: the name on
  // the wall is the one the perek belongs to at the moment it is marked, even when the office
  // has just given it to another child.
  return db.transaction().execute(async (trx) => {
    // Another day's sheet is refused before anything is marked or stored (issue 27 §2).
    const sheet = await trx
      .selectFrom('assignments')
      .select('day')
      .where('barcode', '=', barcode)
      .executeTakeFirst();
    if (sheet) refuseUnlessScanDay(sheet.day, scan.day);
    else await refuseIfReplaced(trx, barcode);
    const marked = await trx
      .updateTable('assignments')
      .set({
        done_at: at,
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
        created_at: scan.now.toISOString(),
        scan_id: scan.scanId,
        scanned_at: at,
      })
      .execute();
    if (result === 'done') {
      const event: ChapterDoneEvent = {
        barcode,
        name: assignment.name,
        perek: perekOf(assignment.perek_index),
        type: 'done',
        day: assignment.day,
        image: assignment.image_url,
      };
      await bus.publish('chapter-done', event, trx);
    }
    return { result, assignment };
  });
}
