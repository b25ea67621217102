import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * Contact messages become an inbox (issue 12 §5): a message is new until someone in the office
 * marks it handled — when, and by whom. The message itself is never changed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'text').execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('handled_by_staff_id', 'integer', (c) =>
      c.references('staff_users.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('contact_messages_handled_created')
    .on('contact_messages')
    .columns(['handled_at', 'created_at'])
    .execute();
}
