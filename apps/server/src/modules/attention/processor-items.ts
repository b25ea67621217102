import { disputeReasonLabel, type AttentionItem, type AttentionOutcome } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { dollars } from '../../mail/templates/money.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';

/**
 * What the card processor's webhook brings to Needs attention (issue 23 §4): refunds that
 * failed after the processor had taken them (nothing went back, though the office — and perhaps
 * the donor — was told it would), and open disputes (chargebacks). Read from the records, like
 * the rest of the queue: a dispute leaves when the bank decides it, a failed refund when someone
 * marks it dealt with.
 */

/**
 * "3 March 2026" (as queue.ts's londonDate, not imported: queue.ts imports this file), or with
 * the time, "5 December 2026 at 23:59", for a deadline (London).
 */
const london = (iso: string, withTime = false): string =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Europe/London',
  });
const londonDate = (iso: string) => london(iso);

const whose = (donorName: string | null) => (donorName ? `${donorName}’s` : 'a');

export async function lateFailedRefundItems(db: Db): Promise<AttentionItem[]> {
  const rows = await db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .leftJoin('donors as d', 'd.id', 'p.donor_id')
    .select([
      'r.id',
      'r.amount_cents',
      'r.created_at',
      'r.failed_late_at',
      'r.failure_message',
      'r.origin',
      'r.payment_id',
      'p.amount_cents as paid_cents',
      'p.created_at as paid_at',
      'd.name as donor_name',
    ])
    .where('r.status', '=', 'failed')
    .where('r.failed_late_at', 'is not', null)
    .where('r.dealt_with_at', 'is', null)
    .orderBy('r.id')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    key: `refund:${r.id}`,
    kind: 'refund',
    id: r.id,
    at: r.failed_late_at ?? r.created_at,
    summary:
      `A refund of ${dollars(r.amount_cents)} of ${whose(r.donor_name)} ${dollars(r.paid_cents)} payment of ${londonDate(r.paid_at)}, ${r.origin === 'processor' ? 'made in Stripe’s dashboard' : 'asked'} on ${londonDate(r.created_at)}, failed afterwards: nothing went back to the card. ${r.failure_message ?? ''} It may be refunded again from the payment’s page, or the donor told.`.trim(),
    actions: ['dismiss'],
    paymentId: r.payment_id,
  }));
}

export async function openDisputeItems(db: Db): Promise<AttentionItem[]> {
  const rows = await db
    .selectFrom('disputes as x')
    .innerJoin('payments as p', 'p.id', 'x.payment_id')
    .leftJoin('donors as d', 'd.id', 'p.donor_id')
    .select([
      'x.id',
      'x.amount_cents',
      'x.reason',
      'x.status',
      'x.evidence_due_by',
      'x.created_at',
      'x.payment_id',
      'p.amount_cents as paid_cents',
      'p.created_at as paid_at',
      'd.name as donor_name',
    ])
    .where('x.closed_at', 'is', null)
    .orderBy('x.id')
    .limit(200)
    .execute();
  return rows.map((x) => {
    const waiting = /under_review$/.test(x.status);
    const next = waiting
      ? 'The response is with the bank; it leaves this list when the bank decides.'
      : x.evidence_due_by
        ? `Respond by ${london(x.evidence_due_by, true)}, in Stripe’s dashboard (the evidence is uploaded there).`
        : 'The bank allows no response; it leaves this list when the bank decides.';
    return {
      key: `dispute:${x.id}`,
      kind: 'dispute' as const,
      id: x.id,
      at: x.created_at,
      summary: `The cardholder disputes ${dollars(x.amount_cents)} of ${whose(x.donor_name)} ${dollars(x.paid_cents)} payment of ${londonDate(x.paid_at)}: ${disputeReasonLabel(x.reason)}. ${next}`,
      actions: [],
      paymentId: x.payment_id,
    };
  });
}

/**
 * "Mark as dealt with" on a refund that failed after it was made: it leaves the queue, once
 * (a conditional update), with its audit row. The money is refunded again, if at all, as any
 * refund is: from the payment's page.
 */
export async function dismissFailedRefund(
  deps: { db: Db },
  staff: AuditActor,
  refundId: number,
): Promise<AttentionOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const refund = await trx
      .selectFrom('refunds')
      .select(['id', 'payment_id', 'amount_cents'])
      .where('id', '=', refundId)
      .executeTakeFirst();
    if (!refund) throw new HttpError(404, 'not_found', `There is no refund number ${refundId}.`);
    const now = new Date().toISOString();
    const moved = await trx
      .updateTable('refunds')
      .set({ dealt_with_at: now })
      .where('id', '=', refundId)
      .where('status', '=', 'failed')
      .where('failed_late_at', 'is not', null)
      .where('dealt_with_at', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      return { resolved: true, message: 'Nothing to do: this refund was dealt with already.' };
    }
    await recordAudit(trx, staff, {
      area: 'attention',
      action: 'refund.dealt-with',
      targetId: refund.payment_id,
      summary: `Marked the failed refund of ${dollars(refund.amount_cents)} of payment ${refund.payment_id} as dealt with`,
      before: { refund: refundId, dealtWith: false },
      after: { refund: refundId, dealtWith: true },
    });
    return { resolved: true, message: 'Marked as dealt with. It has left this list.' };
  });
}
