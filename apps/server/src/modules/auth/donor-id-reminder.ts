import crypto from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Db } from '../../db/database.ts';
import { takeSlot } from '../../http/rate-limit-counters.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { donorSignInLink } from '../../mail/templates/donor-sign-in-link.ts';
import { signInLinkPath } from '@zechus/shared';
import { createSignInLink, SIGN_IN_LINK_MINUTES } from './sign-in-links.ts';

/**
 * "E-mail me my donor ID" is throttled as logins are (decision 0008), in the database so every
 * instance counts together: per address, REMINDERS_PER_EMAIL an hour (so nobody can fill a
 * donor's inbox), and per IP, REMINDERS_PER_IP in ten minutes (so nobody can try addresses in
 * bulk). An unknown address uses up its slots exactly as a known one: the refusal tells nothing.
 */
export const REMINDERS_PER_EMAIL = 3;
const EMAIL_WINDOW_MINUTES = 60;
export const REMINDERS_PER_IP = 10;
const IP_WINDOW_MINUTES = 10;

export const TOO_MANY_REMINDERS =
  'We have already e-mailed this address several times in the last hour. Please check your inbox and spam folder, wait an hour and try again, or call our office.';
const TOO_MANY_FROM_NETWORK =
  'Too many requests from your network. Please wait 10 minutes and try again, or call our office.';

export const reminderRateLimit = (): RateLimitOptions => ({
  max: REMINDERS_PER_IP,
  timeWindow: IP_WINDOW_MINUTES * 60_000,
  errorResponseBuilder: () => ({ statusCode: 429, message: TOO_MANY_FROM_NETWORK }),
});

const counterKey = (email: string) =>
  `donor-id-reminder ${crypto.createHash('sha256').update(email).digest('base64url')}`;

/** Takes one of the address's requests for this hour; false when they are spent. */
export async function claimReminder(db: Db, email: string, now = new Date()): Promise<boolean> {
  const slot = await takeSlot(
    db,
    counterKey(email),
    REMINDERS_PER_EMAIL,
    EMAIL_WINDOW_MINUTES * 60_000,
    now,
  );
  return slot !== null;
}

/**
 * Looks the address up and, when it is a donor's, e-mails their donor ID with a one-click
 * sign-in link. A merged record's address gets its own donor ID (it still logs in, as the
 * survivor) and a link that signs in as the survivor (decision 0019).
 */
export async function sendDonorIdReminder(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  email: string,
): Promise<void> {
  const donor = await deps.db
    .selectFrom('donors')
    .select(['id', 'name', 'donor_number'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!donor) return;
  const token = await createSignInLink(deps.db, donor.id);
  await deps.mailer.send({
    ...donorSignInLink({
      to: email,
      donorName: donor.name,
      donorNumber: donor.donor_number,
      signInUrl: new URL(signInLinkPath(token), deps.publicUrl).toString(),
      loginUrl: new URL('/login', deps.publicUrl).toString(),
      minutes: SIGN_IN_LINK_MINUTES,
    }),
    links: { donorId: donor.id },
  });
}
