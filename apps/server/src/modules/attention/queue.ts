import { MAIL_KIND_LABELS, type AttentionItem } from '@zechus/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { RETRY_AFTER_DAYS } from '../payments/renewals.ts';
import { dollars } from '../../mail/templates/money.ts';
import { readOrder } from '../payments/orders.ts';
import { lateFailedRefundItems, openDisputeItems } from './processor-items.ts';
import { waitingRenewalItems } from './waiting-renewal-items.ts';

/**
 * Needs attention (issue 12): what a person must decide, read from where it already lies — no
 * queue table to keep in step. An item leaves when its record moves on (a payment settled, a
 * renewal retried or stopped, an e-mail sent, a refund answered).
 */

/** A renewal has failed all its retries when it failed once more than it is retried. */
export const RENEWAL_GIVE_UP_FAILURES = RETRY_AFTER_DAYS.length + 1;

/** An e-mail still "sending" this long after it was written was never finished (a crash). */
export const MAIL_STALE_MS = 60 * 60 * 1000;

/** "3 March 2026": a day as the office reads it (London). */
export const londonDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

const PURPOSE_WORD: Record<string, string> = {
  enrollment: 'dedication payment',
  donation: 'donation',
  renewal: 'renewal payment',
};

/** Who paid, as the queue names them: the donor, or the name typed at the attempt. */
function payerOf(donorName: string | null, orderJson: string | null): string {
  if (donorName) return donorName;
  try {
    return orderJson ? readOrder(orderJson).contact.name : 'an unknown sponsor';
  } catch {
    return 'an unknown sponsor';
  }
}

const WHAT_HAPPENED: Record<string, string> = {
  unknown: 'the card processor did not answer; it may have charged.',
  pending: 'the card processor was asked and no answer was recorded; it may have charged.',
  charged: 'the card was charged, but the record could not be completed yet.',
};

/**
 * Payments the request could not settle: `unknown` at once (its request has ended without an
 * answer), `pending` and `charged` only after PAYMENT_RECOVERY_AFTER_SECONDS (until then a
 * request may still be at work on them). Only attempts that carry their order can be completed.
 */
export async function waitingPayments(db: Db, settledBefore: Date) {
  return db
    .selectFrom('payments as p')
    .leftJoin('donors as d', 'd.id', 'p.donor_id')
    .select([
      'p.id',
      'p.status',
      'p.purpose',
      'p.amount_cents',
      'p.created_at',
      'p.order_json',
      'd.name as donor_name',
    ])
    .where('p.order_json', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('p.status', '=', 'unknown'),
        eb.and([
          eb('p.status', 'in', ['pending', 'charged']),
          eb('p.created_at', '<', settledBefore.toISOString()),
        ]),
      ]),
    )
    .orderBy('p.id')
    .limit(200)
    .execute();
}

/** Recurring dedications whose renewal failed all its retries and nobody has decided on. */
export const givenUpRenewals = (db: Db) =>
  db
    .selectFrom('enrollments as e')
    .innerJoin('donors as d', 'd.id', 'e.donor_id')
    .select(['e.id', 'e.name', 'e.price_cents', 'e.renewal_failures', 'd.name as donor_name'])
    .select((eb) =>
      eb
        .selectFrom('payments as p')
        .select('p.created_at')
        .whereRef('p.enrollment_id', '=', 'e.id')
        .where('p.purpose', '=', 'renewal')
        .orderBy('p.id', 'desc')
        .limit(1)
        .as('last_attempt_at'),
    )
    .select((eb) =>
      eb
        .selectFrom('payments as p')
        .select('p.failure_message')
        .whereRef('p.enrollment_id', '=', 'e.id')
        .where('p.purpose', '=', 'renewal')
        .orderBy('p.id', 'desc')
        .limit(1)
        .as('last_failure'),
    )
    .where('e.renewal_failures', '>=', RENEWAL_GIVE_UP_FAILURES)
    .where('e.recurring', '=', false)
    .where('e.renewal_retry_on', 'is', null)
    .where('e.status', '=', 'active')
    .orderBy('e.id')
    .limit(200);

/**
 * E-mails that did not go and can be sent again: failed (or left "sending" by a crash), with
 * their text kept, and not since sent again as another row (a job that retries by itself).
 */
export const unsentMails = (db: Db, now: Date) =>
  db
    .selectFrom('mail_log as m')
    .select(['m.id', 'm.kind', 'm.to_address', 'm.error', 'm.attempts', 'm.created_at'])
    .where('m.message_json', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('m.status', '=', 'failed'),
        eb.and([
          eb('m.status', '=', 'sending'),
          eb('m.created_at', '<', new Date(now.getTime() - MAIL_STALE_MS).toISOString()),
        ]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mail_log as later')
            .select(sql.lit(1).as('one'))
            .whereRef('later.kind', '=', 'm.kind')
            .whereRef('later.to_address', '=', 'm.to_address')
            .whereRef('later.subject', '=', 'm.subject')
            .whereRef('later.id', '>', 'm.id')
            .where('later.status', '=', 'sent'),
        ),
      ),
    )
    .orderBy('m.id')
    .limit(200);

