import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * Issue 26 §3, §4 and issue 27 §8 (docs/decisions/0040).
 *
 * `share_links.token_sealed`: the link's token encrypted with the configured key (AES-256-GCM), so
 * the panel can show the same link whenever the sponsor opens it. Lookups still go by the sha256.
 * Links made before this column have none: they keep working and cannot be shown again.
 *
 * `share_links_one_working`: at most one working link per dedication, kept by the database, so
 * requests that race each other cannot leave two. Older duplicates (none expected) are ended first,
 * the newest kept.
 *
 * `payments.session_given_at`: the moment the browser that paid was signed in by its payment —
 * once per payment.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('share_links').addColumn('token_sealed', 'text').execute();
  await sql`
    update share_links set revoked_at = created_at
    where revoked_at is null
      and id not in (select max(id) from share_links where revoked_at is null group by enrollment_id)
  `.execute(db);
  await db.schema
    .createIndex('share_links_one_working')
    .on('share_links')
    .column('enrollment_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema.alterTable('payments').addColumn('session_given_at', 'text').execute();
}
