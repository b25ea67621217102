import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * The office's dedications and donors (issue 12 §1–2).
 *
 * - `enrollments.updated_at`: when the office last changed a dedication (its name, kind, a date,
 *   its renewal or its cancellation). My Page's version reads it (decision 0016), so a page kept
 *   in any instance's memory is rebuilt after an office edit. `cancelled_at`: when it was
 *   cancelled (status 'cancelled').
 * - `donors.merged_into_id` / `merged_at`: a donor record merged into another stays as a
 *   signpost, so its e-mail and donor ID still lead to the survivor (decision 0019).
 * - Indexes for the office's lists and detail pages: a dedication's payments, a donor's
 *   donations and payments, dedications by plan and by status.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('enrollments').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('enrollments').addColumn('cancelled_at', 'text').execute();
  await db.schema
    .alterTable('donors')
    .addColumn('merged_into_id', 'integer', (c) => c.references('donors.id'))
    .execute();
  await db.schema.alterTable('donors').addColumn('merged_at', 'text').execute();

  await db.schema
    .createIndex('enrollments_plan_idx')
    .on('enrollments')
    .columns(['plan_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('enrollments_status_idx')
    .on('enrollments')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payments_enrollment_idx')
    .on('payments')
    .column('enrollment_id')
    .execute();
  await db.schema.createIndex('payments_donor_idx').on('payments').column('donor_id').execute();
  await db.schema.createIndex('donations_donor_idx').on('donations').column('donor_id').execute();
  await db.schema
    .createIndex('donors_merged_into_idx')
    .on('donors')
    .column('merged_into_id')
    .execute();
}
