import {
  londonDay,
  londonDayStart,
  MONEY_DONATION,
  MONEY_MONTHS,
  PLAN_TYPE_LABELS,
  type MoneyReport,
  type PlanType,
} from '@zechus/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Payments that went through: `approved` (modules/payments/payment-records.ts), and those later
 * refunded in whole or part — the refunds are taken away only where the database keeps them
 * (decision 0021: not on this branch, so the report says `netOfRefunds: false`).
 */
export const TAKEN_PAYMENT_STATUSES = ['approved', 'refunded', 'partially_refunded'] as const;

/** 'YYYY-MM' of the month `back` months before the month of `day`. */
function monthBefore(day: string, back: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 - back;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}`;
}

const planLabel = (key: string) =>
  key === MONEY_DONATION ? 'General donation' : (PLAN_TYPE_LABELS[key as PlanType] ?? key);

/**
 * Money by London month over the last MONEY_MONTHS months (this one included), and by what it
 * paid for over the same months. Summed in the database by the hour (London's offset is whole
 * hours, so an hour falls in one London month) and folded into months here: a few thousand
 * rows at most, whatever the number of payments.
 */
export async function moneyReport(db: Db, today: string): Promise<MoneyReport> {
  const months = Array.from({ length: MONEY_MONTHS }, (_, i) =>
    monthBefore(today, MONEY_MONTHS - 1 - i),
  );
  const since = londonDayStart(`${months[0]}-01`);
  const rows = await db
    .selectFrom('payments as pay')
    .leftJoin('enrollments as e', 'e.id', 'pay.enrollment_id')
    .leftJoin('plans as p', 'p.id', 'e.plan_id')
    .select((eb) => [
      sql<string>`substr(pay.created_at, 1, 13)`.as('hour'),
      'pay.purpose',
      'p.type',
      eb.fn.sum<number>('pay.amount_cents').as('cents'),
      eb.fn.countAll<number>().as('payments'),
    ])
    .where('pay.status', 'in', [...TAKEN_PAYMENT_STATUSES])
    .where('pay.created_at', '>=', since)
    .groupBy([sql`substr(pay.created_at, 1, 13)`, 'pay.purpose', 'p.type'])
    .execute();

  const byMonth = new Map(months.map((month) => [month, { cents: 0, payments: 0 }]));
  const byPlan = new Map<string, { cents: number; payments: number }>();
  for (const row of rows) {
    const month = londonDay(new Date(`${row.hour}:00:00.000Z`)).slice(0, 7);
    const slot = byMonth.get(month);
    if (!slot) continue; // after this month: a clock set back
    const cents = Number(row.cents);
    const payments = Number(row.payments);
    slot.cents += cents;
    slot.payments += payments;
    const key = row.purpose === 'donation' ? MONEY_DONATION : (row.type ?? row.purpose);
    const plan = byPlan.get(key) ?? { cents: 0, payments: 0 };
    plan.cents += cents;
    plan.payments += payments;
    byPlan.set(key, plan);
  }
  const order = [...Object.keys(PLAN_TYPE_LABELS), MONEY_DONATION];
  return {
    currency: 'usd',
    months: months.map((month) => ({
      month,
      ...(byMonth.get(month) ?? { cents: 0, payments: 0 }),
    })),
    plans: [...byPlan.entries()]
      .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
      .map(([key, sum]) => ({ key, label: planLabel(key), ...sum })),
    netOfRefunds: false,
  };
}
