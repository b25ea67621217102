import {
  PAYMENT_STATUS_LABELS,
  PLAN_TYPE_LABELS,
  REFUND_STATUS_LABELS,
  type PlanType,
  type RefundStatus,
} from '@zechus/shared';
import type { ReferenceExpression, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { officeStatus } from '../../payments/office-list.ts';
import { textCell } from '../csv-cells.ts';

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

export const planLabel = (type: string | null) =>
  type === null ? '' : (PLAN_TYPE_LABELS[type as PlanType] ?? type);

/**
 * A payment's status in the office's words (docs/decisions/0020: `approved` is "Paid", "Partly
 * refunded" or "Refunded" by the refunds that went through), as the payments area shows it.
 */
export const paymentStatusCell = (stored: string, amountCents: number, refundedCents: number) =>
  textCell(PAYMENT_STATUS_LABELS[officeStatus(stored, amountCents, refundedCents)] ?? stored);

export const refundStatusCell = (stored: string) =>
  textCell(REFUND_STATUS_LABELS[stored as RefundStatus] ?? stored);

/** The label a plan gives a kind ("Zechus" for merit), from its stored kinds. */
export function kindLabel(kindsJson: string | null, kind: string): string {
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
export function pageInRange<DB, TB extends keyof DB, O>(
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
export const PAYER_HEADER = ['Donor ID', 'Donor name', 'For', 'Plan'];

/** Payments with their donor and their dedication's plan, and the PAYER_HEADER columns. */
export const paymentsWithPayer = (db: Db) =>
  db
    .selectFrom('payments as pay')
    .leftJoin('donors as d', 'd.id', 'pay.donor_id')
    .leftJoin('enrollments as e', 'e.id', 'pay.enrollment_id')
    .leftJoin('plans as p', 'p.id', 'e.plan_id')
    .select(['d.donor_number', 'd.name as donor_name', 'pay.purpose', 'p.type']);

export const payerCells = (r: {
  donor_number: string | null;
  donor_name: string | null;
  purpose: string;
  type: string | null;
}) => [textCell(r.donor_number), textCell(r.donor_name), textCell(r.purpose), planLabel(r.type)];

/** The range of an export as instants: `from` inclusive, `to` exclusive (London days' ends). */
export interface ExportRange {
  from: string;
  to: string;
}
