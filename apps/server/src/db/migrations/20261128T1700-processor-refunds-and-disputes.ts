import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { withId } from './columns.ts';

/**
 * What the card processor's webhook reports about money after a payment (issue 23 §4).
 *
 * `refunds.origin`: `office` for a refund asked for here (written before the processor is asked,
 * docs/decisions/0020), `processor` for one made in Stripe's dashboard, recorded when its event
 * arrives under the key `stripe:<refund id>` (the unique key makes a second event find it).
 * `refunds.failed_late_at`: when a refund the processor had taken failed afterwards (nothing went
 * back): it waits in Needs attention until someone marks it dealt with (`dealt_with_at`).
 *
 * `disputes`: one row per dispute (chargeback) of one of our payments, by the processor's id
 * (unique, so any number of its events make one row), as the processor says it stands now.
 * Open while `closed_at` is null: it is then in Needs attention.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  // One column per statement: SQLite adds no more at once.
  await db.schema
    .alterTable('refunds')
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('office'))
    .execute();
  await db.schema.alterTable('refunds').addColumn('failed_late_at', 'text').execute();
  await db.schema.alterTable('refunds').addColumn('dealt_with_at', 'text').execute();

  await withId(db.schema.createTable('disputes'), engine)
    .addColumn('gateway_reference', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('evidence_due_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema.createIndex('disputes_payment_idx').on('disputes').column('payment_id').execute();
  await db.schema.createIndex('disputes_closed_idx').on('disputes').column('closed_at').execute();
}
