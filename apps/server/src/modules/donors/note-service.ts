import {
  DONOR_NOTE_ERROR,
  DONOR_NOTE_KIND_LABELS,
  type DonorDetail,
  type DonorNoteNew,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { COMMAND_LINE_ACTOR, recordAudit, type AuditActor } from '../audit/audit.ts';
import { donorDetail } from './office-repository.ts';
import { liveDonor, type DonorDeps } from './office-service.ts';

/**
 * A note of a donor is added in one transaction with its audit row; a record merged into
 * another takes no notes (its page leads to the survivor, where they belong).
 */

/** POST /api/office/donors/:id/notes: a note of something that happened, today or before. */
export async function addDonorNote(
  deps: Pick<DonorDeps, 'db' | 'today'>,
  actor: AuditActor,
  id: number,
  note: DonorNoteNew,
): Promise<DonorDetail> {
  if (note.day > deps.today()) {
    throw new HttpError(
      400,
      DONOR_NOTE_ERROR.futureDay,
      'A note is of something that happened: choose today or an earlier day.',
    );
  }
  await deps.db.transaction().execute(async (trx) => {
    const donor = await liveDonor(trx, id);
    const row = await trx
      .insertInto('donor_notes')
      .values({
        donor_id: id,
        kind: note.kind,
        day: note.day,
        text: note.text,
        staff_user_id: actor === 'command-line' ? null : actor.id,
        written_by: actor === 'command-line' ? COMMAND_LINE_ACTOR : actor.name,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      area: 'donors',
      action: 'donor.note',
      targetId: id,
      summary: `Noted a ${DONOR_NOTE_KIND_LABELS[note.kind].toLowerCase()} of ${note.day} with donor ID ${donor.donor_number}`,
      after: { note: row.id, kind: note.kind, day: note.day, text: note.text },
    });
  });
  return donorDetail(deps.db, id, deps.today());
}
