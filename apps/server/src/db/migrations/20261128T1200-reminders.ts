import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { withId } from './columns.ts';

/**
 * Reminders before a family's learning dates (issue 13 §5, decision 0025):
 * - `reminders_sent`: one row per (dedication, date, lead), written BEFORE the e-mail goes, so
 *   two instances or a restart never send the same reminder twice;
 * - `reminder_stop_links`: the one-click "stop these reminders" links, as their sha256 only;
 * - `enrollments.reminders_stopped_at`: set when the family stopped them (null: they are on).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('reminders_sent'), engine)
    .addColumn('enrollment_id', 'integer', (c) =>
      c.notNull().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('lead_days', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reminders_sent_once', ['enrollment_id', 'day', 'lead_days'])
    .execute();
  await withId(db.schema.createTable('reminder_stop_links'), engine)
    .addColumn('enrollment_id', 'integer', (c) =>
      c.notNull().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('enrollments').addColumn('reminders_stopped_at', 'text').execute();
}
