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
 * Payments that went through: stored `approved` (modules/payments/payment-records.ts), which a
 * payment stays whatever is refunded of it (docs/decisions/0020).
 */
export const TAKEN_PAYMENT_STATUSES = ['approved'] as const;

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

/** The key a payment's money is filed under by plan: its dedication's plan type, or a donation. */
const planKey = (purpose: string, type: string | null) =>
  purpose === 'donation' ? MONEY_DONATION : (type ?? purpose);

interface Sums {
  cents: number;
  payments: number;
  refundedCents: number;
  refunds: number;
}
const nothing = (): Sums => ({ cents: 0, payments: 0, refundedCents: 0, refunds: 0 });

/**
 * Payments that went through since `since`, or refunds that went through since then (each by
 * when it was made), summed by UTC hour and by what the payment bought.
 */
function sumsByHour(db: Db, since: string, what: 'payments' | 'refunds') {
  const at = sql.ref<string>(what === 'refunds' ? 'r.created_at' : 'pay.created_at');
  const amount = sql.ref<number>(what === 'refunds' ? 'r.amount_cents' : 'pay.amount_cents');
  const hour = sql<string>`substr(${at}, 1, 13)`;
  return db
    .selectFrom('payments as pay')
    .leftJoin('enrollments as e', 'e.id', 'pay.enrollment_id')
    .leftJoin('plans as p', 'p.id', 'e.plan_id')
    .$if(what === 'refunds', (qb) =>
      qb.innerJoin('refunds as r', 'r.payment_id', 'pay.id').where('r.status', '=', 'succeeded'),
    )
    .select((eb) => [
      hour.as('hour'),
      'pay.purpose',
      'p.type',
      eb.fn.sum<number>(amount).as('cents'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('pay.status', 'in', [...TAKEN_PAYMENT_STATUSES])
    .where(at, '>=', since)
    .groupBy([hour, 'pay.purpose', 'p.type'])
    .execute();
}

/**
 * Money by London month over the last MONEY_MONTHS months (this one included), and by what it
 * paid for over the same months, **net of refunds, each refund in the month it was made** (the
 * cash view a charity's books keep; docs/decisions/0021): a payment adds its amount to the
 * month it was paid in, a refund that went through (`refunds.status = 'succeeded'`) takes its
 * amount from the month it was asked for — so a month can be negative when more went back than
 * came in — and, by plan, from its payment's plan. A refund still pending or unanswered is not
 * taken away: it waits in Needs attention until the processor says. Summed in the database by
 * the hour (London's offset is whole hours, so an hour falls in one London month) and folded
 * into months here: a few thousand rows at most, whatever the number of payments.
 */
export async function moneyReport(db: Db, today: string): Promise<MoneyReport> {
  const months = Array.from({ length: MONEY_MONTHS }, (_, i) =>
    monthBefore(today, MONEY_MONTHS - 1 - i),
  );
  const since = londonDayStart(`${months[0]}-01`);
  const paid = await sumsByHour(db, since, 'payments');
  const refunded = await sumsByHour(db, since, 'refunds');

  const byMonth = new Map(months.map((month) => [month, nothing()]));
  const byPlan = new Map<string, Sums>();
  const add = (rows: typeof paid, refunds: boolean) => {
    for (const row of rows) {
      const month = londonDay(new Date(`${row.hour}:00:00.000Z`)).slice(0, 7);
      const slot = byMonth.get(month);
      if (!slot) continue; // after this month: a clock set back
      const key = planKey(row.purpose, row.type);
      const plan = byPlan.get(key) ?? nothing();
      byPlan.set(key, plan);
      for (const sums of [slot, plan]) {
        const cents = Number(row.cents);
        const count = Number(row.count);
        if (refunds) {
          sums.cents -= cents;
          sums.refundedCents += cents;
          sums.refunds += count;
        } else {
          sums.cents += cents;
          sums.payments += count;
        }
      }
    }
  };
  add(paid, false);
  add(refunded, true);
  const order = [...Object.keys(PLAN_TYPE_LABELS), MONEY_DONATION];
  return {
    currency: 'usd',
    months: months.map((month) => ({ month, ...(byMonth.get(month) ?? nothing()) })),
    plans: [...byPlan.entries()]
      .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
      .map(([key, sum]) => ({ key, label: planLabel(key), ...sum })),
    netOfRefunds: true,
  };
}
