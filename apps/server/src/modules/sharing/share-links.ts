import crypto from 'node:crypto';
import { shareTokenSchema } from '@zechus/shared';
import type { Db } from '../../db/database.ts';

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A new read-only link to a dedication's progress pages (issue 13 §7): 32 random bytes in the
 * link, only their sha256 kept (as for sign-in links), so the database holds no working link.
 * A dedication has one working link: making a new one ends the ones before, in the same
 * transaction, so "a new link" is also how a sponsor takes back one that went too far.
 */
export async function createShareLink(
  db: Db,
  enrollmentId: number,
  now: Date = new Date(),
): Promise<{ token: string; createdAt: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const createdAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('share_links')
      .set({ revoked_at: createdAt })
      .where('enrollment_id', '=', enrollmentId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('share_links')
      .values({
        enrollment_id: enrollmentId,
        token_hash: digest(token),
        created_at: createdAt,
        revoked_at: null,
      })
      .execute();
  });
  return { token, createdAt };
}

/** Ends every working link of a dedication; answers how many there were. */
export async function revokeShareLinks(
  db: Db,
  enrollmentId: number,
  now: Date = new Date(),
): Promise<number> {
  const result = await db
    .updateTable('share_links')
    .set({ revoked_at: now.toISOString() })
    .where('enrollment_id', '=', enrollmentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The dedication's working link, if it has one: when it was made. */
export async function activeShareLink(
  db: Db,
  enrollmentId: number,
): Promise<{ createdAt: string } | undefined> {
  const row = await db
    .selectFrom('share_links')
    .select('created_at')
    .where('enrollment_id', '=', enrollmentId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { createdAt: row.created_at } : undefined;
}

/**
 * The dedication a link opens, or undefined for a link that is unknown, mistyped or revoked —
 * alike, so an answer tells nothing about which. A token not of the minted shape never reaches
 * the database.
 */
export async function enrollmentOfShareLink(db: Db, token: string): Promise<number | undefined> {
  if (!shareTokenSchema.safeParse(token).success) return undefined;
  const row = await db
    .selectFrom('share_links')
    .select('enrollment_id')
    .where('token_hash', '=', digest(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.enrollment_id;
}
