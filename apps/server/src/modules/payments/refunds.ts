import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { dollars } from '../../mail/templates/money.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import {
  askAgain,
  said,
  settleRefund,
  type RefundDeps,
  type RefundOutcome,
} from './refund-settlement.ts';

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

export type { RefundDeps, RefundOutcome } from './refund-settlement.ts';

export interface RefundOrder {
  paymentId: number;
  amountCents: number;
  reason: string;
  /** Who asks for it (a staff member; the command line for a script). */
  staff: AuditActor;
  /** One per refund: a repeat with the same key is the same refund, never a second. */
  idempotencyKey: string;
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
  gateway_reference: string | null;
}

const findByKey = (db: Db, key: string): Promise<StoredRefund | undefined> =>
  db
    .selectFrom('refunds')
    .select(['id', 'payment_id', 'amount_cents', 'status', 'failure_message', 'gateway_reference'])
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
