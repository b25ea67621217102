import {
  londonDayEnd,
  londonDayStart,
  PAYMENT_STATUS_LABELS,
  PLAN_TYPE_LABELS,
  REFUND_STATUS_LABELS,
  type ExportKind,
  type ExportQuery,
  type PlanType,
  type RefundStatus,
} from '@zechus/shared';
import { sql, type ReferenceExpression, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { officeStatus } from '../payments/office-list.ts';
import { londonTimeCell, moneyCell, textCell, yesNo } from './csv-cells.ts';

/**
 * What each export holds: its header row, and its rows read a page at a time (keyset.ts) from
 * the records made in the range. No card number or CVV is stored anywhere, so none can be
 * exported; of a card, a payment's file has the brand and last four only (not the gateway's
 * reusable token, which could charge the card again).
 */
export interface ExportDefinition {
  header: string[];
  /** The page after `afterId` (ids ascending) of the range's rows, as cells. */
  page: (afterId: number, limit: number) => Promise<{ id: number; cells: string[] }[]>;
}

const planLabel = (type: string | null) =>
  type === null ? '' : (PLAN_TYPE_LABELS[type as PlanType] ?? type);

/**
 * A payment's status in the office's words (docs/decisions/0020: `approved` is "Paid", "Partly
 * refunded" or "Refunded" by the refunds that went through), as the payments area shows it.
 */
const paymentStatusCell = (stored: string, amountCents: number, refundedCents: number) =>
  textCell(PAYMENT_STATUS_LABELS[officeStatus(stored, amountCents, refundedCents)] ?? stored);

const refundStatusCell = (stored: string) =>
  textCell(REFUND_STATUS_LABELS[stored as RefundStatus] ?? stored);

/** The label a plan gives a kind ("Zechus" for merit), from its stored kinds. */
function kindLabel(kindsJson: string | null, kind: string): string {
  try {
    const kinds = JSON.parse(kindsJson ?? '[]') as { id: string; label: string }[];
    return kinds.find((k) => k.id === kind)?.label ?? kind;
  } catch {
    return kind;
  }
}

/**
 * Of the rows made in the range (`at` from `from`, before `to`), the page after `afterId` in
 * the order of `id`: the keyset read every kind shares.
 */
function pageInRange<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: { at: ReferenceExpression<DB, TB>; id: ReferenceExpression<DB, TB> },
  range: { from: string; to: string; afterId: number; limit: number },
) {
  return query
    .where(columns.at, '>=', range.from)
    .where(columns.at, '<', range.to)
    .where(columns.id, '>', range.afterId)
    .orderBy(columns.id)
    .limit(range.limit)
    .execute();
}

/** Who paid and for what: the columns of a payment the payments and refunds files share. */
const PAYER_HEADER = ['Donor ID', 'Donor name', 'For', 'Plan'];

/** Payments with their donor and their dedication's plan, and the PAYER_HEADER columns. */
const paymentsWithPayer = (db: Db) =>
  db
    .selectFrom('payments as pay')
    .leftJoin('donors as d', 'd.id', 'pay.donor_id')
    .leftJoin('enrollments as e', 'e.id', 'pay.enrollment_id')
    .leftJoin('plans as p', 'p.id', 'e.plan_id')
    .select(['d.donor_number', 'd.name as donor_name', 'pay.purpose', 'p.type']);

const payerCells = (r: {
  donor_number: string | null;
  donor_name: string | null;
  purpose: string;
  type: string | null;
}) => [textCell(r.donor_number), textCell(r.donor_name), textCell(r.purpose), planLabel(r.type)];

