import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Db } from '../../db/database.ts';

/**
 * Logins are throttled twice (docs/decisions/0008), and each refusal names its own wait:
 * - per e-mail, counted in the database so every instance sees the same count: after
 *   MAX_FAILURES_PER_EMAIL failures in WINDOW_MINUTES the e-mail is refused (429) until the
 *   window passes;
 * - per IP, by @fastify/rate-limit on the route: IP_LIMIT_WINDOW_MINUTES per window.
 */
export const MAX_FAILURES_PER_EMAIL = 5;
export const WINDOW_MINUTES = 15;
const IP_LIMIT_WINDOW_MINUTES = 10;

const minutes = (count: number) => (count === 1 ? '1 minute' : `${count} minutes`);

export const TOO_MANY_ATTEMPTS = `Too many login attempts. Please wait ${minutes(WINDOW_MINUTES)} and try again, or call our office.`;

/** The per-IP refusal, with the time left in this address's window (never more than the window). */
const tooManyFromThisAddress = (msLeft: number): string => {
  const wait = Math.min(IP_LIMIT_WINDOW_MINUTES, Math.max(1, Math.ceil(msLeft / 60_000)));
  return `Too many login attempts from your network. Please wait ${minutes(wait)} and try again, or call our office.`;
};

/** The per-IP limit of a login route (donor and staff): `max` attempts per window. */
export const loginRateLimit = (max: number): RateLimitOptions => ({
  max,
  timeWindow: IP_LIMIT_WINDOW_MINUTES * 60_000,
  errorResponseBuilder: (_request, context) => ({
    statusCode: 429,
    message: tooManyFromThisAddress(context.ttl),
  }),
});

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
