import crypto from 'node:crypto';
import { SIGN_IN_LINK_MINUTES, signInLinkPath } from '@zechus/shared';
import type { Db } from '../../db/database.ts';

export { SIGN_IN_LINK_MINUTES };

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Mints a one-click sign-in link for a donor: 32 random bytes (256 bits) in the link, only their
 * sha256 in the database, so a leaked database holds no usable link. Earlier links stay good
 * until they expire: a donor may have asked twice and open the older e-mail.
 */
export async function createSignInLink(
  db: Db,
  donorId: number,
  now: Date = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('donor_sign_in_links')
    .values({
      donor_id: donorId,
      token_hash: digest(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** Mints a link and answers its full address (for the mail log to fill into an e-mail). */
export const signInUrlMinter =
  (db: Db, publicUrl: string) =>
  async (donorId: number): Promise<string> =>
    new URL(signInLinkPath(await createSignInLink(db, donorId)), publicUrl).toString();

/**
 * Spends a link: the donor it signs in (the survivor, when the office merged that record into
 * another: decision 0019), or null when it is unknown, used or expired. The spending is one
 * conditional UPDATE, so of two requests with the same link exactly one gets through.
 */
export async function spendSignInLink(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ id: number; name: string } | null> {
  const hash = digest(token);
  const spent = await db
    .updateTable('donor_sign_in_links')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return null;
  const donor = await db
    .selectFrom('donor_sign_in_links')
    .innerJoin('donors', 'donors.id', 'donor_sign_in_links.donor_id')
    .select(['donors.id', 'donors.name', 'donors.merged_into_id'])
    .where('donor_sign_in_links.token_hash', '=', hash)
    .executeTakeFirst();
  if (!donor) return null;
  if (donor.merged_into_id === null) return { id: donor.id, name: donor.name };
  const survivor = await db
    .selectFrom('donors')
    .select(['id', 'name'])
    .where('id', '=', donor.merged_into_id)
    .executeTakeFirst();
  return survivor ?? null;
}