export function exportDefinition(db: Db, kind: ExportKind, range: ExportQuery): ExportDefinition {
  const from = londonDayStart(range.from);
  const to = londonDayEnd(range.to);
  switch (kind) {
    case 'dedications':
      return {
        header: [
          'Dedication',
          'Made on (London)',
          'Donor ID',
          'Donor name',
          'Donor e-mail',
          'Plan',
          'Kind',
          'Hebrew name',
          'Recurring',
          'Status',
          'Price (USD)',
          'First learning day',
          'Last learning day',
          'Learning days',
        ],
        page: async (afterId, limit) => {
          const rows = await pageInRange(
            db
              .selectFrom('enrollments as e')
              .innerJoin('donors as d', 'd.id', 'e.donor_id')
              .leftJoin('plans as p', 'p.id', 'e.plan_id')
              .select((eb) => [
                'e.id',
                'e.created_at',
                'd.donor_number',
                'd.name as donor_name',
                'd.email',
                'p.type',
                'p.kinds',
                'e.kind',
                'e.name',
                'e.recurring',
                'e.status',
                'e.price_cents',
                eb
                  .selectFrom('enrollment_dates')
                  .select((inner) => inner.fn.min('day').as('first'))
                  .whereRef('enrollment_id', '=', 'e.id')
                  .as('first_day'),
                eb
                  .selectFrom('enrollment_dates')
                  .select((inner) => inner.fn.max('day').as('last'))
                  .whereRef('enrollment_id', '=', 'e.id')
                  .as('last_day'),
                eb
                  .selectFrom('enrollment_dates')
                  .select((inner) => inner.fn.countAll<number>().as('n'))
                  .whereRef('enrollment_id', '=', 'e.id')
                  .as('days'),
              ]),
            { at: 'e.created_at', id: 'e.id' },
            { from, to, afterId, limit },
          );
          return rows.map((r) => ({
            id: r.id,
            cells: [
              String(r.id),
              londonTimeCell(r.created_at),
              textCell(r.donor_number),
              textCell(r.donor_name),
              textCell(r.email),
              planLabel(r.type),
              textCell(kindLabel(r.kinds, r.kind)),
              textCell(r.name),
              yesNo(r.recurring),
              textCell(r.status),
              moneyCell(r.price_cents),
              textCell(r.first_day as string | null),
              textCell(r.last_day as string | null),
              String(Number(r.days ?? 0)),
            ],
          }));
        },
      };
    case 'donors':
      return {
        header: ['Donor ID', 'Name', 'E-mail', 'Phone', 'First gave (London)', 'Dedications'],
        page: async (afterId, limit) => {
          const rows = await pageInRange(
            db.selectFrom('donors as d').select((eb) => [
              'd.id',
              'd.donor_number',
              'd.name',
              'd.email',
              'd.phone',
              'd.created_at',
              eb
                .selectFrom('enrollments')
                .select((inner) => inner.fn.countAll<number>().as('n'))
                .whereRef('donor_id', '=', 'd.id')
                .as('dedications'),
            ]),
            { at: 'd.created_at', id: 'd.id' },
            { from, to, afterId, limit },
          );
          return rows.map((r) => ({
            id: r.id,
            cells: [
              textCell(r.donor_number),
              textCell(r.name),
              textCell(r.email),
              textCell(r.phone),
              londonTimeCell(r.created_at),
              String(Number(r.dedications ?? 0)),
            ],
          }));
        },
      };
    case 'payments':
      return {
        header: [
          'Payment',
          'Date (London)',
          ...PAYER_HEADER,
          'Dedication',
          'Donation',
          'Amount',
          'Refunded',
          'Currency',
          'Card brand',
          'Card last four',
          'Status',
          'Gateway',
          'Gateway reference',
          'Attempt',
          'Failure',
        ],
        page: async (afterId, limit) => {
          const rows = await pageInRange(
            paymentsWithPayer(db)
              .select([
                'pay.id',
                'pay.created_at',
                'pay.enrollment_id',
                'pay.donation_id',
                'pay.amount_cents',
                'pay.currency',
                'pay.brand',
                'pay.last_four',
                'pay.status',
                'pay.gateway',
                'pay.gateway_reference',
                'pay.attempt',
                'pay.failure_message',
              ])
              // What went back: refunds that succeeded (one under way or unanswered is not yet).
              .select((eb) =>
                eb
                  .selectFrom('refunds as r')
                  .select((inner) =>
                    inner.fn.coalesce(inner.fn.sum<number>('r.amount_cents'), sql.lit(0)).as('s'),
                  )
                  .whereRef('r.payment_id', '=', 'pay.id')
                  .where('r.status', '=', 'succeeded')
                  .as('refunded'),
              ),
            { at: 'pay.created_at', id: 'pay.id' },
            { from, to, afterId, limit },
          );
          return rows.map((r) => ({
            id: r.id,
            cells: [
              String(r.id),
              londonTimeCell(r.created_at),
              ...payerCells(r),
              r.enrollment_id === null ? '' : String(r.enrollment_id),
              r.donation_id === null ? '' : String(r.donation_id),
              moneyCell(r.amount_cents),
              moneyCell(Number(r.refunded ?? 0)),
              textCell(r.currency.toUpperCase()),
              textCell(r.brand),
              textCell(r.last_four),
              paymentStatusCell(r.status, r.amount_cents, Number(r.refunded ?? 0)),
              textCell(r.gateway),
              textCell(r.gateway_reference),
              String(r.attempt),
              textCell(r.failure_message),
            ],
          }));
        },
      };
    case 'refunds':
      // Each refund on the London day it was made (the money report's cash view, decision 0021):
      // a month's payments less this file's refunds that went through is the month's net.
      return {
        header: [
          'Refund',
          'Date (London)',
          'Payment',
          'Payment date (London)',
          ...PAYER_HEADER,
          'Amount',
          'Currency',
          'Status',
          'Gateway reference',
          'Payment gateway reference',
          'Reason',
          'By',
          'Settled (London)',
          'Failure',
        ],
        page: async (afterId, limit) => {
          const rows = await pageInRange(
            paymentsWithPayer(db)
              .innerJoin('refunds as r', 'r.payment_id', 'pay.id')
              .leftJoin('staff_users as s', 's.id', 'r.staff_user_id')
              .select([
                'r.id',
                'r.created_at',
                'pay.id as payment_id',
                'pay.created_at as paid_at',
                'r.amount_cents',
                'pay.currency',
                'r.status',
                'r.gateway_reference',
                'pay.gateway_reference as payment_reference',
                'r.reason',
                's.name as staff_name',
                'r.settled_at',
                'r.failure_message',
              ]),
            { at: 'r.created_at', id: 'r.id' },
            { from, to, afterId, limit },
          );
          return rows.map((r) => ({
            id: r.id,
            cells: [
              String(r.id),
              londonTimeCell(r.created_at),
              String(r.payment_id),
              londonTimeCell(r.paid_at),
              ...payerCells(r),
              moneyCell(r.amount_cents),
              textCell(r.currency.toUpperCase()),
              refundStatusCell(r.status),
              textCell(r.gateway_reference),
              textCell(r.payment_reference),
              textCell(r.reason),
              textCell(r.staff_name),
              londonTimeCell(r.settled_at),
              textCell(r.failure_message),
            ],
          }));
        },
      };
    case 'donations':
      return {
        header: [
          'Donation',
          'Date (London)',
          'Donor ID',
          'Donor name',
          'Donor e-mail',
          'Amount (USD)',
          'Postcode',
          'Gateway reference',
        ],
        page: async (afterId, limit) => {
          const rows = await pageInRange(
            db
              .selectFrom('donations as g')
              .innerJoin('donors as d', 'd.id', 'g.donor_id')
              .select((eb) => [
                'g.id',
                'g.created_at',
                'd.donor_number',
                'd.name',
                'd.email',
                'g.amount_cents',
                'g.postal_code',
                eb
                  .selectFrom('payments')
                  .select((inner) => inner.fn.max('gateway_reference').as('ref'))
                  .whereRef('donation_id', '=', 'g.id')
                  .as('reference'),
              ]),
            { at: 'g.created_at', id: 'g.id' },
            { from, to, afterId, limit },
          );
          return rows.map((r) => ({
            id: r.id,
            cells: [
              String(r.id),
              londonTimeCell(r.created_at),
              textCell(r.donor_number),
              textCell(r.name),
              textCell(r.email),
              moneyCell(r.amount_cents),
              textCell(r.postal_code),
              textCell(r.reference as string | null),
            ],
          }));
        },
      };
  }
}
