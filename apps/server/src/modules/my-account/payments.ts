import {
  londonDay,
  MY_PAGE_ERROR,
  RECEIPT_NOT_FOUND_MESSAGE,
  receiptReference,
  type MyPayment,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { ReceiptData } from './receipt-pdf.ts';

/**
 * A donor's payments that went through (`approved`, decision 0020): sign-ups, renewals and
 * general donations, each with what it paid for. Declined and failed attempts charged nothing
 * and are not the donor's payments.
 */
const paidRows = (db: Db, donorId: number) =>
  db
    .selectFrom('payments')
    .leftJoin('enrollments', 'enrollments.id', 'payments.enrollment_id')
    .select((eb) => [
      'payments.id',
      'payments.created_at',
      'payments.purpose',
      'payments.amount_cents',
      'payments.brand',
      'payments.last_four',
      'payments.gateway_reference',
      'payments.donation_id',
      'enrollments.plan_text',
      'enrollments.name as dedication_name',
      eb
        .selectFrom('refunds')
        .select((r) =>
          r.fn.coalesce(r.fn.sum<number | string>('refunds.amount_cents'), r.lit(0)).as('n'),
        )
        .whereRef('refunds.payment_id', '=', 'payments.id')
        .where('refunds.status', '=', 'succeeded')
        .as('refunded_cents'),
    ])
    .where('payments.donor_id', '=', donorId)
    .where('payments.status', '=', 'approved');

type PaidRow = Awaited<ReturnType<ReturnType<typeof paidRows>['execute']>>[number];

const kindOf = (row: PaidRow): MyPayment['kind'] =>
  row.purpose === 'renewal'
    ? 'renewal'
    : row.donation_id !== null || row.purpose === 'donation'
      ? 'donation'
      : 'dedication';

function toPayment(row: PaidRow): MyPayment {
  const kind = kindOf(row);
  return {
    id: row.id,
    paidOn: londonDay(new Date(row.created_at)),
    kind,
    description:
      kind === 'donation' ? 'General donation' : (row.plan_text ?? 'Dedication of learning'),
    dedicationName: kind === 'donation' ? null : (row.dedication_name ?? null),
    amount: row.amount_cents / 100,
    refunded: Number(row.refunded_cents ?? 0) / 100,
    card: row.brand ? { brand: row.brand, lastFour: row.last_four ?? '' } : null,
    reference: receiptReference(row.id),
  };
}

/** GET /api/my-page/payments: the donor's payments, newest first. */
export async function myPayments(db: Db, donorId: number): Promise<MyPayment[]> {
  const rows = await paidRows(db, donorId).orderBy('payments.id', 'desc').execute();
  return rows.map(toPayment);
}

/**
 * What the receipt of one payment says. Another donor's payment, one that never went through
 * and one that does not exist are answered alike: there is no such receipt among yours.
 */
export async function receiptOf(
  db: Db,
  donorId: number,
  paymentId: number,
  programmeTitle: string,
): Promise<ReceiptData> {
  const row = await paidRows(db, donorId).where('payments.id', '=', paymentId).executeTakeFirst();
  if (!row) throw new HttpError(404, MY_PAGE_ERROR.receiptNotFound, RECEIPT_NOT_FOUND_MESSAGE);
  const donor = await db
    .selectFrom('donors')
    .select(['name', 'donor_number', 'email'])
    .where('id', '=', donorId)
    .executeTakeFirstOrThrow();
  const refunds = await db
    .selectFrom('refunds')
    .select(['amount_cents', 'settled_at', 'created_at'])
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'succeeded')
    .orderBy('id')
    .execute();
  const payment = toPayment(row);
  return {
    programmeTitle,
    reference: payment.reference,
    processorReference: row.gateway_reference,
    paidOn: payment.paidOn,
    donor: { name: donor.name, number: donor.donor_number, email: donor.email },
    kind: payment.kind,
    description: payment.description,
    dedicationName: payment.dedicationName,
    amountCents: row.amount_cents,
    card: payment.card,
    refunds: refunds.map((r) => ({
      amountCents: r.amount_cents,
      on: londonDay(new Date(r.settled_at ?? r.created_at)),
    })),
  };
}
