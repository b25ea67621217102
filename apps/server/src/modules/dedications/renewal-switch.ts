import {
  DEDICATION_ERROR,
  RENEWAL_DATE_PASSED_MESSAGE,
  type DedicationDetail,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { recordAudit, type ChangeActor } from '../audit/audit.ts';
import { changeDedication, refuseIfCancelled, type DedicationDeps } from './change.ts';

/**
 * No further yearly charge: the renewals job skips a dedication that is not recurring. The
 * office's action, and the donor's own from My Page (audited as theirs). The anniversary it
 * would have been charged on (`next_charge_on`) is kept, so that the stop can be undone until
 * that day (issue 26): nothing reads it while the dedication is not recurring.
 */
export async function stopRenewal(
  deps: DedicationDeps,
  actor: ChangeActor,
  id: number,
): Promise<DedicationDetail> {
  return changeDedication(deps, id, async (trx, before) => {
    refuseIfCancelled(before);
    if (!before.recurring) {
      throw new HttpError(409, DEDICATION_ERROR.notRecurring, 'This dedication does not renew.');
    }
    await trx
      .updateTable('enrollments')
      .set({ recurring: false, renewal_retry_on: null })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      area: 'dedications',
      action: 'dedication.stop-renewal',
      targetId: id,
      summary: `Stopped the yearly renewal of dedication ${id} (${before.name})`,
      before: { recurring: true, nextChargeOn: before.nextChargeOn },
      after: { recurring: false, nextChargeOn: null },
    });
    return { touchesToday: false };
  });
}

/**
 * "Renew every year again": a stopped renewal resumes on the same anniversary, as long as that
 * day has not come yet. After it, the stop stands — a new sign-up is the way to dedicate the
 * next year (nothing would charge a card for a year already begun without the donor present).
 */
export async function resumeRenewal(
  deps: DedicationDeps,
  actor: ChangeActor,
  id: number,
): Promise<DedicationDetail> {
  const today = deps.today();
  return changeDedication(deps, id, async (trx, before) => {
    refuseIfCancelled(before);
    if (before.recurring) return { touchesToday: false }; // already renewing: a second click
    if (!before.nextChargeOn || before.nextChargeOn <= today) {
      throw new HttpError(409, DEDICATION_ERROR.renewalDatePassed, RENEWAL_DATE_PASSED_MESSAGE);
    }
    await trx.updateTable('enrollments').set({ recurring: true }).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      area: 'dedications',
      action: 'dedication.resume-renewal',
      targetId: id,
      summary: `Renewed again every year: dedication ${id} (${before.name}), next on ${before.nextChargeOn}`,
      before: { recurring: false },
      after: { recurring: true, nextChargeOn: before.nextChargeOn },
    });
    return { touchesToday: false };
  });
}
