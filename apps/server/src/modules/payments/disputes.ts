import {
  disputeReasonLabel,
  disputeStatusLabel,
  isClosedDispute,
  type DisputeEntry,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { dollars } from '../../mail/templates/money.ts';
import { recordAudit, STRIPE_ACTOR } from '../audit/audit.ts';
import type { StripeDispute } from './stripe-reader.ts';
import { ourPaymentOf } from './stripe-refunds.ts';

/**
 * Disputes (chargebacks) of our payments, as Stripe says they stand (issue 23 §4). The webhook
 * asks Stripe for the dispute on each of its events (webhook-money.ts), so an event's stale body
 * never decides, and events arriving out of order do no harm: a `closed` event handled before the
 * `created` one records the dispute closed, and the late `created` finds nothing newer to say.
 *
 * Two events handled at once may still read Stripe at different moments, so a dispute is only
 * moved forward in its life (STAGES below), by a conditional UPDATE on the status it judged from;
 * a reading older than what is stored changes nothing. An open dispute is in Needs attention;
 * the response is made in Stripe's dashboard, where the evidence is uploaded.
 */

/**
 * A dispute's life at Stripe: an inquiry (warning_…) may become a chargeback; the bank decides;
 * a decision may be appealed, and the appeal decided. Later stages never go back.
 */
const STAGES: Record<string, number> = {
  warning_needs_response: 1,
  warning_under_review: 2,
  warning_closed: 3,
  needs_response: 4,
  under_review: 5,
  won: 6,
  lost: 6,
  prevented: 6,
  appeal_needs_response: 7,
  appeal_under_review: 8,
};

/** Whether Stripe's status `to` is news after `from` (the same stage may bring a new deadline). */
function isForward(from: string, to: string): boolean {
  if (from.startsWith('appeal_') && (to === 'won' || to === 'lost')) return true;
  const was = STAGES[from];
  const now = STAGES[to];
  // A status Stripe adds later: taken while the dispute is open, never to reopen a closed one.
  if (was === undefined || now === undefined) return !isClosedDispute(from);
  return now > was || (now === was && from === to);
}

/** Records what Stripe says of a dispute; true when anything of ours changed. */
export async function recordStripeDispute(db: Db, dispute: StripeDispute): Promise<boolean> {
  if (!dispute.paymentIntent) return false;
  const payment = await ourPaymentOf(db, dispute.paymentIntent);
  if (!payment) return false;
  const now = new Date().toISOString();
  const closedAt = isClosedDispute(dispute.status) ? now : null;
  const facts = `${dollars(dispute.amountCents)} of payment ${payment.id} (${dollars(payment.amount_cents)})`;
  const added = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('disputes')
      .values({
        gateway_reference: dispute.id,
        payment_id: payment.id,
        amount_cents: dispute.amountCents,
        currency: dispute.currency,
        reason: dispute.reason,
        status: dispute.status,
        evidence_due_by: dispute.evidenceDueBy,
        created_at: dispute.createdAt,
        updated_at: now,
        closed_at: closedAt,
      })
      .onConflict((oc) => oc.column('gateway_reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, STRIPE_ACTOR, {
      area: 'payments',
      action: 'dispute.open',
      targetId: payment.id,
      summary: `Stripe reported a dispute of ${facts}: ${disputeReasonLabel(dispute.reason)} (${disputeStatusLabel(dispute.status)})`,
      after: disputeFacts(dispute),
    });
    return true;
  });
  if (added) return true;

  // Known already: moved on if Stripe's reading is newer. Judged again if another event moved
  // it meanwhile (the UPDATE is conditional on the status judged from).
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await db
      .selectFrom('disputes')
      .select(['id', 'status', 'amount_cents', 'evidence_due_by', 'reason'])
      .where('gateway_reference', '=', dispute.id)
      .executeTakeFirstOrThrow();
    const same =
      stored.status === dispute.status &&
      stored.amount_cents === dispute.amountCents &&
      stored.evidence_due_by === dispute.evidenceDueBy;
    if (same || !isForward(stored.status, dispute.status)) return false;
    const moved = await db.transaction().execute(async (trx) => {
      const update = await trx
        .updateTable('disputes')
        .set({
          status: dispute.status,
          amount_cents: dispute.amountCents,
          evidence_due_by: dispute.evidenceDueBy,
          updated_at: now,
          closed_at: closedAt,
        })
        .where('id', '=', stored.id)
        .where('status', '=', stored.status)
        .executeTakeFirst();
      if (Number(update.numUpdatedRows) !== 1) return false;
      await recordAudit(trx, STRIPE_ACTOR, {
        area: 'payments',
        action: closedAt ? 'dispute.close' : 'dispute.update',
        targetId: payment.id,
        summary: closedAt
          ? `Stripe reported the dispute of ${facts} closed: ${disputeStatusLabel(dispute.status)}`
          : `Stripe reported the dispute of ${facts} is now: ${disputeStatusLabel(dispute.status)}`,
        before: {
          status: stored.status,
          amount: stored.amount_cents / 100,
          evidenceDueBy: stored.evidence_due_by,
        },
        after: disputeFacts(dispute),
      });
      return true;
    });
    if (moved) return true;
  }
  return false;
}

const disputeFacts = (dispute: StripeDispute) => ({
  dispute: dispute.id,
  amount: dispute.amountCents / 100,
  reason: dispute.reason,
  status: dispute.status,
  evidenceDueBy: dispute.evidenceDueBy,
});

/** A payment's disputes for its office page, oldest first. */
export async function disputesOf(db: Db, paymentId: number): Promise<DisputeEntry[]> {
  const rows = await db
    .selectFrom('disputes')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reference: row.gateway_reference,
    amount: row.amount_cents / 100,
    reason: row.reason,
    reasonLabel: disputeReasonLabel(row.reason),
    status: row.status,
    statusLabel: disputeStatusLabel(row.status),
    open: row.closed_at === null,
    evidenceDueBy: row.evidence_due_by,
    createdAt: row.created_at,
    closedAt: row.closed_at,
  }));
}
