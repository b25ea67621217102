import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { flagDefault, flagType, withId } from './columns.ts';

/** The whole data model of DESIGN.md §3 (see ../schema.ts for the conventions). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const flag = flagType(engine);

  await withId(db.schema.createTable('plans'), engine)
    .addColumn('position', 'integer', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sqlNonNegative('price_cents')))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('active', flag, (c) => c.notNull().defaultTo(flagDefault(engine, true)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('learners'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('active', flag, (c) => c.notNull().defaultTo(flagDefault(engine, true)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('learning_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('assignments'), engine)
    .addColumn('day', 'text', (c) =>
      c.notNull().references('learning_days.day').onDelete('cascade'),
    )
    .addColumn('perek_index', 'integer', (c) => c.notNull())
    .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id'))
    .addColumn('barcode', 'text', (c) => c.notNull().unique())
    .addColumn('done_at', 'text')
    .addColumn('recording_url', 'text')
    .addUniqueConstraint('assignments_day_perek_unique', ['day', 'perek_index'])
    .execute();
  await db.schema
    .createIndex('assignments_learner_idx')
    .on('assignments')
    .column('learner_id')
    .execute();

  await withId(db.schema.createTable('donors'), engine)
    .addColumn('donor_number', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('enrollments'), engine)
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hebrew_month', 'integer')
    .addColumn('hebrew_day', 'integer')
    .addColumn('yoirtzeit_month', 'integer')
    .addColumn('yoirtzeit_day', 'integer')
    .addColumn('recurring', flag, (c) => c.notNull().defaultTo(flagDefault(engine, false)))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('next_charge_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('enrollments_donor_idx')
    .on('enrollments')
    .column('donor_id')
    .execute();

  await withId(db.schema.createTable('enrollment_dates'), engine)
    .addColumn('enrollment_id', 'integer', (c) =>
      c.notNull().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addUniqueConstraint('enrollment_dates_unique', ['enrollment_id', 'day'])
    .execute();
  await db.schema
    .createIndex('enrollment_dates_day_idx')
    .on('enrollment_dates')
    .column('day')
    .execute();

  await withId(db.schema.createTable('donations'), engine)
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sqlNonNegative('amount_cents')))
    .addColumn('postal_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('payments'), engine)
    .addColumn('donor_id', 'integer', (c) => c.references('donors.id'))
    .addColumn('enrollment_id', 'integer', (c) => c.references('enrollments.id'))
    .addColumn('donation_id', 'integer', (c) => c.references('donations.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('last_four', 'text')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_reference', 'text')
    .addColumn('gateway_token', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('failure_message', 'text')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payments_idempotency_unique', ['idempotency_key', 'attempt'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();

  await withId(db.schema.createTable('contact_messages'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('mailed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('staff_users'), engine)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('station_tokens'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await withId(db.schema.createTable('scans'), engine)
    .addColumn('assignment_id', 'integer', (c) => c.notNull().references('assignments.id'))
    .addColumn('barcode', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('station_token_id', 'integer', (c) => c.references('station_tokens.id'))
    .addColumn('staff_user_id', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('donor_id', 'integer', (c) => c.references('donors.id').onDelete('cascade'))
    .addColumn('staff_user_id', 'integer', (c) =>
      c.references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('live_events'), engine)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

function sqlNonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}
