import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * A donor's "Change card" whose bank asked them to confirm keeping the card (issue 23 §1, §2):
 * which dedication and donor it is for, kept under the processor's reference until the page's
 * challenge ends and the card is kept (settled_at) or refused.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('card_changes')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'integer', (c) =>
      c.notNull().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
}
