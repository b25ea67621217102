import type { Db } from '../../../db/database.ts';
import { londonTimeCell, moneyCell, textCell, yesNo } from '../csv-cells.ts';
import {
  kindLabel,
  pageInRange,
  planLabel,
  type ExportDefinition,
  type ExportRange,
} from './shared.ts';

/** Every dedication made in the range, with its plan, kind, Hebrew name and learning days. */
export const dedicationsExport = (db: Db, { from, to }: ExportRange): ExportDefinition => ({
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
});
