import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { startSession, type SessionCookieOptions } from './sessions.ts';

/** How long after the payment began its completion answer may still sign the browser in. */
export const PAYMENT_SESSION_MINUTES = 30;

/**
 * Signs in the browser that has just paid for a dedication (issue 26 §3, decision 0040), so that
 * its thank-you page can share and follow the learning at once. Only a request that proves it
 * is the paying page gets here — it carries the sign-up's own idempotency key (made in that
 * browser, sent only by it) or the payment's client secret after 3-D Secure — never one that
 * knows an order or dedication number. Once per payment (a conditional UPDATE, so of two answers
 * at once one signs in), and only within half an hour of paying. A fresh session, as a login's:
 * the donor ends it with Sign out.
 *
 * Only a donor this payment created: their answer already carries the new donor ID, so the
 * session gives the browser nothing its e-mail and that ID would not. An existing donor is never
 * signed in this way — anyone can pay with another person's e-mail (decision 0007), and a
 * session would open that person's My Page, contact details and card. Their thank-you page
 * offers the login instead (decision 0040).
 */
export async function signInThePayingBrowser(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  paid: { idempotencyKey: string; answer: unknown },
  cookie: SessionCookieOptions,
  now: Date = new Date(),
): Promise<boolean> {
  if (!answerGivesANewDonorId(paid.answer)) return false;
  const idempotencyKey = paid.idempotencyKey;
  const since = new Date(now.getTime() - PAYMENT_SESSION_MINUTES * 60_000).toISOString();
  const payment = await db
    .selectFrom('payments')
    .innerJoin('donors', 'donors.id', 'payments.donor_id')
    .select(['payments.id', 'donors.id as donorId', 'donors.merged_into_id'])
    .where('payments.idempotency_key', '=', idempotencyKey)
    .where('payments.purpose', '=', 'enrollment')
    .where('payments.status', '=', 'approved')
    .where('payments.session_given_at', 'is', null)
    .where('payments.created_at', '>', since)
    .executeTakeFirst();
  if (!payment) return false;
  const claimed = await db
    .updateTable('payments')
    .set({ session_given_at: now.toISOString() })
    .where('id', '=', payment.id)
    .where('session_given_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await startSession(
    db,
    reply,
    request,
    { donorId: payment.merged_into_id ?? payment.donorId, staffUserId: null },
    cookie,
  );
  return true;
}

/** Whether a sign-up's answer carries the donor ID, i.e. the payment made the donor (0007). */
export const answerGivesANewDonorId = (answer: unknown): boolean =>
  typeof answer === 'object' &&
  answer !== null &&
  'donor' in answer &&
  typeof answer.donor === 'object' &&
  answer.donor !== null &&
  'donorId' in answer.donor &&
  typeof answer.donor.donorId === 'string';
