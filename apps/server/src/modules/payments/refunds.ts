import { londonDay } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { dollars } from '../../mail/templates/money.ts';
import { refundReceipt } from '../../mail/templates/refund-receipt.ts';
import { GatewayError, type PaymentGateway, type RefundResult } from '../../payments/gateway.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';

/**
 * Refunds (issue 12; docs/decisions/0020). As with a charge, the refund is written before the
 * card processor is asked: one transaction raises the payment's `refunded_cents` — by a
 * conditional UPDATE that passes only while it stays within the amount paid, so two refunds at
 * once (two staff, two instances, a double click) can never together return more than was paid
 * — and stores the refund `pending` under our idempotency key, with its audit row. Then the
 * processor is asked with that key, and the refund becomes `succeeded` (the donor is e-mailed a
 * receipt), `failed` (the amount is released) or `unknown` (kept reserved: it may have gone
 * through; it waits in Needs attention, where asking again with the same key is safe).
 */

export interface RefundDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  programmeTitle: string;
  log: FastifyBaseLogger;
}

export interface RefundOrder {
  paymentId: number;
  amountCents: number;
  reason: string;
  /** Who asks for it (a staff member; the command line for a script). */
  staff: AuditActor;
  /** One per refund: a repeat with the same key is the same refund, never a second. */
  idempotencyKey: string;
}

export interface RefundOutcome {
  refundId: number;
  status: 'succeeded' | 'failed' | 'unknown' | 'pending';
  /** What happened, in plain words. */
  message: string;
}

export const REFUND_ERROR = {
  notRefundable: 'payment_not_refundable',
  tooMuch: 'refund_exceeds_payment',
  keyReused: 'idempotency_conflict',
  notFound: 'payment_not_found',
} as const;

const isUniqueViolation = (error: unknown): boolean =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

/**
 * Refunds all or part of a payment that went through. Refused (an HttpError, 4xx) when the
 * payment cannot be refunded or the amount is more than is left; otherwise the outcome of
 * asking the processor. Called by the payments area's refund route and by the dedications area
 * when a dedication is cancelled with its money returned.
 */
