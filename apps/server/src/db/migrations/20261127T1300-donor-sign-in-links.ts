import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { withId } from './columns.ts';

/**
 * One-click sign-in links for donors (issue 13 §3): e-mailed with the donor ID, good once for 30
 * minutes. Only the token's sha256 is kept, as for sessions and staff links.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('donor_sign_in_links'), engine)
    .addColumn('donor_id', 'integer', (c) =>
      c.notNull().references('donors.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('donor_sign_in_links_donor')
    .on('donor_sign_in_links')
    .column('donor_id')
    .execute();
}
