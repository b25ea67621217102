import type { DonorNote, DonorNoteKind } from '@zechus/shared';
import type { Db } from '../../db/database.ts';

/**
 * The office's notes of a donor (issue 27 §6): a call, a visit, a letter or other, kept with its
 * day and who wrote it. Notes are not edited or deleted: a correction is a new note, so what the
 * office knew on a day stays as it was. Added by note-service.ts, audited.
 */

/** At most this many notes are shown on a donor's page (the newest). */
const SHOWN = 200;

/** The notes of a donor and of the records merged into it, newest first. */
export async function notesOf(db: Db, donorIds: readonly number[]): Promise<DonorNote[]> {
  if (donorIds.length === 0) return [];
  const rows = await db
    .selectFrom('donor_notes')
    .select(['id', 'kind', 'day', 'text', 'written_by', 'created_at'])
    .where('donor_id', 'in', [...donorIds])
    .orderBy('day', 'desc')
    .orderBy('id', 'desc')
    .limit(SHOWN)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as DonorNoteKind,
    day: r.day,
    text: r.text,
    writtenBy: r.written_by,
    createdAt: r.created_at,
  }));
}
