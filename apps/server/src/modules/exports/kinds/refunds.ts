import type { Db } from '../../../db/database.ts';
import { londonTimeCell, moneyCell, textCell } from '../csv-cells.ts';
import {
  pageInRange,
  PAYER_HEADER,
  payerCells,
  paymentsWithPayer,
  refundStatusCell,
  type ExportDefinition,
  type ExportRange,
} from './shared.ts';

/**
 * Every refund made in the range.
 * Each refund on the London day it was made (the money report's cash view, decision 0021):
 * a month's payments less this file's refunds that went through is the month's net.
 */
export const refundsExport = (db: Db, { from, to }: ExportRange): ExportDefinition => ({
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
});
