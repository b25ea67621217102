import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { dollars } from '../../mail/templates/money.ts';
import { recordAudit, STRIPE_ACTOR } from '../audit/audit.ts';
import { sendReceipt } from './refund-settlement.ts';
import { refundFailureMessage, type StripeRefund } from './stripe-reader.ts';

/**
 * A refund as Stripe says it stands now (webhook-money.ts asks), recorded on our payment
 * (issue 23 §4). One of ours is found by the key in its metadata (every refund we make carries
 * it: refunds.ts) and moved on; one made in Stripe's dashboard is added, once, under the key
 * `stripe:<refund id>`, so however many events arrive — refund.created, refund.updated,
 * charge.refunded, each perhaps twice — there is one row.
 *
 * Moves only go forward: `pending` (or `unknown`) → `succeeded` → `failed`, each a conditional
 * UPDATE on the status it leaves. Stripe's answer is already the current state, but two events
 * handled at once may read it at different moments; the condition keeps the slower one from
 * writing an older state over a newer one, on either engine, without locks. (A refund Stripe
 * made can still fail afterwards — the card closed meanwhile — so `succeeded` is not final.)
 */

export interface StripeRefundDeps {
  db: Db;
  mailer: Mailer;
  programmeTitle: string;
  log: FastifyBaseLogger;
}

/** Our payment a Stripe PaymentIntent paid: the recorded attempt first (0013: one per key). */
export async function ourPaymentOf(db: Db, paymentIntent: string) {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'status', 'amount_cents'])
    .where('gateway', '=', 'stripe')
    .where('gateway_reference', '=', paymentIntent)
    .orderBy('id', 'desc')
    .execute();
  return rows.find((row) => row.status === 'approved') ?? rows[0];
}

interface StoredRefund {
  id: number;
  payment_id: number;
  amount_cents: number;
  status: string;
  gateway_reference: string | null;
  origin: string;
}

/** Where a refund is about to be, by what Stripe says (`canceled` too returned nothing). */
const MOVES = {
  pending: { status: 'pending', from: ['unknown'] },
  succeeded: { status: 'succeeded', from: ['pending', 'unknown'] },
  failed: { status: 'failed', from: ['pending', 'unknown', 'succeeded'] },
  canceled: { status: 'failed', from: ['pending', 'unknown', 'succeeded'] },
} as const;

const DASHBOARD_REASONS: Record<string, string> = {
  requested_by_customer: 'Requested by the customer (said at Stripe)',
  duplicate: 'A duplicate payment (said at Stripe)',
  fraudulent: 'A fraudulent payment (said at Stripe)',
  expired_uncaptured_charge: 'Never captured, and expired (Stripe)',
};

/** Records what Stripe says of a refund; true when anything of ours changed. */
export async function recordStripeRefund(
  deps: StripeRefundDeps,
  refund: StripeRefund,
): Promise<boolean> {
  if (!refund.paymentIntent) return false;
  const payment = await ourPaymentOf(deps.db, refund.paymentIntent);
  if (!payment) return false;
  const stored = await storedRefund(deps.db, payment.id, refund);
  if (stored) return moveRefund(deps, stored, refund);
  if (await addDashboardRefund(deps.db, payment, refund)) return true;
  // Another event about the same refund added it a moment ago: move it like any other.
  const added = await storedRefund(deps.db, payment.id, refund);
  return added ? moveRefund(deps, added, refund) : false;
}

