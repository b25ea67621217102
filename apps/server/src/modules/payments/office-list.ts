import type {
  Paged,
  PaymentDetail,
  PaymentListQuery,
  PaymentPurpose,
  PaymentRow,
  PaymentStatus,
  RefundEntry,
} from '@zechus/shared';
import { londonDayEnd, londonDayStart } from '@zechus/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { mailsForPayment } from '../../mail/mail-log.ts';
import { disputesOf } from './disputes.ts';
import { readOrder } from './orders.ts';
import { shownFailure } from './shown-failure.ts';

/**
 * Reading payments for the office (issue 12): every attempt with its donor, purpose, card and
 * status as the office names it (docs/decisions/0020: `approved` is `succeeded`, or partly or
 * wholly refunded by the refunds that went through; `error` is `failed`).
 */

type PaymentsEb = ExpressionBuilder<
  Database & { p: Database['payments']; d: Database['donors'] },
  'p' | 'd'
>;

/** Cents refunded of a payment by refunds that went through. */
const refundedCents = (eb: PaymentsEb) =>
  eb
    .selectFrom('refunds as r')
    .select((inner) =>
      inner.fn.coalesce(inner.fn.sum<number>('r.amount_cents'), sql.lit(0)).as('s'),
    )
    .whereRef('r.payment_id', '=', 'p.id')
    .where('r.status', '=', 'succeeded');

const STORED_PURPOSE: Record<PaymentPurpose, string> = {
  dedication: 'enrollment',
  donation: 'donation',
  renewal: 'renewal',
};

const officePurpose = (stored: string): PaymentPurpose =>
  stored === 'enrollment' ? 'dedication' : (stored as PaymentPurpose);

/** The office's name of a stored status, given what has been refunded. */
export function officeStatus(stored: string, amountCents: number, refunded: number): PaymentStatus {
  if (stored === 'approved') {
    if (refunded <= 0) return 'succeeded';
    return refunded >= amountCents ? 'refunded' : 'partially_refunded';
  }
  if (stored === 'error') return 'failed';
  return stored as PaymentStatus;
}

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ROW_COLUMNS = [
  'p.id',
  'p.created_at',
  'p.purpose',
  'p.amount_cents',
  'p.refunded_cents',
  'p.brand',
  'p.last_four',
  'p.status',
  'p.gateway_reference',
  'p.enrollment_id',
  'p.donation_id',
  'p.order_json',
  'd.id as donor_id',
  'd.name as donor_name',
  'd.email as donor_email',
  'd.donor_number',
] as const;

const selectRows = (db: Db) =>
  db
    .selectFrom('payments as p')
    .leftJoin('donors as d', 'd.id', 'p.donor_id')
    .select(ROW_COLUMNS)
    .select((eb) => refundedCents(eb as unknown as PaymentsEb).as('refunded_ok'));

type StoredRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** The name typed at an attempt not yet recorded (its order), when there is no donor yet. */
function orderName(json: string | null): string | null {
  if (!json) return null;
  try {
    return readOrder(json).contact.name;
  } catch {
    return null;
  }
}

const dollars = (cents: number) => cents / 100;

function toRow(row: StoredRow): PaymentRow {
  const refunded = Number(row.refunded_ok ?? 0);
  return {
    id: row.id,
    createdAt: row.created_at,
    donor:
      row.donor_id === null
        ? null
        : {
            id: row.donor_id,
            name: row.donor_name ?? '',
            email: row.donor_email ?? '',
            donorId: row.donor_number ?? '',
          },
    payerName: row.donor_name ?? orderName(row.order_json),
    purpose: officePurpose(row.purpose),
    amount: dollars(row.amount_cents),
    refunded: dollars(refunded),
    brand: row.brand,
    lastFour: row.last_four,
    status: officeStatus(row.status, row.amount_cents, refunded),
    reference: row.gateway_reference,
    enrollmentId: row.enrollment_id,
    donationId: row.donation_id,
  };
}

