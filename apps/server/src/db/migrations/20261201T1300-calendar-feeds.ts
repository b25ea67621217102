import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { withId } from './columns.ts';

/**
 * Issue 26 §7 (docs/decisions/0042): `calendar_feeds`, a donor's private calendar subscription.
 * Only the token's sha256 is kept (the link is shown once, when it is made). At most one working
 * feed per donor, kept by the database: making a new one ends the old one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('calendar_feeds'), engine)
    .addColumn('donor_id', 'integer', (c) =>
      c.notNull().references('donors.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('calendar_feeds_one_working')
    .on('calendar_feeds')
    .column('donor_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
}
