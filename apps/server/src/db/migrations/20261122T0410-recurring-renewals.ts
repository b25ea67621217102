import type { Kysely } from 'kysely';

/** Yearly renewals of recurring dedications and the "learning starts today" e-mail. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('enrollments')
    .addColumn('renewal_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('enrollments').addColumn('renewal_retry_on', 'text').execute();
  await db.schema.alterTable('enrollments').addColumn('start_mailed_on', 'text').execute();
  await db.schema
    .createIndex('enrollments_next_charge_idx')
    .on('enrollments')
    .column('next_charge_on')
    .execute();
}
