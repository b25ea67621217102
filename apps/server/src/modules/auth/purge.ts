import type { Db } from '../../db/database.ts';
import { purgeEndedWindows } from '../../http/rate-limit-counters.ts';
import { endSessions } from './session-ends.ts';

/**
 * How long login attempts are kept. The throttle reads only the last 15 minutes
 * (login-throttle.ts); a week lets the office look back at a guessing run, and no longer, since
 * every row holds an e-mail address and an IP.
 */
const LOGIN_ATTEMPT_RETENTION_DAYS = 7;
const DAY_MS = 86_400_000;

export interface PurgedAuthRows {
  sessions: number;
  loginAttempts: number;
  rateLimits: number;
  signInLinks: number;
}

/**
 * Deletes sessions that have expired (they no longer log anyone in: see currentSession), login
 * attempts older than LOGIN_ATTEMPT_RETENTION_DAYS and rate-limit counters whose window has
 * ended (each address that ever called a limited route leaves one), and donors' e-mailed sign-in
 * links past their 30 minutes (used or not, they sign no one in). Safe to run at any time, on any
 * instance, as often as wanted. Meant for the daily jobs.
 */
export async function purgeExpiredAuthRows(
  db: Db,
  now: Date = new Date(),
): Promise<PurgedAuthRows> {
  const sessions = await endSessions(db, { expiredBy: now.toISOString() });
  const keepFrom = new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_DAYS * DAY_MS).toISOString();
  const loginAttempts = await db
    .deleteFrom('login_attempts')
    .where('created_at', '<', keepFrom)
    .executeTakeFirst();
  const rateLimits = await purgeEndedWindows(db, now);
  const signInLinks = await db
    .deleteFrom('donor_sign_in_links')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return {
    sessions,
    loginAttempts: Number(loginAttempts.numDeletedRows),
    rateLimits,
    signInLinks: Number(signInLinks.numDeletedRows),
  };
}
