import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { confirmDonation, insertDonation } from '../donate/donation-record.ts';
import type { StoredAnswer } from '../idempotency/idempotency.ts';
import { confirmEnrollment, insertEnrollment } from '../signup/enrollment-record.ts';
import { readOrder } from './orders.ts';

export interface RecordDeps {
  db: Db;
  mailer: Mailer;
  programmeTitle: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The card as the sponsor's answer and e-mail show it. */
export interface PaidCard {
  brand: string;
  lastFour: string;
}

/**
 * The answer given when the card was charged and the record could not be completed at once
 * (issue 10 §1). It is kept under the request's idempotency key, so pressing Confirm again
 * returns it and never charges again; the recovery job completes the record from the payment
 * row (modules/payments/recovery.ts) and the e-mail follows.
 */
export const chargedNotRecordedAnswer = (amountCents: number, lastFour: string): StoredAnswer => ({
  statusCode: 202,
  body: {
    error: 'payment_being_recorded',
    message:
      `Your payment of $${(amountCents / 100).toLocaleString('en-US')} ` +
      `${lastFour ? `(card ending ${lastFour}) ` : ''}went through, and it is safe with us. ` +
      'We could not finish saving your details just this moment; we will complete it shortly ' +
      'and e-mail your confirmation. Please do not pay again.',
  },
});

/** A unique-index refusal: another attempt under the same key was completed first. */
const isUniqueViolation = (error: unknown): boolean =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

/**
 * Completes a charged payment (status `charged`) into its records from the order stored on it:
 * donor, dedication or donation, then `approved`, in one transaction; then the e-mail. Safe to
 * call from the request and from the recovery job at once: the payment moves from `charged`
 * only once, and at most one attempt per idempotency key can become `approved` (a unique
 * index), so a charge is never recorded twice. Returns the sponsor's answer, or null when the
 * payment was not (or no longer) waiting to be recorded.
 */
export async function fulfilPayment(
  deps: RecordDeps,
  paymentId: number,
  /** Written in the same transaction as the records (the office's audit row). */
  alongside?: (trx: Transaction<Database>) => Promise<void>,
): Promise<StoredAnswer | null> {
  const { db } = deps;
  const payment = await db
    .selectFrom('payments')
    .select(['status', 'order_json', 'brand', 'last_four', 'gateway_reference', 'idempotency_key'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!payment || payment.status !== 'charged' || !payment.order_json) return null;
  const order = readOrder(payment.order_json);
  const card = {
    brand: payment.brand ?? 'unknown',
    lastFour: payment.last_four ?? '',
    reference: payment.gateway_reference ?? '',
  };
  try {
    return await db
      .transaction()
      .execute(async (trx) => {
        const claimed = async (links: {
          donor_id: number;
          enrollment_id?: number;
          donation_id?: number;
        }) => {
          const moved = await trx
            .updateTable('payments')
            .set({ status: 'approved', failure_message: null, ...links })
            .where('id', '=', paymentId)
            .where('status', '=', 'charged')
            .executeTakeFirst();
          // Someone else completed it meanwhile: undo this transaction's records.
          if (Number(moved.numUpdatedRows) !== 1) throw new AlreadyRecorded();
          await alongside?.(trx);
        };
        if (order.type === 'enrollment') {
          const stored = await insertEnrollment(trx, order);
          await claimed({ donor_id: stored.donor.id, enrollment_id: stored.enrollmentId });
          return { kind: order.type, stored, order } as const;
        }
        const stored = await insertDonation(trx, order);
        await claimed({ donor_id: stored.donor.id, donation_id: stored.donationId });
        return { kind: order.type, stored, order } as const;
      })
      .then(async (done) => {
        const body =
          done.kind === 'enrollment'
            ? await confirmEnrollment(deps, done.order, done.stored, card)
            : await confirmDonation(deps, done.order, done.stored, card);
        return { statusCode: 200, body };
      });
  } catch (error) {
    if (error instanceof AlreadyRecorded) return null;
    if (isUniqueViolation(error)) {
      // Another attempt with this key was recorded: this one is the same charge, seen twice.
      await db
        .updateTable('payments')
        .set({ status: 'superseded', failure_message: 'recorded under another attempt' })
        .where('id', '=', paymentId)
        .where('status', '=', 'charged')
        .execute();
      return null;
    }
    throw error;
  }
}

class AlreadyRecorded extends Error {}
