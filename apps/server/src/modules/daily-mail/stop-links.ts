import crypto from 'node:crypto';
import { dailyMailStopPath } from '@zechus/shared';
import type { Db } from '../../db/database.ts';

export const digest = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');

/**
 * Mints a daily e-mail's "stop these e-mails" link, for the sponsor (familyId null) or one
 * relative: 256 random bits in the link, only their sha256 kept (as the reminders', decision
 * 0025). A fresh one for every e-mail; it can only switch that recipient's daily e-mail off or on.
 */
export async function mintDailyStopUrl(
  db: Db,
  publicUrl: string,
  enrollmentId: number,
  familyId: number | null,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('daily_mail_stop_links')
    .values({
      enrollment_id: enrollmentId,
      family_id: familyId,
      token_hash: digest(token),
      created_at: new Date().toISOString(),
    })
    .execute();
  return new URL(dailyMailStopPath(token), publicUrl).toString();
}

/** Whose daily e-mail a stop link is for, and whether it is on; undefined for a stranger's token. */
export async function subscriptionOfStopLink(
  db: Db,
  token: string,
): Promise<
  { enrollmentId: number; familyId: number | null; name: string; on: boolean } | undefined
> {
  const row = await db
    .selectFrom('daily_mail_stop_links as l')
    .innerJoin('enrollments as e', 'e.id', 'l.enrollment_id')
    .leftJoin('daily_mail_family as f', 'f.id', 'l.family_id')
    .select(['e.id', 'e.name', 'e.daily_mail_on', 'l.family_id', 'f.stopped_at'])
    .where('l.token_hash', '=', digest(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const on = row.family_id === null ? Boolean(row.daily_mail_on) : row.stopped_at === null;
  return { enrollmentId: row.id, familyId: row.family_id, name: row.name, on };
}

/** Switches one recipient's daily e-mail off or on. */
export async function setDailyMailOn(
  db: Db,
  target: { enrollmentId: number; familyId: number | null },
  on: boolean,
): Promise<void> {
  if (target.familyId === null) {
    await db
      .updateTable('enrollments')
      .set({ daily_mail_on: on })
      .where('id', '=', target.enrollmentId)
      .execute();
    return;
  }
  await db
    .updateTable('daily_mail_family')
    .set({ stopped_at: on ? null : new Date().toISOString() })
    .where('id', '=', target.familyId)
    .execute();
}