const storedRefund = (db: Db, paymentId: number, refund: StripeRefund) =>
  db
    .selectFrom('refunds')
    .select(['id', 'payment_id', 'amount_cents', 'status', 'gateway_reference', 'origin'])
    .where('payment_id', '=', paymentId)
    .where((eb) =>
      eb.or([
        eb('gateway_reference', '=', refund.id),
        eb('idempotency_key', '=', `stripe:${refund.id}`),
        ...(refund.ourKey ? [eb('idempotency_key', '=', refund.ourKey)] : []),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst() as Promise<StoredRefund | undefined>;

/**
 * A refund made in Stripe's dashboard, first heard of: added as Stripe holds it. Pending or made,
 * its amount counts against what may still be refunded from the office; only a refund that
 * went through counts as money returned (office-list.ts). A dashboard refund's receipt is Stripe's
 * to send (its dashboard offers it): ours goes with the office's refunds only.
 */
async function addDashboardRefund(
  db: Db,
  payment: { id: number; amount_cents: number },
  refund: StripeRefund,
): Promise<boolean> {
  const status = MOVES[refund.status].status;
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('refunds')
      .values({
        payment_id: payment.id,
        amount_cents: refund.amountCents,
        status,
        gateway_reference: refund.id,
        idempotency_key: `stripe:${refund.id}`,
        staff_user_id: null,
        reason: DASHBOARD_REASONS[refund.reason ?? ''] ?? 'No reason given at Stripe',
        failure_message: status === 'failed' ? refundFailureMessage(refund) : null,
        created_at: refund.createdAt,
        settled_at: status === 'pending' ? null : now,
        origin: 'processor',
        // Someone at Stripe made it and it did not go through: the office should know.
        failed_late_at: refund.status === 'failed' ? now : null,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added) return false;
    if (status !== 'failed') await reserve(trx, payment.id, refund.amountCents);
    await recordAudit(trx, STRIPE_ACTOR, {
      area: 'payments',
      action: 'refund.record',
      targetId: payment.id,
      summary: `Stripe reported a refund of ${dollars(refund.amountCents)} of payment ${payment.id} (${dollars(payment.amount_cents)}), made in Stripe’s dashboard: ${status === 'succeeded' ? 'refunded' : status === 'pending' ? 'being made' : 'it failed'}`,
      after: { refund: { id: added.id, amount: refund.amountCents / 100, status } },
    });
    return true;
  });
}

const reserve = (trx: Transaction<Database>, paymentId: number, cents: number) =>
  trx
    .updateTable('payments')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', cents) }))
    .where('id', '=', paymentId)
    .execute();

/** A refund we hold, moved on to what Stripe says, if that is a step forward. */
async function moveRefund(
  deps: StripeRefundDeps,
  stored: StoredRefund,
  refund: StripeRefund,
): Promise<boolean> {
  const move = MOVES[refund.status];
  const amount = dollars(stored.amount_cents);
  const now = new Date().toISOString();
  const failed = move.status === 'failed';
  const moved = await deps.db.transaction().execute(async (trx) => {
    const update = await trx
      .updateTable('refunds')
      .set({
        status: move.status,
        gateway_reference: refund.id,
        failure_message: failed ? refundFailureMessage(refund) : null,
        settled_at: move.status === 'pending' ? null : now,
        // A refund that had been taken and then failed: nothing went back; someone must know.
        ...(refund.status === 'failed' ? { failed_late_at: now } : {}),
      })
      .where('id', '=', stored.id)
      .where((eb) =>
        eb.or([
          eb('status', 'in', [...move.from]),
          // Ours, asked and not yet answered: Stripe holding it pending is news too.
          ...(move.status === 'pending'
            ? [eb.and([eb('status', '=', 'pending'), eb('gateway_reference', 'is', null)])]
            : []),
        ]),
      )
      .executeTakeFirst();
    if (Number(update.numUpdatedRows) !== 1) return false;
    // Nothing went back: the amount may be refunded again.
    if (failed) await reserve(trx, stored.payment_id, -stored.amount_cents);
    await recordAudit(trx, STRIPE_ACTOR, {
      area: 'payments',
      action: `refund.${failed ? 'fail' : move.status === 'succeeded' ? 'succeed' : 'pending'}`,
      targetId: stored.payment_id,
      summary: failed
        ? `Stripe did not refund ${amount} of payment ${stored.payment_id}: ${refundFailureMessage(refund)}`
        : move.status === 'succeeded'
          ? `Stripe refunded ${amount} of payment ${stored.payment_id}`
          : `Stripe is making the refund of ${amount} of payment ${stored.payment_id}; it counts once it goes through`,
      before: { refund: stored.id, status: stored.status },
      after: { refund: stored.id, status: move.status },
    });
    return true;
  });
  // The office's refund that Stripe held pending has gone through: the receipt the office
  // promised the donor goes now, once (only the move that happened sends it).
  if (moved && move.status === 'succeeded' && stored.origin === 'office') {
    await sendReceipt(deps, stored.payment_id, stored.id);
  }
  return moved;
}
