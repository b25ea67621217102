import type { Db } from '../../../db/database.ts';
import { londonTimeCell, textCell } from '../csv-cells.ts';
import { pageInRange, type ExportDefinition, type ExportRange } from './shared.ts';

/** Every donor who first gave in the range, with how many dedications they have. */
export const donorsExport = (db: Db, { from, to }: ExportRange): ExportDefinition => ({
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
});
