import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * Rate-limit counters shared by every instance (issue 10 §3): one row per limit and key (a route
 * and an address, or an e-mail's login failures) holding the hits of its current fixed window and
 * when that window ends. A single upsert counts a hit, so concurrent requests on any number of
 * instances can never read the same count. Rows whose window has ended are only clutter: the
 * daily purge deletes them (modules/auth/purge.ts), hence the index on `resets_at`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_resets_at')
    .on('rate_limits')
    .column('resets_at')
    .execute();
}
