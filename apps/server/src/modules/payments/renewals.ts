import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { completeRenewal, renewalFailed, waitForCardholder } from './renewal-outcomes.ts';
import {
  gatewayFailure,
  recordAttempt,
  recordOutcome,
  type FailedAttempt,
} from './payment-records.ts';
import { renewalCardOf } from './saved-cards.ts';
import { GatewayError, type SavedChargeResult, type PaymentGateway } from './gateway/gateway.ts';

export interface RenewalDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export { RETRY_AFTER_DAYS } from './renewal-outcomes.ts';

/** A recurring dedication with what its renewal needs: the fields renewEnrollment reads. */
export const renewalCandidates = (db: Db) =>
  db
    .selectFrom('enrollments')
    .innerJoin('plans', 'plans.id', 'enrollments.plan_id')
    .innerJoin('donors', 'donors.id', 'enrollments.donor_id')
    .select([
      'enrollments.id',
      'enrollments.kind',
      'enrollments.name',
      'enrollments.hebrew_month',
      'enrollments.hebrew_day',
      'enrollments.yoirtzeit_month',
      'enrollments.yoirtzeit_day',
      'enrollments.next_charge_on',
      'enrollments.renewal_failures',
      'enrollments.renewal_retry_on',
      'enrollments.donor_id',
      'plans.type as plan_type',
      // What the sponsor bought, not the plan's price today (an edited plan keeps old sales).
      'enrollments.price_cents',
      'donors.email',
      'donors.name as donor_name',
    ]);

export type RenewalCandidate = Awaited<
  ReturnType<ReturnType<typeof renewalCandidates>['execute']>
>[number];

/**
 * Charges the recurring dedications whose Hebrew anniversary (or retry day) has come, creates
 * next year's learning dates, and tells the donor when the card fails for good. Each charge has
 * an idempotency key of its enrollment, anniversary and attempt, so a crash in between can never
 * charge twice.
 */
export async function renewDueEnrollments(deps: RenewalDeps, today: string): Promise<number> {
  const due = await renewalCandidates(deps.db)
    .where('enrollments.recurring', '=', true)
    .where('enrollments.status', '=', 'active')
    .where('enrollments.next_charge_on', 'is not', null)
    // A renewal waiting for the donor to confirm it with their bank is not charged again.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.enrollment_id', '=', 'enrollments.id')
            .where('payments.status', '=', 'pending')
            .where('payments.cardholder_token', 'is not', null),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        eb.and([
          eb('enrollments.renewal_retry_on', 'is', null),
          eb('enrollments.next_charge_on', '<=', today),
        ]),
        eb('enrollments.renewal_retry_on', '<=', today),
      ]),
    )
    .execute();
  for (const enrollment of due) {
    // The office may have stopped the renewal or cancelled the dedication since the list was
    // read (a long run of charges): ask again just before charging. The office's own "Retry
    // now" calls renewEnrollment directly, on a dedication that is no longer recurring.
    const stillDue = await deps.db
      .selectFrom('enrollments')
      .select('id')
      .where('id', '=', enrollment.id)
      .where('recurring', '=', true)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (stillDue) await renewEnrollment(deps, enrollment, today);
  }
  return due.length;
}

/**
 * What one renewal attempt came to. `waiting_for_donor`: the bank wants the donor to confirm it
 * themselves; nothing is charged until they do, from the e-mail's link (renewal-cardholder.ts).
 */
export type RenewalResult = 'renewed' | 'will_retry' | 'gave_up' | 'waiting_for_donor';

/**
 * One renewal attempt of one dedication (the daily job's, or the office's "Retry now" after the
 * retries ran out): the saved card is charged for the anniversary `next_charge_on`; success adds
 * next year's dates, a failure schedules the next retry or gives up (and, unless told not to,
 * e-mails the donor).
 */
export async function renewEnrollment(
  deps: RenewalDeps,
  enrollment: RenewalCandidate,
  today: string,
  options: { mailOnGiveUp?: boolean } = {},
): Promise<RenewalResult> {
  const { db } = deps;
  const anniversary = enrollment.next_charge_on ?? today;
  // The card the donor gave on My Page, else the one that paid (decision 0024).
  const saved = await renewalCardOf(db, enrollment.id);
  const attempt = enrollment.renewal_failures + 1;
  const idempotencyKey = await renewalKey(db, enrollment.id, anniversary, attempt);
  const paymentId = await recordAttempt(db, {
    purpose: 'renewal',
    amountCents: enrollment.price_cents,
    ...(saved ? { savedCard: saved } : {}),
    gateway: deps.gateway.name,
    idempotencyKey,
    donorId: enrollment.donor_id,
    enrollmentId: enrollment.id,
  });
  let result: SavedChargeResult | FailedAttempt;
  try {
    result = saved
      ? await deps.gateway.chargeSaved({
          amountCents: enrollment.price_cents,
          currency: 'usd',
          token: saved.token,
          description: `Yearly renewal of dedication ${enrollment.id}`,
          idempotencyKey,
        })
      : { status: 'error', message: 'No saved card for this recurring dedication' };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    result = gatewayFailure(error);
  }
  if (result.status === 'needs_cardholder') {
    await waitForCardholder(deps, paymentId, result.reference, enrollment);
    return 'waiting_for_donor';
  }
  await recordOutcome(db, paymentId, result);
  if (result.status === 'approved') {
    await completeRenewal(deps, enrollment);
    return 'renewed';
  }
  return renewalFailed(deps, enrollment, attempt, options);
}

/**
 * The idempotency key of a renewal attempt: a new one per attempt, except after an attempt
 * whose outcome is unknown (the charge was sent, no answer came). That attempt's key is used
 * again, so the gateway finds the charge if it went through instead of making a second one.
 */
async function renewalKey(
  db: Db,
  enrollmentId: number,
  anniversary: string,
  attempt: number,
): Promise<string> {
  const prefix = `renewal:${enrollmentId}:${anniversary}:`;
  const last = await db
    .selectFrom('payments')
    .select(['idempotency_key', 'status'])
    .where('enrollment_id', '=', enrollmentId)
    .where('purpose', '=', 'renewal')
    .where('idempotency_key', 'like', `${prefix}%`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return last?.status === 'unknown' ? last.idempotency_key : `${prefix}${attempt}`;
}