/** GET /api/office/payments: searched, filtered, sorted and paged on the server. */
export async function listPayments(db: Db, query: PaymentListQuery): Promise<Paged<PaymentRow>> {
  let filtered = db.selectFrom('payments as p').leftJoin('donors as d', 'd.id', 'p.donor_id');
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(d.name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(d.email)`, 'like', sql`${pattern} escape '\\'`),
        eb('d.donor_number', '=', query.search ?? ''),
        eb(sql`lower(p.gateway_reference)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (query.purpose) filtered = filtered.where('p.purpose', '=', STORED_PURPOSE[query.purpose]);
  if (query.from) filtered = filtered.where('p.created_at', '>=', londonDayStart(query.from));
  if (query.to) filtered = filtered.where('p.created_at', '<', londonDayEnd(query.to));
  if (query.status) {
    const status = query.status;
    filtered = filtered.where((eb) => {
      const refunded = refundedCents(eb as unknown as PaymentsEb);
      if (status === 'succeeded')
        return eb.and([eb('p.status', '=', 'approved'), eb(refunded, '=', 0)]);
      if (status === 'partially_refunded') {
        return eb.and([
          eb('p.status', '=', 'approved'),
          eb(refunded, '>', 0),
          eb(refunded, '<', eb.ref('p.amount_cents')),
        ]);
      }
      if (status === 'refunded') {
        return eb.and([
          eb('p.status', '=', 'approved'),
          eb(refunded, '>=', eb.ref('p.amount_cents')),
        ]);
      }
      return eb('p.status', '=', status === 'failed' ? 'error' : status);
    });
  }

  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    (() => {
      let page = filtered
        .select(ROW_COLUMNS)
        .select((eb) => refundedCents(eb as unknown as PaymentsEb).as('refunded_ok'));
      const dir = query.dir;
      if (query.sort === 'amount') page = page.orderBy('p.amount_cents', dir);
      if (query.sort === 'donor') page = page.orderBy(sql`lower(d.name)`, dir);
      if (query.sort === 'status') page = page.orderBy('p.status', dir);
      return page
        .orderBy('p.created_at', query.sort === 'date' ? dir : 'desc')
        .orderBy('p.id', query.sort === 'date' ? dir : 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
    })(),
  ]);
  return {
    rows: rows.map(toRow),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The refunds of a payment, oldest first, with who asked for each. */
async function refundsOf(db: Db, paymentId: number): Promise<RefundEntry[]> {
  const rows = await db
    .selectFrom('refunds')
    .leftJoin('staff_users', 'staff_users.id', 'refunds.staff_user_id')
    .select([
      'refunds.id',
      'refunds.amount_cents',
      'refunds.status',
      'refunds.gateway_reference',
      'refunds.reason',
      'refunds.failure_message',
      'refunds.created_at',
      'refunds.settled_at',
      'refunds.origin',
      'staff_users.name as staff_name',
    ])
    .where('refunds.payment_id', '=', paymentId)
    .orderBy('refunds.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    origin: row.origin === 'processor' ? 'processor' : 'office',
    amount: dollars(row.amount_cents),
    status: row.status as RefundEntry['status'],
    reference: row.gateway_reference,
    reason: row.reason,
    staffName: row.staff_name,
    failureMessage: row.failure_message,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  }));
}

/** GET /api/office/payments/:id, or null when there is no such payment. */
export async function paymentDetail(db: Db, id: number): Promise<PaymentDetail | null> {
  const row = await selectRows(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const extra = await db
    .selectFrom('payments')
    .select(['currency', 'failure_message', 'exp_month', 'exp_year'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const base = toRow(row);
  return {
    ...base,
    currency: extra.currency,
    refundable:
      row.status === 'approved' ? dollars(Math.max(0, row.amount_cents - row.refunded_cents)) : 0,
    failureMessage: shownFailure(row.status, extra.failure_message),
    expiry:
      extra.exp_month && extra.exp_year
        ? `${String(extra.exp_month).padStart(2, '0')}/${String(extra.exp_year).slice(-2)}`
        : null,
    refunds: await refundsOf(db, id),
    disputes: await disputesOf(db, id),
    emails: await mailsForPayment(db, id),
  };
}
