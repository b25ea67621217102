import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** A welcome (or new-password) link is good for this long, and once. */
export const LINK_HOURS = 48;

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Mints a one-time link for a staff member to set their password. Any earlier link of theirs
 * stops working: only the newest one sent can be used.
 */
export async function createStaffLink(
  db: Db | Transaction<Database>,
  staffUserId: number,
  createdBy: number | null,
  now: Date = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .updateTable('staff_links')
    .set({ used_at: now.toISOString() })
    .where('staff_user_id', '=', staffUserId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('staff_links')
    .values({
      staff_user_id: staffUserId,
      token_hash: digest(token),
      created_by_staff_id: createdBy,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LINK_HOURS * 3_600_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export interface LinkHolder {
  linkId: number;
  staffUserId: number;
  name: string;
  email: string;
}

/** Whom a link is for, while it is unused, unexpired and their account is on; else null. */
export async function findUsableLink(
  db: Db | Transaction<Database>,
  token: string,
  now: Date = new Date(),
): Promise<LinkHolder | null> {
  const row = await db
    .selectFrom('staff_links')
    .innerJoin('staff_users', 'staff_users.id', 'staff_links.staff_user_id')
    .select([
      'staff_links.id',
      'staff_links.expires_at',
      'staff_links.used_at',
      'staff_users.id as staff_user_id',
      'staff_users.name',
      'staff_users.email',
      'staff_users.active',
    ])
    .where('staff_links.token_hash', '=', digest(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null || !row.active || row.expires_at <= now.toISOString()) {
    return null;
  }
  return { linkId: row.id, staffUserId: row.staff_user_id, name: row.name, email: row.email };
}

/**
 * Marks the link used; false when it can no longer be: another request used it first (single
 * use under a race: the conditional UPDATE lets exactly one through), a newer link or a switched-
 * off account spent it, or it expired meanwhile (a password is hashed between the look-up and
 * this, so it is checked again here).
 */
export async function spendLink(
  db: Db | Transaction<Database>,
  linkId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('staff_links')
    .set({ used_at: now.toISOString() })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