export async function refundPayment(deps: RefundDeps, order: RefundOrder): Promise<RefundOutcome> {
  const { db } = deps;
  const earlier = await findByKey(db, order.idempotencyKey);
  if (earlier) return repeat(deps, order, earlier);

  const payment = await db
    .selectFrom('payments')
    .select(['id', 'status', 'amount_cents', 'refunded_cents', 'gateway_reference'])
    .where('id', '=', order.paymentId)
    .executeTakeFirst();
  if (!payment) {
    throw new HttpError(
      404,
      REFUND_ERROR.notFound,
      `There is no payment number ${order.paymentId}.`,
    );
  }
  if (payment.status !== 'approved' || !payment.gateway_reference) {
    throw new HttpError(
      409,
      REFUND_ERROR.notRefundable,
      'Only a payment that went through and is recorded can be refunded.',
    );
  }
  if (!Number.isInteger(order.amountCents) || order.amountCents <= 0) {
    throw new HttpError(400, 'bad_request', 'The amount must be more than $0.');
  }

  let refundId: number;
  try {
    refundId = await db.transaction().execute(async (trx) => {
      const reserved = await trx
        .updateTable('payments')
        .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', order.amountCents) }))
        .where('id', '=', order.paymentId)
        .where('status', '=', 'approved')
        .where((eb) =>
          eb(eb('refunded_cents', '+', order.amountCents), '<=', eb.ref('amount_cents')),
        )
        .executeTakeFirst();
      if (Number(reserved.numUpdatedRows) !== 1) throw await tooMuch(trx, order);
      const row = await trx
        .insertInto('refunds')
        .values({
          payment_id: order.paymentId,
          amount_cents: order.amountCents,
          status: 'pending',
          gateway_reference: null,
          idempotency_key: order.idempotencyKey,
          staff_user_id: order.staff === 'command-line' ? null : order.staff.id,
          reason: order.reason,
          failure_message: null,
          created_at: new Date().toISOString(),
          settled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const left = payment.amount_cents - payment.refunded_cents;
      await recordAudit(trx, order.staff, {
        area: 'payments',
        action: 'refund.request',
        targetId: order.paymentId,
        summary: `Asked the card processor to refund ${dollars(order.amountCents)} of payment ${order.paymentId} (${dollars(payment.amount_cents)}): ${order.reason}`,
        before: { refundable: left / 100 },
        after: {
          refundable: (left - order.amountCents) / 100,
          refund: { id: row.id, amount: order.amountCents / 100, reason: order.reason },
        },
      });
      return row.id;
    });
  } catch (error) {
    // The same key at the same moment (a double click reaching two instances): one refund.
    if (isUniqueViolation(error)) {
      const same = await findByKey(db, order.idempotencyKey);
      if (same) return repeat(deps, order, same);
    }
    throw error;
  }
  return settleRefund(deps, refundId, order.staff);
}

interface StoredRefund {
  id: number;
  payment_id: number;
  amount_cents: number;
  status: string;
  failure_message: string | null;
}

const findByKey = (db: Db, key: string): Promise<StoredRefund | undefined> =>
  db
    .selectFrom('refunds')
    .select(['id', 'payment_id', 'amount_cents', 'status', 'failure_message'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/** A refund asked for again under its key: the same refund, asked of the processor if unsettled. */
async function repeat(
  deps: RefundDeps,
  order: RefundOrder,
  refund: StoredRefund,
): Promise<RefundOutcome> {
  if (refund.payment_id !== order.paymentId || refund.amount_cents !== order.amountCents) {
    throw new HttpError(
      409,
      REFUND_ERROR.keyReused,
      'This Idempotency-Key was already used for a different refund.',
    );
  }
  if (refund.status === 'unknown') return askAgain(deps, refund.id, order.staff);
  return {
    refundId: refund.id,
    status: refund.status as RefundOutcome['status'],
    message: said(refund),
  };
}

function said(refund: { status: string; amount_cents: number; failure_message: string | null }) {
  const amount = dollars(refund.amount_cents);
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

async function tooMuch(db: Db | Transaction<Database>, order: RefundOrder): Promise<HttpError> {
  const now = await db
    .selectFrom('payments')
    .select(['amount_cents', 'refunded_cents', 'status'])
    .where('id', '=', order.paymentId)
    .executeTakeFirstOrThrow();
  if (now.status !== 'approved') {
    return new HttpError(
      409,
      REFUND_ERROR.notRefundable,
      'This payment can no longer be refunded.',
    );
  }
  const left = Math.max(0, now.amount_cents - now.refunded_cents);
  return new HttpError(
    409,
    REFUND_ERROR.tooMuch,
    left === 0
      ? `Nothing is left to refund: all ${dollars(now.amount_cents)} of this payment has been refunded or is being refunded.`
      : `That is more than is left to refund. Of ${dollars(now.amount_cents)} paid, at most ${dollars(left)} can still be refunded.`,
  );
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
      .select(['id', 'amount_cents', 'status', 'failure_message'])
      .where('id', '=', refundId)
      .executeTakeFirst();
    if (!now) throw new HttpError(404, 'not_found', `There is no refund number ${refundId}.`);
    return { refundId, status: now.status as RefundOutcome['status'], message: said(now) };
  }
  return settleRefund(deps, refundId, staff);
}

/** Asks the processor for a `pending` refund and records what it says. */
async function settleRefund(
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
  let result: RefundResult | { status: 'unknown'; message: string };
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

  const settled = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('refunds')
      .set({
        status: result.status,
        ...(result.status === 'succeeded'
          ? { gateway_reference: result.reference, failure_message: null }
          : { failure_message: result.message }),
        settled_at: result.status === 'unknown' ? null : new Date().toISOString(),
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
      action: `refund.${result.status === 'succeeded' ? 'succeed' : result.status === 'failed' ? 'fail' : 'unknown'}`,
      targetId: refund.payment_id,
      summary:
        result.status === 'succeeded'
          ? `The card processor refunded ${dollars(refund.amount_cents)} of payment ${refund.payment_id}`
          : result.status === 'failed'
            ? `The card processor refused to refund ${dollars(refund.amount_cents)} of payment ${refund.payment_id}: ${result.message}`
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
    .select(['amount_cents', 'status', 'failure_message'])
    .where('id', '=', refundId)
    .executeTakeFirstOrThrow();
  return { refundId, status: now.status as RefundOutcome['status'], message: said(now) };
}

/** The donor's receipt of a refund that went through; a failure is in the mail log, not here. */
async function sendReceipt(deps: RefundDeps, paymentId: number, refundId: number): Promise<void> {
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

/**
 * Refunds whatever is left of every payment of a dedication (its sign-up and any renewals), for
 * the dedications area's "cancel with refund". One refund per payment, each under a key made
 * from `idempotencyKey` and the payment, so calling again with the same key refunds nothing
 * twice. Payments with nothing left are passed over.
 */
export async function refundDedication(
  deps: RefundDeps,
  order: { enrollmentId: number; reason: string; staff: AuditActor; idempotencyKey: string },
): Promise<(RefundOutcome & { paymentId: number })[]> {
  const payments = await deps.db
    .selectFrom('payments')
    .select(['id', 'amount_cents', 'refunded_cents'])
    .where('enrollment_id', '=', order.enrollmentId)
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
  const outcomes: (RefundOutcome & { paymentId: number })[] = [];
  for (const payment of payments) {
    const key = `${order.idempotencyKey}:payment:${payment.id}`;
    const earlier = await findByKey(deps.db, key);
    const amountCents = earlier?.amount_cents ?? payment.amount_cents - payment.refunded_cents;
    if (amountCents <= 0) continue;
    const outcome = await refundPayment(deps, {
      paymentId: payment.id,
      amountCents,
      reason: order.reason,
      staff: order.staff,
      idempotencyKey: key,
    });
    outcomes.push({ ...outcome, paymentId: payment.id });
  }
  return outcomes;
}
