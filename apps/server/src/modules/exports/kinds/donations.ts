import type { Db } from '../../../db/database.ts';
import { londonTimeCell, moneyCell, textCell } from '../csv-cells.ts';
import { pageInRange, type ExportDefinition, type ExportRange } from './shared.ts';

/** Every general donation made in the range. */
export const donationsExport = (db: Db, { from, to }: ExportRange): ExportDefinition => ({
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
});
