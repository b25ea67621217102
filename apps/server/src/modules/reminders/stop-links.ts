import crypto from 'node:crypto';
import { reminderStopPath } from '@zechus/shared';
import type { Db } from '../../db/database.ts';

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Mints a reminder's "stop these reminders" link: 32 random bytes (256 bits) in the link, only
 * their sha256 in the database (as the sign-in links). A fresh one for every sending, each good
 * for as long as the dedication lasts: a family may act on an old e-mail, and the link can do
 * no more than switch that dedication's reminders off and on.
 */
export async function createStopLink(db: Db, enrollmentId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('reminder_stop_links')
    .values({
      enrollment_id: enrollmentId,
      token_hash: digest(token),
      created_at: new Date().toISOString(),
    })
    .execute();
  return token;
}

/** Mints a link and answers its full address (for the mail log to fill into a reminder). */
export const reminderStopUrlMinter =
  (db: Db, publicUrl: string) =>
  async (enrollmentId: number): Promise<string> =>
    new URL(reminderStopPath(await createStopLink(db, enrollmentId)), publicUrl).toString();

/** The dedication a link stops, or undefined for a token that is not ours. */
export async function dedicationOfStopLink(
  db: Db,
  token: string,
): Promise<{ id: number; name: string; remindersOn: boolean } | undefined> {
  const row = await db
    .selectFrom('reminder_stop_links')
    .innerJoin('enrollments', 'enrollments.id', 'reminder_stop_links.enrollment_id')
    .select(['enrollments.id', 'enrollments.name', 'enrollments.reminders_stopped_at'])
    .where('reminder_stop_links.token_hash', '=', digest(token))
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, remindersOn: row.reminders_stopped_at === null };
}

/** Switches a dedication's reminders off (keeping the first time they were stopped) or on. */
export async function setRemindersOn(db: Db, enrollmentId: number, on: boolean): Promise<void> {
  await db
    .updateTable('enrollments')
    .set({ reminders_stopped_at: on ? null : new Date().toISOString() })
    .where('id', '=', enrollmentId)
    .$if(!on, (qb) => qb.where('reminders_stopped_at', 'is', null))
    .execute();
}
