import {
  DONOR_MAIL_FAILED_MESSAGE,
  DONOR_OFFICE_ERROR,
  type DonorContactEdit,
  type DonorDetail,
  type DonorResent,
} from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { donorIdReminder } from '../../mail/templates/donor-id-reminder.ts';
import { recordAudit, type AuditActor, type ChangeActor } from '../audit/audit.ts';
import { endSessions } from '../auth/session-ends.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { donorDetail, donorNotFound, findDonorRecord } from './office-repository.ts';

export type DonorDeps = Pick<OfficeDeps, 'db' | 'mailer' | 'publicUrl' | 'today'>;
type Trx = Transaction<Database>;

const isUniqueViolation = (error: unknown): boolean =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

const mergedAway = (donorNumber: string, survivor: number | null) =>
  new HttpError(
    409,
    DONOR_OFFICE_ERROR.merged,
    `Donor ID ${donorNumber} was merged into another donor${survivor ? ` (record ${survivor})` : ''}: change that donor instead.`,
  );

/** A donor record that may be changed: it exists, and was not merged into another. */
export async function liveDonor(trx: Trx, id: number) {
  const donor = await trx
    .selectFrom('donors')
    .select(['id', 'donor_number', 'name', 'email', 'phone', 'merged_into_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!donor) throw donorNotFound(id);
  if (donor.merged_into_id !== null) throw mergedAway(donor.donor_number, donor.merged_into_id);
  return donor;
}

/** Edit a donor's name, e-mail and phone. An e-mail another donor has is a 409. */
export async function editDonorContact(
  deps: DonorDeps,
  actor: AuditActor,
  id: number,
  edit: DonorContactEdit,
): Promise<DonorDetail> {
  await changeDonorContact(deps, actor, id, edit);
  return donorDetail(deps.db, id, deps.today());
}

/** A donor's contact details before and after a change that was made. */
export interface ContactChange {
  before: { name: string; email: string; phone: string | null };
  after: { name: string; email: string; phone: string | null };
}

/**
 * The change itself, for the office and for the donor on My Page (decision 0024): the row and
 * its audit row in one transaction; null when nothing differed. An e-mail another donor has is
 * a 409 (email_taken), whoever asks; the caller words it for its reader.
 */
export async function changeDonorContact(
  deps: Pick<DonorDeps, 'db'>,
  actor: ChangeActor,
  id: number,
  edit: DonorContactEdit,
): Promise<ContactChange | null> {
  let made: ContactChange | null = null;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const donor = await liveDonor(trx, id);
      const before = { name: donor.name, email: donor.email, phone: donor.phone };
      const after = { name: edit.name, email: edit.email, phone: edit.phone };
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      if (after.email !== before.email) {
        const other = await trx
          .selectFrom('donors')
          .select(['donor_number', 'merged_into_id'])
          .where('email', '=', after.email)
          .where('id', '!=', id)
          .executeTakeFirst();
        if (other) throw emailTaken(other.donor_number, other.merged_into_id !== null);
      }
      await trx.updateTable('donors').set(after).where('id', '=', id).execute();
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
        (k) => after[k] !== before[k],
      );
      await recordAudit(trx, actor, {
        area: 'donors',
        action: 'donor.update',
        targetId: id,
        summary: `Changed the ${changed.join(', ')} of donor ${donor.donor_number}`,
        before,
        after,
      });
      made = { before, after };
    });
  } catch (error) {
    // Two offices saving the same address at once: the unique index decides.
    if (!(error instanceof HttpError) && isUniqueViolation(error)) throw emailTaken(null, false);
    throw error;
  }
  return made;
}

const emailTaken = (donorNumber: string | null, merged: boolean) =>
  new HttpError(
    409,
    DONOR_OFFICE_ERROR.emailTaken,
    donorNumber === null
      ? 'Another donor already uses this e-mail address.'
      : merged
        ? `This e-mail address belongs to donor ID ${donorNumber}, merged into another donor; it cannot be used again.`
        : `Another donor (donor ID ${donorNumber}) already uses this e-mail address. To join the two, merge them.`,
  );

/**
 * E-mails the donor their donor ID again (through the mailer), and notes it in the audit log.
 * When the mail server cannot take the e-mail nothing has happened, so nothing is audited: the
 * answer is a 503 the console shows as it is, and the failure goes to the server's log.
 */
