import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { flagDefault, flagType, withId } from './columns.ts';

/** Login attempts, for throttling by e-mail across instances and for the office's audit. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('login_attempts'), engine)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', flagType(engine), (c) =>
      c.notNull().defaultTo(flagDefault(engine, false)),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_email_idx')
    .on('login_attempts')
    .columns(['email', 'created_at'])
    .execute();
}
