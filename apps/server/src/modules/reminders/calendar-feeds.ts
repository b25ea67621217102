import crypto from 'node:crypto';
import { londonDay } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { recordAudit, type DonorActor } from '../audit/audit.ts';

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The donor's working subscription, if any (its London day of making). */
export async function workingFeed(db: Db, donorId: number): Promise<{ since: string } | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('donor_id', '=', donorId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { since: londonDay(new Date(row.created_at)) } : undefined;
}

/**
 * Makes the donor's calendar subscription: 32 random bytes (256 bits) in the link, only their
 * sha256 kept, as the sign-in and stop links. Any earlier one ends in the same transaction (the
 * database keeps one working feed per donor). The donor's own act, audited as such.
 */
export async function makeFeed(db: Db, actor: DonorActor): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('calendar_feeds')
      .set({ revoked_at: now })
      .where('donor_id', '=', actor.donor.id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    await trx
      .insertInto('calendar_feeds')
      .values({ donor_id: actor.donor.id, token_hash: digest(token), created_at: now })
      .execute();
    await recordAudit(trx, actor, {
      area: 'donors',
      action: 'calendar-feed.create',
      targetId: actor.donor.id,
      summary:
        ended.length > 0
          ? 'Made a new calendar subscription link; the earlier one stopped working'
          : 'Made a calendar subscription link',
    });
  });
  return token;
}

/** Ends the donor's subscription: its link answers 410 from now on. False when there was none. */
export async function stopFeed(db: Db, actor: DonorActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('calendar_feeds')
      .set({ revoked_at: new Date().toISOString() })
      .where('donor_id', '=', actor.donor.id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    if (ended.length === 0) return false;
    await recordAudit(trx, actor, {
      area: 'donors',
      action: 'calendar-feed.stop',
      targetId: actor.donor.id,
      summary: 'Stopped the calendar subscription link',
    });
    return true;
  });
}

/** Whose feed a token opens: the donor, 'ended' for a stopped one, undefined for none. */
export async function donorOfFeed(db: Db, token: string): Promise<number | 'ended' | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select(['donor_id', 'revoked_at'])
    .where('token_hash', '=', digest(token))
    .executeTakeFirst();
  if (!row) return undefined;
  return row.revoked_at === null ? row.donor_id : 'ended';
}
