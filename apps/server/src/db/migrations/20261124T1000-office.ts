import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { flagDefault, flagType, withId } from './columns.ts';

/**
 * The office (DESIGN.md §6): staff roles and one-time links, the audit log, learners' classes,
 * how each perek was marked done, station bookkeeping, and what each dedication was sold (so an
 * edited plan never changes a dedication already bought).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const flag = flagType(engine);

  // Staff: a role, and an account that can be switched off. An empty password_hash means the
  // person has not yet set a password through their welcome link.
  await db.schema
    .alterTable('staff_users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema
    .alterTable('staff_users')
    .addColumn('active', flag, (c) => c.notNull().defaultTo(flagDefault(engine, true)))
    .execute();
  await db.schema.alterTable('staff_users').addColumn('updated_at', 'text').execute();

  await withId(db.schema.createTable('staff_links'), engine)
    .addColumn('staff_user_id', 'integer', (c) =>
      c.notNull().references('staff_users.id').onDelete('cascade'),
    )
    /** sha256 of the token; the token itself is only in the link. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by_staff_id', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  // Staff sessions expire after hours idle: each use moves expires_at on.
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();

  await withId(db.schema.createTable('audit_log'), engine)
    .addColumn('staff_user_id', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('audit_log_staff_idx')
    .on('audit_log')
    .columns(['staff_user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_area_idx')
    .on('audit_log')
    .columns(['area', 'created_at'])
    .execute();

  await db.schema.alterTable('learners').addColumn('class_name', 'text').execute();
  await db.schema.alterTable('learners').addColumn('updated_at', 'text').execute();
  await db.schema.createIndex('learners_class_idx').on('learners').column('class_name').execute();

  // How a perek came to be done: 'station' (a station token's scan), 'staff_scan' (a staff
  // member's scan) or 'hand' (marked in the office), and by which station or person.
  await db.schema.alterTable('assignments').addColumn('done_source', 'text').execute();
  await db.schema
    .alterTable('assignments')
    .addColumn('done_station_token_id', 'integer', (c) => c.references('station_tokens.id'))
    .execute();
  await db.schema
    .alterTable('assignments')
    .addColumn('done_by_staff_id', 'integer', (c) => c.references('staff_users.id'))
    .execute();
  await db.schema
    .createIndex('assignments_day_learner_idx')
    .on('assignments')
    .columns(['day', 'learner_id'])
    .execute();
  // Scans done before this migration came from a station or a staff session.
  await sql`update assignments set done_source = coalesce(
      (select case when s.station_token_id is not null then 'station' else 'staff_scan' end
         from scans s where s.assignment_id = assignments.id and s.result = 'done'
         order by s.id limit 1),
      'station')
    where done_at is not null`.execute(db);

  await db.schema
    .alterTable('station_tokens')
    .addColumn('created_by_staff_id', 'integer', (c) => c.references('staff_users.id'))
    .execute();
  await db.schema.alterTable('station_tokens').addColumn('last_used_at', 'text').execute();

  // What the sponsor bought, frozen at the sale: the office may later change the plan's price
  // or text, never an existing dedication's.
  await db.schema.alterTable('enrollments').addColumn('plan_text', 'text').execute();
  await db.schema.alterTable('enrollments').addColumn('price_cents', 'integer').execute();
  await sql`update enrollments set
      plan_text = (select p.text from plans p where p.id = enrollments.plan_id),
      price_cents = (select p.price_cents from plans p where p.id = enrollments.plan_id)`.execute(
    db,
  );
}
