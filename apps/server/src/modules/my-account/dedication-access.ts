import { DONOR_ERROR, MY_PAGE_ERROR, NOT_RENEWING_MESSAGE } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * A donor's own recurring dedication, or the refusal a donor reads: someone else's and one that
 * does not exist alike (403 not_your_enrollment, as the progress page answers: decision 0010);
 * one that does not (or no longer) renew, 409.
 */
export async function ownRenewingDedication(db: Db, donorId: number, id: number) {
  const row = await ownDedication(db, donorId, id);
  if (!row.recurring || row.status !== 'active') {
    throw new HttpError(409, MY_PAGE_ERROR.notRecurring, NOT_RENEWING_MESSAGE);
  }
  return row;
}

/** A donor's own dedication (any status), or the same 403 for someone else's and none. */
export async function ownDedication(db: Db, donorId: number, id: number) {
  const row = await db
    .selectFrom('enrollments')
    .select(['id', 'donor_id', 'name', 'recurring', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.donor_id !== donorId) {
    throw new HttpError(403, DONOR_ERROR.notYourEnrollment, 'This dedication is not one of yours.');
  }
  return row;
}
