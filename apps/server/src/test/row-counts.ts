import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * Every table a request could write to. Not job_leases (the daily jobs' own bookkeeping) nor
 * rate_limits: every request to a limited route is counted, refused or not — that is the limit.
 */
const TABLES = [
  'login_attempts',
  'plans',
  'learners',
  'learning_days',
  'assignments',
  'donors',
  'enrollments',
  'enrollment_dates',
  'donations',
  'payments',
  'idempotency_keys',
  'contact_messages',
  'staff_users',
  'staff_links',
  'donor_sign_in_links',
  'audit_log',
  'station_tokens',
  'scans',
  'sessions',
  'live_events',
  'refunds',
  'disputes',
  'mail_log',
  'day_certificates',
  'share_links',
  'calendar_feeds',
  'reminders_sent',
  'reminder_stop_links',
  'daily_mail_family',
  'daily_mails_sent',
  'daily_mail_stop_links',
  'saved_cards',
  'webhook_events',
  'card_changes',
  'class_teachers',
  'sheet_prints',
  'replaced_barcodes',
  'sheet_reprints',
  'class_registers',
  'register_absences',
  'register_shares',
  'cancelled_dates',
  'donor_notes',
] as const satisfies readonly (keyof Database)[];

// A table added to the schema and not listed above fails to compile here, so a refusal test can
// never miss rows left in a new table.
type Unlisted = Exclude<keyof Database, (typeof TABLES)[number] | 'job_leases' | 'rate_limits'>;
const everyTableListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyTableListed;

/**
 * How many rows each table holds: taken before and after a refused request, equal counts say
 * the refusal left nothing behind (rows changed in place are the tests' own business to check).
 */
export async function rowCounts(db: Db): Promise<Record<(typeof TABLES)[number], number>> {
  const counts = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
