import { londonDay } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { dollars } from '../../mail/templates/money.ts';
import { refundReceipt } from '../../mail/templates/refund-receipt.ts';
import { GatewayError, type PaymentGateway, type RefundResult } from './gateway/gateway.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { refundFailureMessage, type StripeReader } from './stripe-reader.ts';

/**
 * Settling a refund that has been reserved (docs/decisions/0020): asking the card processor under
 * the refund's own key, recording its answer, and e-mailing the donor a receipt when it went
 * through. Used by a new refund (refunds.ts) and by "Ask again" in Needs attention.
 */

export interface RefundDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  programmeTitle: string;
  log: FastifyBaseLogger;
  /** With Stripe: reads a refund back, since the adapter reports one still pending as made. */
  stripeReader?: StripeReader;
}

export interface RefundOutcome {
  refundId: number;
  status: 'succeeded' | 'failed' | 'unknown' | 'pending';
  /** What happened, in plain words. */
  message: string;
}

/** What happened to a refund, in plain words for the office. */
export function said(refund: {
  status: string;
  amount_cents: number;
  failure_message: string | null;
  gateway_reference?: string | null;
}) {
  const amount = dollars(refund.amount_cents);
  if (refund.status === 'pending' && refund.gateway_reference) {
    return `The card processor has taken the refund of ${amount} and is still making it. It counts as refunded once it goes through; the donor is e-mailed a receipt then.`;
  }
  switch (refund.status) {
    case 'succeeded':
      return `${amount} was refunded. The donor has been e-mailed a receipt.`;
    case 'failed':
      return `The card processor refused the refund of ${amount}, and nothing was refunded: ${refund.failure_message ?? 'no reason given'}`;
    case 'unknown':
      return `The card processor did not answer, so we cannot yet tell whether ${amount} was refunded. It waits in Needs attention, where you can ask again; asking again never refunds twice.`;
    default:
      return `The refund of ${amount} is being made. Please look again in a moment.`;
  }
}

/**
 * "Ask again" on a refund whose outcome is unknown, or still pending because the process stopped
 * mid-call: the same key, so never a second refund. Claiming a pending refund that a live request
 * is still settling is harmless: both ask under one key and only one answer is recorded.
 */
export async function askAgain(
  deps: RefundDeps,
  refundId: number,
  staff: AuditActor,
): Promise<RefundOutcome> {
  const claimed = await deps.db
    .updateTable('refunds')
    .set({ status: 'pending' })
    .where('id', '=', refundId)
    .where('status', 'in', ['unknown', 'pending'])
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const now = await deps.db
      .selectFrom('refunds')
      .select(['id', 'amount_cents', 'status', 'failure_message', 'gateway_reference'])
      .where('id', '=', refundId)
      .executeTakeFirst();
    if (!now) throw new HttpError(404, 'not_found', `There is no refund number ${refundId}.`);
    return { refundId, status: now.status as RefundOutcome['status'], message: said(now) };
  }
  return settleRefund(deps, refundId, staff);
}

