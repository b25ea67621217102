import type { AttentionOutcome } from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { dollars } from '../../mail/templates/money.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { renewalCandidates, renewEnrollment } from '../payments/renewals.ts';
import { settledAlready, type DecisionDeps } from './decisions.ts';
import { RENEWAL_GIVE_UP_FAILURES } from './queue.ts';

// Needs attention's decisions about a yearly renewal that gave up (decisions.ts says how every
// decision claims its item and is audited).

/** The anniversary a given-up renewal was for, from its last attempt's key. */
async function failedAnniversary(deps: DecisionDeps, enrollmentId: number): Promise<string | null> {
  const last = await deps.db
    .selectFrom('payments')
    .select('idempotency_key')
    .where('enrollment_id', '=', enrollmentId)
    .where('purpose', '=', 'renewal')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return /^renewal:\d+:(\d{4}-\d{2}-\d{2}):/.exec(last?.idempotency_key ?? '')?.[1] ?? null;
}

/** "Retry now": the saved card charged once more, through the renewal job's own path. */
export async function retryRenewal(
  deps: DecisionDeps,
  staff: AuditActor,
  enrollmentId: number,
): Promise<AttentionOutcome> {
  const { db } = deps;
  const candidate = await renewalCandidates(db)
    .where('enrollments.id', '=', enrollmentId)
    .executeTakeFirst();
  if (!candidate) {
    throw new HttpError(404, 'not_found', `There is no dedication number ${enrollmentId}.`);
  }
  const anniversary = await failedAnniversary(deps, enrollmentId);
  if (!anniversary) return settledAlready('this dedication has no failed renewal to retry.');
  // Claims the retry: a second click finds it claimed (renewal_retry_on set) and does nothing.
  const claimed = await db
    .updateTable('enrollments')
    .set({ renewal_retry_on: deps.today() })
    .where('id', '=', enrollmentId)
    .where('renewal_failures', '>=', RENEWAL_GIVE_UP_FAILURES)
    .where('recurring', '=', false)
    .where('renewal_retry_on', 'is', null)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    return settledAlready('this renewal was decided meanwhile.');
  }
  const result = await renewEnrollment(
    { ...deps, publicUrl: deps.publicUrl },
    { ...candidate, next_charge_on: anniversary },
    deps.today(),
    { mailOnGiveUp: false },
  );
  const amount = dollars(candidate.price_cents);
  await recordAudit(db, staff, {
    area: 'attention',
    action: 'renewal.retry',
    targetId: enrollmentId,
    summary:
      result === 'renewed'
        ? `Retried the yearly renewal of the dedication for ${candidate.name}: ${amount} charged, renewed`
        : result === 'waiting_for_donor'
          ? `Retried the yearly renewal of the dedication for ${candidate.name}: waiting for the donor to confirm with their bank`
          : `Retried the yearly renewal of the dedication for ${candidate.name}: the card failed again`,
    before: { recurring: false, renewalFailures: candidate.renewal_failures },
    after:
      result === 'renewed'
        ? { recurring: true, renewalFailures: 0 }
        : { recurring: false, renewalFailures: candidate.renewal_failures + 1 },
  });
  return result === 'renewed'
    ? {
        resolved: true,
        message: `The saved card was charged ${amount}. The dedication is renewed for the coming year and the donor has been e-mailed.`,
      }
    : result === 'waiting_for_donor'
      ? {
          resolved: false,
          message: `The donor’s bank wants them to confirm this payment themselves; nothing was charged. They have been e-mailed a link to do it.`,
        }
      : {
          resolved: false,
          message: `The saved card failed again; nothing was charged. You may retry later or stop renewing.`,
        };
}

/** "Stop renewing": the dedication is not renewed again, and leaves the queue. */
export async function stopRenewal(
  deps: DecisionDeps,
  staff: AuditActor,
  enrollmentId: number,
): Promise<AttentionOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('enrollments')
      .select(['id', 'name', 'renewal_failures'])
      .where('id', '=', enrollmentId)
      .executeTakeFirst();
    if (!row)
      throw new HttpError(404, 'not_found', `There is no dedication number ${enrollmentId}.`);
    const moved = await trx
      .updateTable('enrollments')
      .set({ renewal_failures: 0 })
      .where('id', '=', enrollmentId)
      .where('renewal_failures', '>=', RENEWAL_GIVE_UP_FAILURES)
      .where('recurring', '=', false)
      .where('renewal_retry_on', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1)
      return settledAlready('this renewal was decided meanwhile.');
    await recordAudit(trx, staff, {
      area: 'attention',
      action: 'renewal.stop',
      targetId: enrollmentId,
      summary: `Stopped renewing the dedication for ${row.name} after its renewal failed`,
      before: { recurring: false, renewalFailures: row.renewal_failures },
      after: { recurring: false, renewalFailures: 0 },
    });
    return {
      resolved: true,
      message: 'The dedication will not be renewed. Its learning dates stay as they are.',
    };
  });
}
