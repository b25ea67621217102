import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { withId } from './columns.ts';

/**
 * Issue 27 §6, donors are told:
 * - `donor_notes`: the office's notes of a donor (a call, a visit, a letter, other), each with
 *   its day, its text and who wrote it (the name at the time, as the audit log keeps it).
 * - `cancelled_dates`: the learning dates a cancellation took off a dedication. They leave
 *   `enrollment_dates` (every reader of the learning — the wall, My Page, reminders — keeps
 *   seeing only live dates) and are kept here, so the office's page and the export still show
 *   them, struck through. Dedications cancelled before this migration get theirs back from the
 *   audit row of their cancellation, which kept the dates before and after.
 * - `enrollment_dates.calendar_day` / `calendar_sequence`: a moved date keeps the calendar
 *   entry (UID) it was first given, with a higher SEQUENCE, so a donor's calendar moves the
 *   entry it has instead of keeping the old one beside a new one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('donor_notes'), engine)
    .addColumn('donor_id', 'integer', (c) =>
      c.notNull().references('donors.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'integer', (c) =>
      c.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('written_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('donor_notes_by_donor')
    .on('donor_notes')
    .columns(['donor_id', 'day'])
    .execute();

  await withId(db.schema.createTable('cancelled_dates'), engine)
    .addColumn('enrollment_id', 'integer', (c) =>
      c.notNull().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cancelled_dates_once', ['enrollment_id', 'day'])
    .execute();

  await db.schema.alterTable('enrollment_dates').addColumn('calendar_day', 'text').execute();
  await db.schema
    .alterTable('enrollment_dates')
    .addColumn('calendar_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await backfillCancelledDates(db);
}

/** The dates each earlier cancellation removed: its audit row's dates before, less after. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
async function backfillCancelledDates(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('audit_log')
    .innerJoin('enrollments', (join) =>
      join.on(sql`cast(enrollments.id as text)`, '=', sql.ref('audit_log.target_id')),
    )
    .select(['enrollments.id as enrollment_id', 'audit_log.before', 'audit_log.after'])
    .select('audit_log.created_at')
    .where('audit_log.action', '=', 'dedication.cancel')
    .where('enrollments.status', '=', 'cancelled')
    .execute()) as {
    enrollment_id: number;
    before: unknown;
    after: unknown;
    created_at: string;
  }[];
  const datesOf = (json: unknown): string[] => {
    try {
      const value = (typeof json === 'string' ? JSON.parse(json) : json) as { dates?: unknown };
      return Array.isArray(value?.dates) ? value.dates.filter((d) => typeof d === 'string') : [];
    } catch {
      return [];
    }
  };
  for (const row of rows) {
    const kept = new Set(datesOf(row.after));
    const removed = datesOf(row.before).filter((day) => !kept.has(day));
    for (const day of removed) {
      await db
        .insertInto('cancelled_dates')
        .values({ enrollment_id: row.enrollment_id, day, cancelled_at: row.created_at })
        .onConflict((oc) => oc.columns(['enrollment_id', 'day']).doNothing())
        .execute();
    }
  }
}
