import type { Db } from '../db/database.ts';

/**
 * The figures of the whole database that metrics report (payments, refunds, scans, e-mails),
 * read at each scrape rather than counted as they happen: every instance reports the same
 * values, nothing is counted twice or lost with a restart, and the modules that pay, refund,
 * scan and send stay unaware of metrics. Each query is small: a GROUP BY over a status index or
 * a count over a recent time range (indexes on payments(status, created_at),
 * refunds(status), mail_log(status, created_at), scans(created_at)).
 */
export interface DatabaseFigures {
  /** Every payment attempt, by its stored status and gateway. */
  payments: { status: string; gateway: string; count: number }[];
  /** For each status that still waits to be settled: how old its oldest payment is (s). */
  oldestUnsettledPayments: { status: string; ageSeconds: number }[];
  /** Every refund, by status. */
  refunds: { status: string; count: number }[];
  /** Scans received in the last minute, by result. */
  scansLastMinute: { result: string; count: number }[];
  /** E-mails logged in the last hour, by status (sending, sent, failed). */
  emailsLastHour: { status: string; count: number }[];
}

/**
 * The statuses a payment leaves once its outcome is known (modules/payments/recovery.ts): one
 * that stays in them long is stuck (the processor unreachable, the record failing).
 */
export const UNSETTLED_PAYMENT_STATUSES = ['pending', 'unknown', 'charged'] as const;

export const SCAN_WINDOW_MS = 60_000;
export const EMAIL_WINDOW_MS = 60 * 60_000;

/** PostgreSQL's count is an int8 (a number, by database.ts's parser); SQLite's a number. */
const counted = <T extends { n: unknown }>(rows: T[]) =>
  rows.map(({ n, ...rest }) => ({ ...rest, count: Number(n) }));

export async function readDatabaseFigures(db: Db, now = new Date()): Promise<DatabaseFigures> {
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const [payments, unsettled, refunds, scans, emails] = await Promise.all([
    db
      .selectFrom('payments')
      .select((eb) => ['status', 'gateway', eb.fn.countAll().as('n')])
      .groupBy(['status', 'gateway'])
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => ['status', eb.fn.min('created_at').as('oldest')])
      .where('status', 'in', UNSETTLED_PAYMENT_STATUSES)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('refunds')
      .select((eb) => ['status', eb.fn.countAll().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('scans')
      .select((eb) => ['result', eb.fn.countAll().as('n')])
      .where('created_at', '>', since(SCAN_WINDOW_MS))
      .groupBy('result')
      .execute(),
    db
      .selectFrom('mail_log')
      .select((eb) => ['status', eb.fn.countAll().as('n')])
      .where('created_at', '>', since(EMAIL_WINDOW_MS))
      .groupBy('status')
      .execute(),
  ]);
  return {
    payments: counted(payments),
    oldestUnsettledPayments: unsettled.map(({ status, oldest }) => ({
      status,
      ageSeconds: Math.max(0, (now.getTime() - Date.parse(String(oldest))) / 1000),
    })),
    refunds: counted(refunds),
    scansLastMinute: counted(scans),
    emailsLastHour: counted(emails),
  };
}