export async function resendDonorId(
  deps: DonorDeps,
  log: FastifyBaseLogger,
  actor: AuditActor,
  id: number,
): Promise<DonorResent> {
  const donor = await findDonorRecord(deps.db, id);
  if (donor.merged_into_id !== null) throw mergedAway(donor.donor_number, donor.merged_into_id);
  try {
    await deps.mailer.send({
      ...donorIdReminder({
        to: donor.email,
        donorName: donor.name,
        donorNumber: donor.donor_number,
        loginUrl: new URL('/login', deps.publicUrl).toString(),
      }),
      links: { donorId: id },
    });
  } catch (error) {
    log.warn({ err: error, donorId: id }, 'could not e-mail a donor ID again');
    throw new HttpError(503, DONOR_OFFICE_ERROR.mailFailed, DONOR_MAIL_FAILED_MESSAGE);
  }
  await recordAudit(deps.db, actor, {
    area: 'donors',
    action: 'donor.resend-id',
    targetId: id,
    summary: `E-mailed donor ID ${donor.donor_number} again to ${donor.email}`,
  });
  return { sentTo: donor.email };
}

/**
 * Merge `mergeId` into `survivorId` (decision 0019): the merged record's dedications, donations
 * and payments move to the survivor, its sessions end, and it stays as a signpost — its e-mail
 * and donor ID still log in, as the survivor. One transaction, one audit row.
 */
export async function mergeDonors(
  deps: DonorDeps,
  actor: AuditActor,
  survivorId: number,
  mergeId: number,
): Promise<DonorDetail> {
  if (survivorId === mergeId) {
    throw new HttpError(400, DONOR_OFFICE_ERROR.sameDonor, 'A donor cannot be merged into itself.');
  }
  await deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    // Both records are held first, in id order (a write that changes nothing takes PostgreSQL's
    // row lock, and SQLite's one writer): two opposite merges at once (A into B, B into A) take
    // turns, and the second reads its survivor merged away and stops — never a donor merged into
    // itself through the other, never both records gone from the list (issue 27 §8).
    for (const id of [survivorId, mergeId].sort((a, b) => a - b)) {
      await trx
        .updateTable('donors')
        .set((eb) => ({ merged_into_id: eb.ref('merged_into_id') }))
        .where('id', '=', id)
        .execute();
    }
    // The conditional update claims the merged record first: a second merge of it finds it gone.
    const claimed = await trx
      .updateTable('donors')
      .set({ merged_into_id: survivorId, merged_at: now })
      .where('id', '=', mergeId)
      .where('merged_into_id', 'is', null)
      .executeTakeFirst();
    const survivor = await liveDonor(trx, survivorId);
    if (Number(claimed.numUpdatedRows) === 0) {
      const merged = await findDonorRecord(trx, mergeId);
      throw mergedAway(merged.donor_number, merged.merged_into_id);
    }
    const merged = await findDonorRecord(trx, mergeId);
    const moved = {
      dedications: (
        await trx
          .updateTable('enrollments')
          .set({ donor_id: survivorId, updated_at: now })
          .where('donor_id', '=', mergeId)
          .returning('id')
          .execute()
      ).map((r) => r.id),
      donations: (
        await trx
          .updateTable('donations')
          .set({ donor_id: survivorId })
          .where('donor_id', '=', mergeId)
          .returning('id')
          .execute()
      ).map((r) => r.id),
      payments: (
        await trx
          .updateTable('payments')
          .set({ donor_id: survivorId })
          .where('donor_id', '=', mergeId)
          .returning('id')
          .execute()
      ).map((r) => r.id),
    };
    // Records merged earlier into the merged one now lead straight to the survivor.
    await trx
      .updateTable('donors')
      .set({ merged_into_id: survivorId })
      .where('merged_into_id', '=', mergeId)
      .execute();
    // Signed out everywhere at once: the merged record logs in again as the survivor (0019).
    await endSessions(trx, { donorId: mergeId });
    const describe = (d: { donor_number: string; name: string; email: string }) => ({
      donorNumber: d.donor_number,
      name: d.name,
      email: d.email,
    });
    await recordAudit(trx, actor, {
      area: 'donors',
      action: 'donor.merge',
      targetId: survivorId,
      summary: `Merged donor ID ${merged.donor_number} (${merged.email}) into donor ID ${survivor.donor_number} (${survivor.email}); donor ID ${survivor.donor_number} remains`,
      before: { survivor: describe(survivor), merged: describe(merged) },
      after: { survivor: describe(survivor), mergedInto: survivor.donor_number, moved },
    });
  });
  return donorDetail(deps.db, survivorId, deps.today());
}
