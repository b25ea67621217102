import { DEDICATION_STATUS_LABELS } from '@zechus/shared';
import type { Db } from '../../../db/database.ts';
import { statusOf } from '../../dedications/repository.ts';
import { londonTimeCell, moneyCell, textCell, yesNo } from '../csv-cells.ts';
import {
  kindLabel,
  pageInRange,
  planLabel,
  type ExportDefinition,
  type ExportRange,
} from './shared.ts';

/**
 * Every dedication made in the range, with its plan, kind, Hebrew name and learning days. Its
 * status is the screens' own (Upcoming, In progress, Completed, Cancelled: DedicationStatus),
 * derived from its dates against today as the office's list derives it. A cancelled one keeps
 * the dates its cancellation took off (cancelled_dates): they count in its first and last day,
 * and are listed in their own column, so the file says what was dedicated and what was dropped.
 */
export const dedicationsExport = (
  db: Db,
  { from, to }: ExportRange,
  today: string,
): ExportDefinition => ({
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
    'Cancelled learning days',
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
    const cancelled = await cancelledDaysOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const first = (r.first_day as string | null) ?? null;
      const last = (r.last_day as string | null) ?? null;
      const dropped = cancelled.get(r.id) ?? [];
      const all = [first, last, ...dropped].filter((d): d is string => d !== null).sort();
      return {
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
          DEDICATION_STATUS_LABELS[statusOf(r.status, first, last, today)],
          moneyCell(r.price_cents),
          textCell(all[0] ?? null),
          textCell(all.at(-1) ?? null),
          String(Number(r.days ?? 0)),
          dropped.join('; '),
        ],
      };
    });
  },
});

/** The dates each dedication's cancellation took off, in order, for a page in one query. */
async function cancelledDaysOf(db: Db, ids: readonly number[]): Promise<Map<number, string[]>> {
  const byId = new Map<number, string[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('cancelled_dates')
    .select(['enrollment_id', 'day'])
    .where('enrollment_id', 'in', [...ids])
    .orderBy('enrollment_id')
    .orderBy('day')
    .execute();
  for (const row of rows)
    byId.set(row.enrollment_id, [...(byId.get(row.enrollment_id) ?? []), row.day]);
  return byId;
}
