import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { withId } from './columns.ts';

/**
 * Cards a donor gave on My Page for a dedication's yearly renewal (issue 13 §4, decision 0024):
 * the processor's reusable token and what a person may see of the card — never its number or
 * CVV. The newest row of a dedication is the card its next renewal charges.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('saved_cards'), engine)
    .addColumn('enrollment_id', 'integer', (c) =>
      c.notNull().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_token', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_cards_enrollment')
    .on('saved_cards')
    .columns(['enrollment_id', 'id'])
    .execute();
}
