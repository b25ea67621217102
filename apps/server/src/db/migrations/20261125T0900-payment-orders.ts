import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * A charge is never without its record (issue 10 §1). Each payment attempt keeps what was
 * bought (`order_json`: the plan, dates and contact — never the card) from before the card
 * processor is called, so that a charge whose record was not written (the process died, the
 * database failed) can be completed later from the payment row alone. `recovered_at` is when
 * the recovery job last looked at the row. At most one attempt per idempotency key may be
 * `approved`: two workers completing the same charge cannot both succeed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('payments').addColumn('order_json', 'text').execute();
  await db.schema.alterTable('payments').addColumn('recovered_at', 'text').execute();
  await db.schema
    .createIndex('payments_one_approved_per_key')
    .on('payments')
    .column('idempotency_key')
    .unique()
    .where(sql.ref('status'), '=', 'approved')
    .execute();
  await db.schema
    .createIndex('payments_status')
    .on('payments')
    .columns(['status', 'created_at'])
    .execute();
}
