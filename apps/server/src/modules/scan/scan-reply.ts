import { MISHNAH, type ScanReply } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';

/** The scanned assignment as the reply shows it: its day, perek and learner. */
export interface ScannedAssignment {
  day: string;
  perek_index: number;
  name: string;
  image_url: string | null;
}

export const perekOf = (perekIndex: number): string => MISHNAH.perakim[perekIndex]?.hebrew ?? '';

/** The answer to a scan: what it did, the chapter and its learner, and the day's totals now. */
export async function scanReply(
  db: Db,
  result: ScanReply['result'],
  barcode: string,
  assignment: ScannedAssignment,
): Promise<ScanReply> {
  const totals = await db
    .selectFrom('assignments')
    .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>('done_at').as('done')])
    .where('day', '=', assignment.day)
    .executeTakeFirstOrThrow();
  return {
    result,
    barcode,
    name: assignment.name,
    perek: perekOf(assignment.perek_index),
    day: assignment.day,
    image: assignment.image_url,
    chapters_done: Number(totals.done),
    chapters_not_done: MISHNAH.perakim.length - Number(totals.done),
  };
}

const SCAN_ID_REUSED =
  'This scan id was already used for another barcode. Scan the chapter again to send a new scan.';

/**
 * A scan the station sends again (its answer was lost, or the first is still on its way):
 * when a scan with this id is stored, the answer it had — `done` if that scan counted the
 * chapter — with the chapter's learner and the day's totals as they are now. Nothing is
 * written. Undefined when no scan has the id. The id naming another barcode is a station's
 * mistake, refused (409) rather than answered with some other child's chapter.
 */
export async function replayStoredScan(
  db: Db,
  scanId: string,
  barcode: string,
): Promise<ScanReply | undefined> {
  const stored = await db
    .selectFrom('scans')
    .innerJoin('assignments', 'assignments.id', 'scans.assignment_id')
    .innerJoin('learners', 'learners.id', 'assignments.learner_id')
    .select([
      'scans.barcode',
      'scans.result',
      'assignments.day',
      'assignments.perek_index',
      'learners.name',
      'learners.image_url',
    ])
    .where('scans.scan_id', '=', scanId)
    .executeTakeFirst();
  if (!stored) return undefined;
  if (stored.barcode !== barcode) throw new HttpError(409, 'scan_id_reused', SCAN_ID_REUSED);
  return scanReply(db, stored.result === 'done' ? 'done' : 'already_done', barcode, stored);
}