/**
 * Refunds the card processor did not answer about, and refunds still `pending` long after they
 * were asked for: the process stopped between reserving the amount and hearing the processor's
 * answer (a live request is settled within seconds). Not a refund `pending` with the processor's
 * reference: the processor took it and is still making it (Stripe, for some banks, for days);
 * nothing is for a person to decide, and its webhook moves it on.
 */
export const unknownRefunds = (db: Db, settledBefore: Date) =>
  db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .leftJoin('donors as d', 'd.id', 'p.donor_id')
    .select([
      'r.id',
      'r.amount_cents',
      'r.created_at',
      'r.payment_id',
      'p.amount_cents as paid_cents',
      'p.created_at as paid_at',
      'd.name as donor_name',
      'r.status',
    ])
    .where((eb) =>
      eb.or([
        eb('r.status', '=', 'unknown'),
        eb.and([
          eb('r.status', '=', 'pending'),
          eb('r.gateway_reference', 'is', null),
          eb('r.created_at', '<', settledBefore.toISOString()),
        ]),
      ]),
    )
    .orderBy('r.id')
    .limit(200);

/** The whole queue, oldest first, each item said in plain words. */
export async function attentionItems(
  db: Db,
  options: { now: Date; settledBefore: Date },
): Promise<AttentionItem[]> {
  const [payments, renewals, mails, refunds, failedRefunds, disputes, waitingRenewals] =
    await Promise.all([
      waitingPayments(db, options.settledBefore),
      givenUpRenewals(db).execute(),
      unsentMails(db, options.now).execute(),
      unknownRefunds(db, options.settledBefore).execute(),
      lateFailedRefundItems(db),
      openDisputeItems(db),
      waitingRenewalItems(db),
    ]);
  const items: AttentionItem[] = [
    ...payments.map((p) => ({
      key: `payment:${p.id}`,
      kind: 'payment' as const,
      id: p.id,
      at: p.created_at,
      summary: `A ${dollars(p.amount_cents)} ${PURPOSE_WORD[p.purpose] ?? 'payment'} by ${payerOf(p.donor_name, p.order_json)} on ${londonDate(p.created_at)}: ${WHAT_HAPPENED[p.status] ?? ''}`,
      actions: ['ask' as const],
      paymentId: p.id,
    })),
    ...renewals.map((e) => ({
      key: `renewal:${e.id}`,
      kind: 'renewal' as const,
      id: e.id,
      at: e.last_attempt_at ?? '',
      summary: `The yearly renewal (${dollars(e.price_cents)}) of ${e.donor_name}’s dedication for ${e.name} failed ${e.renewal_failures} times${e.last_attempt_at ? `, last on ${londonDate(e.last_attempt_at)}` : ''}${e.last_failure ? ` (${e.last_failure.replace(/\.$/, '')})` : ''}; it is no longer renewed.`,
      actions: ['retry' as const, 'stop' as const],
      paymentId: null,
    })),
    ...mails.map((m) => ({
      key: `mail:${m.id}`,
      kind: 'mail' as const,
      id: m.id,
      at: m.created_at,
      summary: `The e-mail “${MAIL_KIND_LABELS[m.kind] ?? m.kind}” to ${m.to_address} on ${londonDate(m.created_at)} could not be sent${m.attempts > 1 ? ` (${m.attempts} tries)` : ''}: ${m.error ?? 'the sending was interrupted.'}`,
      actions: ['retry' as const],
      paymentId: null,
    })),
    ...refunds.map((r) => ({
      key: `refund:${r.id}`,
      kind: 'refund' as const,
      id: r.id,
      at: r.created_at,
      summary: `A refund of ${dollars(r.amount_cents)} of ${r.donor_name ? `${r.donor_name}’s` : 'a'} ${dollars(r.paid_cents)} payment of ${londonDate(r.paid_at)}, asked on ${londonDate(r.created_at)}: ${r.status === 'pending' ? 'its answer was never recorded (the server stopped while asking); it may have refunded.' : 'the card processor did not answer; it may have refunded.'}`,
      actions: ['ask' as const],
      paymentId: r.payment_id,
    })),
    ...failedRefunds,
    ...disputes,
    ...waitingRenewals,
  ];
  return items.sort((a, b) => a.at.localeCompare(b.at));
}
