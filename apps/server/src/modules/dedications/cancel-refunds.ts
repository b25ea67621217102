import type { CancelRefund } from '@zechus/shared';
import { dollars } from '../../mail/templates/money.ts';
import type { CancelledMoney } from '../../mail/templates/dedication-cancelled.ts';
import type { DedicationDeps, Trx } from './change.ts';
import { cardWords } from './donor-mails.ts';

/** The refunds of a cancellation (cancel.ts): what is left to refund, and what was refunded. */

export interface CancellationRefunds {
  list: CancelRefund[];
  /** Each refund said for the office. */
  sentences: string[];
  allWent: boolean;
  /** Each refund as the donor's e-mail says it. */
  forDonor: Extract<CancelledMoney, { kind: 'refunds' }>['refunds'];
}

/** A refund's state in the donor's words: made, on its way, or held up (the office acts). */
const donorStatus = (status: string): 'made' | 'coming' | 'held-up' =>
  status === 'succeeded' ? 'made' : status === 'failed' ? 'held-up' : 'coming';

/** Cents left to refund of the dedication's paid payments (less refunds made or under way). */
export async function refundableCents(trx: Trx, id: number): Promise<number> {
  const paid = await trx
    .selectFrom('payments')
    .select(['amount_cents', 'refunded_cents'])
    .where('enrollment_id', '=', id)
    .where('status', '=', 'approved')
    .execute();
  return paid.reduce((sum, p) => sum + Math.max(0, p.amount_cents - p.refunded_cents), 0);
}

/**
 * The refunds made under this cancellation's key (one per payment; read back from the records,
 * so that what happened is told even when an error cut the run short), each said in words:
 * "$360 refunded to visa ending 4242", and whether the donor's receipts went.
 */
export async function refundsOfCancellation(
  deps: DedicationDeps,
  id: number,
  idempotencyKey: string,
  since: string,
): Promise<CancellationRefunds> {
  const payments = await deps.db
    .selectFrom('payments')
    .select('id')
    .where('enrollment_id', '=', id)
    .execute();
  if (payments.length === 0) return { list: [], sentences: [], allWent: false, forDonor: [] };
  // refundDedication's key of each payment's refund.
  const keys = payments.map((p) => `${idempotencyKey}:payment:${p.id}`);
  const rows = await deps.db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select([
      'refunds.id',
      'refunds.payment_id',
      'refunds.amount_cents',
      'refunds.status',
      'refunds.failure_message',
      'payments.brand',
      'payments.last_four',
    ])
    .where('refunds.idempotency_key', 'in', keys)
    .orderBy('refunds.id')
    .execute();
  const card = (r: (typeof rows)[number]) =>
    r.last_four ? `${r.brand ?? 'card'} ending ${r.last_four}` : 'the card';
  const list: CancelRefund[] = [];
  const sentences: string[] = [];
  const went = rows.filter((r) => r.status === 'succeeded');
  for (const r of rows) {
    const amount = dollars(r.amount_cents);
    const message =
      r.status === 'succeeded'
        ? `${amount} refunded to ${card(r)}`
        : r.status === 'failed'
          ? `the card processor refused to refund ${amount} to ${card(r)}, so nothing of it was refunded (${(r.failure_message ?? 'no reason given').replace(/\.$/, '')}); the dedication stays cancelled, and the payment can still be refunded from its page`
          : r.status === 'unknown'
            ? `the card processor did not answer about refunding ${amount} to ${card(r)}, so we cannot yet tell whether it went back; it waits in Needs attention, where asking again never refunds twice`
            : `the refund of ${amount} to ${card(r)} is still being made; look again in a moment`;
    list.push({
      paymentId: r.payment_id,
      refundId: r.id,
      amount: r.amount_cents / 100,
      status: r.status as CancelRefund['status'],
      message,
    });
    sentences.push(message);
  }
  if (went.length > 0) {
    const receipts = await deps.db
      .selectFrom('mail_log')
      .select('status')
      .where('kind', '=', 'refund-receipt')
      .where(
        'payment_id',
        'in',
        went.map((r) => r.payment_id),
      )
      .where('created_at', '>=', since)
      .execute();
    const sent = receipts.filter((m) => m.status === 'sent').length;
    sentences.push(
      sent >= went.length
        ? `the donor was e-mailed ${went.length === 1 ? 'a receipt' : 'receipts'}`
        : 'the receipt e-mail could not be sent; it waits in Needs attention to be sent again',
    );
  }
  const forDonor = rows.map((r) => ({
    amount: dollars(r.amount_cents),
    card: cardWords(r.brand, r.last_four),
    status: donorStatus(r.status),
  }));
  return { list, sentences, allWent: rows.length > 0 && went.length === rows.length, forDonor };
}
