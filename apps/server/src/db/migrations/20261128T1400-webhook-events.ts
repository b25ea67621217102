import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * The card processor's webhook events we have received (issue 23 §4): one row per event id,
 * claimed by its primary key before the event is handled, so an event Stripe sends twice (it
 * delivers at least once, and retries any delivery it is unsure of) is handled once on any
 * number of instances; a replay finds its id and changes nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}
