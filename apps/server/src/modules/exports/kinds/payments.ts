import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { shownFailure } from '../../payments/shown-failure.ts';
import { londonTimeCell, moneyCell, textCell } from '../csv-cells.ts';
import {
  pageInRange,
  PAYER_HEADER,
  payerCells,
  paymentStatusCell,
  paymentsWithPayer,
  type ExportDefinition,
  type ExportRange,
} from './shared.ts';

/** Every payment made in the range: who paid, for what, the card's brand and last four, what was refunded. */
export const paymentsExport = (db: Db, { from, to }: ExportRange): ExportDefinition => ({
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
        textCell(shownFailure(r.status, r.failure_message)),
      ],
    }));
  },
});
