import crypto from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Db } from '../../db/database.ts';
import { giveBackSlot, takeSlot, type WindowCount } from '../../http/rate-limit-counters.ts';

/**
 * Logins are throttled twice (docs/decisions/0008), and each refusal names its own wait:
 * - per e-mail, counted in the database so every instance sees the same count: at most
 *   MAX_FAILURES_PER_EMAIL failed attempts in a WINDOW_MINUTES window, after which the e-mail is
 *   refused (429) until the window ends. Donor and office logins count together: both are a
 *   guess at the same address's secret;
 * - per IP, by @fastify/rate-limit on the route (its store is the database too):
 *   IP_LIMIT_WINDOW_MINUTES per window.
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

/**
 * The e-mail's counter. A digest, not the address: the counter needs no more than that, and the
 * addresses people try are kept in one place only (login_attempts, for a week).
 */
const counterKey = (email: string) =>
  `login-email ${crypto.createHash('sha256').update(email).digest('base64url')}`;

/** An attempt allowed to be evaluated: one of the e-mail's slots in its current window. */
export interface LoginClaim {
  email: string;
  slot: WindowCount;
}

/**
 * Claims one of the e-mail's attempts, before anything about it is checked, or answers null when
 * its MAX_FAILURES_PER_EMAIL are spent. The claim is one atomic statement (takeSlot), so however
 * many attempts arrive at once, on however many instances, at most that many are evaluated per
 * window: checking a count and recording the failure afterwards let a burst all pass the check.
 */
export async function claimLoginAttempt(
  db: Db,
  email: string,
  now: Date = new Date(),
): Promise<LoginClaim | null> {
  const slot = await takeSlot(
    db,
    counterKey(email),
    MAX_FAILURES_PER_EMAIL,
    WINDOW_MINUTES * 60_000,
    now,
  );
  return slot && { email, slot };
}

/**
 * Records how a claimed attempt ended (login_attempts: the office's record of sign-ins and of
 * guessing runs). Only failures keep their slot: a login that succeeded gives its slot back, so
 * someone signing in from several devices is never held back by their own successes.
 */
export async function settleLoginAttempt(
  db: Db,
  claim: LoginClaim,
  outcome: { ip: string; succeeded: boolean },
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ email: claim.email, ...outcome, created_at: new Date().toISOString() })
    .execute();
  if (outcome.succeeded) await giveBackSlot(db, counterKey(claim.email), claim.slot);
}
