import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { flagDefault, flagType, withId } from './columns.ts';

/**
 * A short e-mail each day of a shiva or a shloishim (issue 26 §6, decision 0041):
 * - `enrollments.daily_mail_on` / `daily_mail_hour`: the sponsor's choice (off until they turn it
 *   on) and the London hour it goes at (19:00 unless they chose another);
 * - `daily_mail_family`: relatives who asked for it on the shared page, per shared link, each
 *   confirmed from their own inbox (only the sha256 of the confirm token kept);
 * - `daily_mails_sent`: one row per (recipient, dedication, day), written BEFORE the e-mail goes,
 *   so two instances or a restart never send the same day twice;
 * - `daily_mail_stop_links`: each e-mail's one-click stop link, as its sha256 only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('enrollments')
    .addColumn('daily_mail_on', flagType(engine), (c) =>
      c.notNull().defaultTo(flagDefault(engine, false)),
    )
    .execute();
  await db.schema
    .alterTable('enrollments')
    .addColumn('daily_mail_hour', 'integer', (c) => c.notNull().defaultTo(19))
    .execute();
  await withId(db.schema.createTable('daily_mail_family'), engine)
    .addColumn('share_link_id', 'integer', (c) =>
      c.notNull().references('share_links.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('stopped_at', 'text')
    .addUniqueConstraint('daily_mail_family_once', ['share_link_id', 'email'])
    .execute();
  await withId(db.schema.createTable('daily_mails_sent'), engine)
    // 'sponsor', or 'family-<daily_mail_family.id>'.
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('enrollment_id', 'integer', (c) =>
      c.notNull().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('daily_mails_sent_once', ['recipient', 'enrollment_id', 'day'])
    .execute();
  await withId(db.schema.createTable('daily_mail_stop_links'), engine)
    .addColumn('enrollment_id', 'integer', (c) =>
      c.notNull().references('enrollments.id').onDelete('cascade'),
    )
    // Null: the sponsor's own e-mail.
    .addColumn('family_id', 'integer', (c) =>
      c.references('daily_mail_family.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