/** Asks the processor for a `pending` refund and records what it says. */
export async function settleRefund(
  deps: RefundDeps,
  refundId: number,
  staff: AuditActor,
): Promise<RefundOutcome> {
  const { db } = deps;
  const refund = await db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select([
      'refunds.id',
      'refunds.payment_id',
      'refunds.amount_cents',
      'refunds.idempotency_key',
      'refunds.reason',
      'payments.gateway_reference',
    ])
    .where('refunds.id', '=', refundId)
    .executeTakeFirstOrThrow();
  let result: Settled;
  try {
    result = await deps.gateway.refund({
      chargeReference: refund.gateway_reference ?? '',
      amountCents: refund.amount_cents,
      idempotencyKey: refund.idempotency_key,
      reason: refund.reason,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error(
      { err: error, refundId, outcome: error.outcome },
      'refund: card processor failed',
    );
    result =
      error.outcome === 'unknown'
        ? { status: 'unknown', message: error.message }
        : { status: 'failed', message: 'The card processor could not be reached.' };
  }
  result = await asStripeHoldsIt(deps, result);

  const settled = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('refunds')
      .set({
        status: result.status,
        ...('reference' in result ? { gateway_reference: result.reference } : {}),
        failure_message: 'message' in result ? result.message : null,
        settled_at:
          result.status === 'unknown' || result.status === 'pending'
            ? null
            : new Date().toISOString(),
      })
      .where('id', '=', refundId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    if (result.status === 'failed') {
      // Nothing went back: the amount may be refunded again.
      await trx
        .updateTable('payments')
        .set((eb) => ({ refunded_cents: eb('refunded_cents', '-', refund.amount_cents) }))
        .where('id', '=', refund.payment_id)
        .execute();
    }
    await recordAudit(trx, staff, {
      area: 'payments',
      action: `refund.${AUDIT_VERB[result.status]}`,
      targetId: refund.payment_id,
      summary:
        result.status === 'succeeded'
          ? `The card processor refunded ${dollars(refund.amount_cents)} of payment ${refund.payment_id}`
          : result.status === 'failed'
            ? `The card processor refused to refund ${dollars(refund.amount_cents)} of payment ${refund.payment_id}: ${result.message}`
            : result.status === 'pending'
              ? `The card processor took the refund of ${dollars(refund.amount_cents)} of payment ${refund.payment_id} and is still making it`
              : `The card processor did not answer about refunding ${dollars(refund.amount_cents)} of payment ${refund.payment_id}`,
      before: { refund: refundId, status: 'pending' },
      after: { refund: refundId, status: result.status },
    });
    return true;
  });
  if (settled && result.status === 'succeeded')
    await sendReceipt(deps, refund.payment_id, refundId);
  const now = await db
    .selectFrom('refunds')
    .select(['amount_cents', 'status', 'failure_message', 'gateway_reference'])
    .where('id', '=', refundId)
    .executeTakeFirstOrThrow();
  return { refundId, status: now.status as RefundOutcome['status'], message: said(now) };
}

/** What a refund came to, as recorded: `pending` with a reference is held by the processor. */
type Settled =
  | { status: 'succeeded' | 'pending'; reference: string }
  | { status: 'failed'; message: string; reference?: string }
  | { status: 'unknown'; message: string };

const AUDIT_VERB: Record<Settled['status'], string> = {
  succeeded: 'succeed',
  failed: 'fail',
  pending: 'pending',
  unknown: 'unknown',
};

/**
 * The Stripe adapter answers "made" for a refund Stripe took but still holds `pending` (some
 * banks take days): counted as done, the office would tell the donor their money is back before
 * it is. So a refund Stripe made is read back, and recorded as Stripe holds it; its
 * refund.updated event moves it on later (stripe-refunds.ts). Stripe not answering the read
 * leaves it pending too — made, not yet known to have gone through — never `succeeded` on trust.
 */
async function asStripeHoldsIt(deps: RefundDeps, result: RefundResult | Settled): Promise<Settled> {
  if (result.status !== 'succeeded' || !deps.stripeReader) return result;
  try {
    const refund = await deps.stripeReader.refund(result.reference);
    if (refund.status === 'succeeded') return result;
    if (refund.status === 'pending') return { status: 'pending', reference: result.reference };
    return { status: 'failed', message: refundFailureMessage(refund), reference: result.reference };
  } catch (err) {
    deps.log.warn({ err, reference: result.reference }, 'refund: Stripe could not be asked back');
    return { status: 'pending', reference: result.reference };
  }
}

/** The donor's receipt of a refund that went through; a failure is in the mail log, not here. */
export async function sendReceipt(
  deps: Pick<RefundDeps, 'db' | 'mailer' | 'programmeTitle' | 'log'>,
  paymentId: number,
  refundId: number,
): Promise<void> {
  const { db } = deps;
  const row = await db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .innerJoin('donors', 'donors.id', 'payments.donor_id')
    .select([
      'refunds.amount_cents',
      'refunds.gateway_reference',
      'payments.amount_cents as paid_cents',
      'payments.last_four',
      'payments.enrollment_id',
      'payments.donation_id',
      'donors.id as donor_id',
      'donors.email',
      'donors.name',
      'donors.donor_number',
    ])
    .where('refunds.id', '=', refundId)
    .executeTakeFirst();
  if (!row) return;
  const refunded = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  try {
    await deps.mailer.send({
      ...refundReceipt({
        to: row.email,
        donorName: row.name,
        donorNumber: row.donor_number,
        programmeTitle: deps.programmeTitle,
        amountCents: row.amount_cents,
        paidCents: row.paid_cents,
        refundedCents: Number(refunded.cents),
        lastFour: row.last_four ?? '',
        reference: row.gateway_reference ?? '',
        date: londonDay(new Date()),
      }),
      links: {
        donorId: row.donor_id,
        enrollmentId: row.enrollment_id,
        donationId: row.donation_id,
        paymentId,
      },
    });
  } catch (err) {
    deps.log.error({ err, refundId }, 'refunded, but the receipt e-mail failed');
  }
}
