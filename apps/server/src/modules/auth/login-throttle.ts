import type { Db } from '../../db/database.ts';

/**
 * Failed logins per e-mail, counted in the database so every instance sees the same count:
 * after MAX_FAILURES in WINDOW_MINUTES the e-mail is refused (429) until the window passes.
 * Per-IP limits are @fastify/rate-limit's, on the route.
 */
export const MAX_FAILURES_PER_EMAIL = 5;
export const WINDOW_MINUTES = 15;
export const TOO_MANY_ATTEMPTS =
  'Too many login attempts. Please wait 15 minutes and try again, or call our office.';

export async function recordLoginAttempt(
  db: Db,
  attempt: { email: string; ip: string; succeeded: boolean },
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ ...attempt, created_at: new Date().toISOString() })
    .execute();
}

export async function tooManyFailures(db: Db, email: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000).toISOString();
  const { failures } = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('email', '=', email)
    .where('succeeded', '=', false)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(failures) >= MAX_FAILURES_PER_EMAIL;
}
