import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '../database.ts';
import type { Database } from '../schema.ts';

/**
 * For copy-to-postgres.int.test.ts (only): a demo install given a row in every table, and both
 * engines' rows read in one comparable form.
 */

/** Every table of the schema; one added to schema.ts and not here fails to compile. */
export const EVERY_TABLE = [
  'assignments',
  'audit_log',
  'calendar_feeds',
  'cancelled_dates',
  'card_changes',
  'class_registers',
  'class_teachers',
  'contact_messages',
  'daily_mail_family',
  'daily_mail_stop_links',
  'daily_mails_sent',
  'day_certificates',
  'disputes',
  'donations',
  'donor_notes',
  'donor_sign_in_links',
  'donors',
  'enrollment_dates',
  'enrollments',
  'idempotency_keys',
  'job_leases',
  'learners',
  'learning_days',
  'live_events',
  'login_attempts',
  'mail_log',
  'payments',
  'plans',
  'rate_limits',
  'refunds',
  'register_absences',
  'register_shares',
  'reminder_stop_links',
  'reminders_sent',
  'replaced_barcodes',
  'saved_cards',
  'scans',
  'sessions',
  'share_links',
  'sheet_prints',
  'sheet_reprints',
  'staff_links',
  'staff_users',
  'station_tokens',
  'webhook_events',
] as const satisfies readonly (keyof Database)[];
type Unlisted = Exclude<keyof Database, (typeof EVERY_TABLE)[number]>;
const everyTableListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyTableListed;

export const BOOKKEEPING = ['schema_migrations', 'schema_migrations_lock'];

/** Each row as JSON of its columns in name order, flags as 0/1 (as SQLite keeps them), sorted. */
const normalised = (rows: Record<string, unknown>[]): string[] =>
  rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((key) => [key, typeof row[key] === 'boolean' ? Number(row[key]) : row[key]]),
      ),
    )
    .sort();

/** Works on a SQLite install through a connection of its own, closed afterwards. */
export async function withSqlite<T>(dataDir: string, use: (db: Db) => Promise<T>): Promise<T> {
  const handle = openDatabase({ dataDir });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

export async function withPostgres<T>(
  url: string,
  use: (client: pg.ClientBase) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export async function sqliteRows(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
    db,
  );
  return normalised(rows);
}

export async function postgresRows(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<Record<string, unknown>>(`select * from "${table}"`);
  return normalised(rows);
}

/** The install's tables as SQLite lists them: not its own (sqlite_*), not the bookkeeping. */
export async function sqliteTableNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table' and name not like 'sqlite%' order by name`.execute(db);
  return rows.map((r) => r.name).filter((n) => !BOOKKEEPING.includes(n));
}

export async function postgresTableNames(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}

/** Every table's rows, bookkeeping included: equal before and after means nothing changed. */
export async function everything(client: pg.ClientBase): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const name of await postgresTableNames(client)) all[name] = await postgresRows(client, name);
  return all;
}

/** How many rows each table that holds any has, the migrations' bookkeeping aside. */
export async function tablesWithRows(url: string): Promise<Record<string, number>> {
  const all = await withPostgres(url, everything);
  return Object.fromEntries(
    Object.entries(all)
      .filter(([table, rows]) => rows.length > 0 && !BOOKKEEPING.includes(table))
      .map(([table, rows]) => [table, rows.length]),
  );
}
