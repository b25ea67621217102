import crypto from 'node:crypto';
import {
  DAILY_MAIL_PLAN_TYPES,
  dailyMailConfirmPath,
  hourLabel,
  shareTokenSchema,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { dailyMailConfirm } from '../../mail/templates/daily-mail-confirm.ts';
import { digest } from './stop-links.ts';

/** A working shared link's dedication, as the opt-in needs it; undefined for any other token. */
export async function dedicationOfWorkingShareLink(db: Db, token: string, today: string) {
  if (!shareTokenSchema.safeParse(token).success) return undefined;
  const row = await db
    .selectFrom('share_links as s')
    .innerJoin('enrollments as e', 'e.id', 's.enrollment_id')
    .innerJoin('plans as p', 'p.id', 'e.plan_id')
    .select(['s.id as shareLinkId', 'e.id', 'e.name', 'e.status', 'e.daily_mail_hour', 'p.type'])
    .where('s.token_hash', '=', digest(token))
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const later = await db
    .selectFrom('enrollment_dates')
    .select('day')
    .where('enrollment_id', '=', row.id)
    .where('day', '>=', today)
    .executeTakeFirst();
  const mourning = (DAILY_MAIL_PLAN_TYPES as readonly string[]).includes(row.type);
  return {
    shareLinkId: row.shareLinkId,
    enrollmentId: row.id,
    name: row.name,
    hour: row.daily_mail_hour,
    /** Whether there is a day still to come for the e-mail to be about. */
    offered: mourning && row.status === 'active' && later !== undefined,
  };
}

/**
 * A relative asks for the daily e-mail: a confirm link goes to the address, and nothing else
 * until it is followed (double opt-in). Asking again sends a fresh link; an address already
 * confirmed and on gets nothing more. The answer is the same whatever the case, so the page
 * tells no one who else asked.
 */
export async function askForDailyMail(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  link: { shareLinkId: number; enrollmentId: number; name: string; hour: number },
  email: string,
): Promise<void> {
  const existing = await deps.db
    .selectFrom('daily_mail_family')
    .select(['id', 'confirmed_at', 'stopped_at'])
    .where('share_link_id', '=', link.shareLinkId)
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing?.confirmed_at && !existing.stopped_at) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await deps.db
    .insertInto('daily_mail_family')
    .values({
      share_link_id: link.shareLinkId,
      email,
      confirm_token_hash: digest(token),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['share_link_id', 'email']).doUpdateSet({ confirm_token_hash: digest(token) }),
    )
    .execute();
  await deps.mailer.send({
    ...dailyMailConfirm({
      to: email,
      dedicationName: link.name,
      hour: hourLabel(link.hour),
      confirmUrl: new URL(dailyMailConfirmPath(token), deps.publicUrl).toString(),
    }),
    links: { enrollmentId: link.enrollmentId },
  });
}

/** The relative's confirm link followed: their daily e-mail is on. Undefined for a stranger's. */
export async function confirmDailyMail(
  db: Db,
  token: string,
): Promise<{ name: string; hour: number } | undefined> {
  const row = await db
    .selectFrom('daily_mail_family as f')
    .innerJoin('share_links as s', 's.id', 'f.share_link_id')
    .innerJoin('enrollments as e', 'e.id', 's.enrollment_id')
    .select(['f.id', 'e.name', 'e.daily_mail_hour'])
    .where('f.confirm_token_hash', '=', digest(token))
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable('daily_mail_family')
    .set({ confirmed_at: new Date().toISOString(), stopped_at: null })
    .where('id', '=', row.id)
    .execute();
  return { name: row.name, hour: row.daily_mail_hour };
}
