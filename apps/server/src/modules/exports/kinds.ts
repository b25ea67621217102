import {
  londonDayEnd,
  londonDayStart,
  PLAN_TYPE_LABELS,
  type ExportKind,
  type ExportQuery,
  type PlanType,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
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

/** The label a plan gives a kind ("Zechus" for merit), from its stored kinds. */
function kindLabel(kindsJson: string | null, kind: string): string {
  try {
    const kinds = JSON.parse(kindsJson ?? '[]') as { id: string; label: string }[];
    return kinds.find((k) => k.id === kind)?.label ?? kind;
  } catch {
    return kind;
  }
}

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
          const rows = await db
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
            ])
            .where('e.created_at', '>=', from)
            .where('e.created_at', '<', to)
            .where('e.id', '>', afterId)
            .orderBy('e.id')
            .limit(limit)
            .execute();
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
          const rows = await db
            .selectFrom('donors as d')
            .select((eb) => [
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
            ])
            .where('d.created_at', '>=', from)
            .where('d.created_at', '<', to)
            .where('d.id', '>', afterId)
            .orderBy('d.id')
            .limit(limit)
            .execute();
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
          'Donor ID',
          'Donor name',
          'For',
          'Plan',
          'Dedication',
          'Donation',
          'Amount',
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
          const rows = await db
            .selectFrom('payments as pay')
            .leftJoin('donors as d', 'd.id', 'pay.donor_id')
            .leftJoin('enrollments as e', 'e.id', 'pay.enrollment_id')
            .leftJoin('plans as p', 'p.id', 'e.plan_id')
            .select([
              'pay.id',
              'pay.created_at',
              'd.donor_number',
              'd.name as donor_name',
              'pay.purpose',
              'p.type',
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
            .where('pay.created_at', '>=', from)
            .where('pay.created_at', '<', to)
            .where('pay.id', '>', afterId)
            .orderBy('pay.id')
            .limit(limit)
            .execute();
          return rows.map((r) => ({
            id: r.id,
            cells: [
              String(r.id),
              londonTimeCell(r.created_at),
              textCell(r.donor_number),
              textCell(r.donor_name),
              textCell(r.purpose),
              planLabel(r.type),
              r.enrollment_id === null ? '' : String(r.enrollment_id),
              r.donation_id === null ? '' : String(r.donation_id),
              moneyCell(r.amount_cents),
              textCell(r.currency.toUpperCase()),
              textCell(r.brand),
              textCell(r.last_four),
              textCell(r.status),
              textCell(r.gateway),
              textCell(r.gateway_reference),
              String(r.attempt),
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
          const rows = await db
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
            ])
            .where('g.created_at', '>=', from)
            .where('g.created_at', '<', to)
            .where('g.id', '>', afterId)
            .orderBy('g.id')
            .limit(limit)
            .execute();
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
