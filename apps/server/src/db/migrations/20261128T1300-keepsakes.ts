import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { withId } from './columns.ts';

/**
 * Issue 13 §6 and §7: the certificate of a completed day and the link a sponsor shares with the
 * family (docs/decisions/0026).
 *
 * `day_certificates`: one row per (dedication, day) whose certificate has been e-mailed, written
 * before the e-mail goes. The unique key is what makes it once: two instances, or a perek undone
 * and scanned again, meet the row and send nothing. The e-mail itself is in the mail log, where a
 * failed send is retried by the office.
 *
 * `share_links`: read-only links to a dedication's progress pages. Only the token's sha256 is
 * kept (as for sign-in links); a revoked link keeps its row with `revoked_at`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('day_certificates'), engine)
    .addColumn('enrollment_id', 'integer', (c) =>
      c.notNull().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('day_certificates_once', ['enrollment_id', 'day'])
    .execute();

  await withId(db.schema.createTable('share_links'), engine)
    .addColumn('enrollment_id', 'integer', (c) =>
      c.notNull().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('share_links_enrollment')
    .on('share_links')
    .column('enrollment_id')
    .execute();
}
