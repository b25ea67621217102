import type { PaymentState } from './gateway/gateway.ts';
import { GatewayError } from './gateway/gateway.ts';
import type { StoredAnswer } from '../idempotency/idempotency.ts';
import type { AfterChallengeDeps } from './after-challenge.ts';
import { actionAnswer, declinedAnswer, gatewayErrorAnswer } from './answers.ts';
import { recordCharged } from './payment-records.ts';
import { completeRenewal, renewalFailed } from './renewal-outcomes.ts';
import { renewalCandidates } from './renewals.ts';

/**
 * A yearly renewal the donor's bank wants them to confirm themselves (issue 23 §3). The e-mail's
 * link (/renewal/:token) opens a page that shows what is due (renewalToConfirm), and the donor's
 * "Confirm with my bank" resumes the payment with them present (confirmRenewal): the bank's
 * challenge opens in the page, and POST /api/payments/confirm then settles it here
 * (settleRenewal), as a webhook or the processor's own answer may.
 */

/** The renewal behind a link, as its page shows it; undefined for a token that is not one. */
export async function renewalToConfirm(deps: Pick<AfterChallengeDeps, 'db'>, token: string) {
  const row = await deps.db
    .selectFrom('payments')
    .innerJoin('enrollments', 'enrollments.id', 'payments.enrollment_id')
    .select([
      'payments.status',
      'payments.amount_cents',
      'enrollments.name',
      'enrollments.next_charge_on',
    ])
    .where('payments.cardholder_token', '=', token)
    .where('payments.purpose', '=', 'renewal')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    dedicationName: row.name,
    amount: row.amount_cents / 100,
    state:
      row.status === 'approved'
        ? ('renewed' as const)
        : row.status === 'pending'
          ? ('waiting' as const)
          : ('closed' as const),
  };
}

/** "Confirm with my bank": the payment resumed with the donor present. */
export async function confirmRenewal(
  deps: AfterChallengeDeps,
  token: string,
): Promise<StoredAnswer> {
  const payment = await deps.db
    .selectFrom('payments')
    .select(['id', 'status', 'gateway_reference', 'enrollment_id', 'amount_cents'])
    .where('cardholder_token', '=', token)
    .where('purpose', '=', 'renewal')
    .where('gateway', '=', deps.gateway.name)
    .executeTakeFirst();
  if (!payment?.gateway_reference) {
    return {
      statusCode: 404,
      body: { error: 'not_found', message: 'This link is not one of ours.' },
    };
  }
  if (payment.status === 'approved') return renewedAnswer();
  if (payment.status !== 'pending') return closedAnswer();
  let result;
  try {
    result = await deps.gateway.resumeWithCardholder(payment.gateway_reference);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error({ err: error, paymentId: payment.id }, 'card processor failed at a renewal');
    return gatewayErrorAnswer(error.outcome);
  }
  if (result.status === 'requires_action') return actionAnswer(result.clientSecret);
  const state: PaymentState =
    result.status === 'approved'
      ? { ...result, clientSecret: '', amountCents: payment.amount_cents }
      : { ...result, clientSecret: '' };
  return settleRenewal(deps, payment, state, { byTheDonor: true });
}

const renewedAnswer = (): StoredAnswer => ({ statusCode: 200, body: { renewed: true } });

const closedAnswer = (): StoredAnswer => ({
  statusCode: 409,
  body: {
    error: 'renewal_closed',
    message:
      'This renewal can no longer be confirmed here. Please call our office, who will gladly help.',
  },
});

/**
 * A renewal payment settled by what the processor says of it. A charge completes the renewal
 * once (the payment moves from `charged` to `approved` once: next year's dates and the receipt
 * follow). A refusal counts only when the donor answered the bank: the processor reports the
 * off-session attempt that made the renewal wait as failed too (a webhook, the recovery job),
 * and that must not end the donor's chance to confirm it.
 */
export async function settleRenewal(
  deps: AfterChallengeDeps,
  payment: { id: number; enrollment_id: number | null },
  state: PaymentState,
  options: { byTheDonor: boolean },
): Promise<StoredAnswer> {
  const { db } = deps;
  const enrollment = payment.enrollment_id
    ? await renewalCandidates(db)
        .where('enrollments.id', '=', payment.enrollment_id)
        .executeTakeFirst()
    : undefined;
  if (state.status === 'waiting' || !enrollment) {
    return {
      statusCode: 409,
      body: {
        error: 'payment_waiting',
        message: 'Your bank has not finished checking this payment yet.',
      },
    };
  }
  if (state.status === 'declined') {
    if (!options.byTheDonor) return { statusCode: 202, body: { waiting: true } };
    const moved = await db
      .updateTable('payments')
      .set({ status: 'declined', failure_message: state.message })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) {
      await renewalFailed(deps, enrollment, enrollment.renewal_failures + 1);
    }
    return declinedAnswer();
  }
  await recordCharged(db, payment.id, state);
  const claimed = await db
    .updateTable('payments')
    .set({ status: 'approved', failure_message: null })
    .where('id', '=', payment.id)
    .where('status', '=', 'charged')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) await completeRenewal(deps, enrollment);
  return renewedAnswer();
}
