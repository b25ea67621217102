import crypto from 'node:crypto';
import {
  SANDBOX_API,
  type GeneralDonationRequestInput,
  type SignUpRequestInput,
} from '@zechus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { SANDBOX_CARDS } from '../modules/payments/gateway/sandbox-cards.ts';
import { signUpRequest } from './sign-up-request.ts';
import type { TestApp } from './test-app.ts';
import { sandboxPaymentMethod } from './test-cards.ts';

/**
 * The sandbox's 3-D Secure, as the page walks it (decision 0034): the paying request answers a
 * challenge, the stand-in's challenge frame passes or fails it at the sandbox, and the page then
 * asks POST /api/payments/confirm how the payment ended.
 */

/** A paying request as the page sends it, again and again under its one key (Confirm pressed again). */
export interface PayingRequest {
  key: string;
  email: string;
  send(): Promise<LightMyRequestResponse>;
}

let sponsors = 0;

/** A sponsor of their own (a fresh address) paying for the seeded day plan with `card`. */
export function signUpWith(
  t: TestApp,
  card: string = SANDBOX_CARDS.threeDSecure,
  email = `sponsor-${++sponsors}-${crypto.randomBytes(3).toString('hex')}@example.org`,
): PayingRequest {
  const base = signUpRequest();
  const body: SignUpRequestInput = {
    ...base,
    contact: { ...base.contact, email },
    billing: { ...base.billing, paymentMethod: sandboxPaymentMethod(card) },
  };
  const key = crypto.randomUUID();
  const send = () => t.browser.post('/api/sign-up', body, { headers: { 'idempotency-key': key } });
  return { key, email, send };
}

/** A donor of their own giving $180 with `card`. */
export function donateWith(t: TestApp, card: string = SANDBOX_CARDS.threeDSecure): PayingRequest {
  const email = `donor-${++sponsors}-${crypto.randomBytes(3).toString('hex')}@example.org`;
  const body: GeneralDonationRequestInput = {
    billing: {
      name: 'Yossi Klein',
      number: '07700 900123',
      email,
      amount: '180',
      paymentMethod: sandboxPaymentMethod(card),
      postal_code: 'NW11 9AB',
    },
  };
  const key = crypto.randomUUID();
  const send = () =>
    t.browser.post('/api/general-donate', body, { headers: { 'idempotency-key': key } });
  return { key, email, send };
}

/** The challenge a paying request answered: the client secret the page opens it with. */
export function challengeOf(reply: LightMyRequestResponse): string {
  const body = reply.json() as { requiresAction?: { clientSecret?: string } };
  const secret = body.requiresAction?.clientSecret;
  if (reply.statusCode !== 200 || !secret) {
    throw new Error(`no 3-D Secure challenge: ${reply.statusCode} ${reply.body}`);
  }
  return secret;
}

/** The processor's reference inside a client secret ("pi_…_secret_…" → "pi_…"). */
export const intentOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? '';

/** The stand-in's challenge frame: the cardholder passes or fails the bank's check. */
export const answerChallenge = (
  t: TestApp,
  clientSecret: string,
  passed: boolean,
): Promise<LightMyRequestResponse> =>
  t.browser.post(SANDBOX_API.authenticate(intentOf(clientSecret)), { clientSecret, passed });

/** The page, once the challenge has closed. */
export const confirmPayment = (t: TestApp, clientSecret: string): Promise<LightMyRequestResponse> =>
  t.browser.post('/api/payments/confirm', { clientSecret });

/** E-mails of a kind logged to an address (each one sent once). */
export async function mailsTo(
  t: TestApp,
  email: string,
  kind: 'signup-confirmation' | 'donation-receipt',
): Promise<number> {
  const rows = await t.handle.db
    .selectFrom('mail_log')
    .select('id')
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .execute();
  return rows.length;
}

/** The payment row of an attempt, by its idempotency key (the latest attempt). */
export const paymentByKey = (t: TestApp, key: string) =>
  t.handle.db
    .selectFrom('payments')
    .selectAll()
    .where('idempotency_key', '=', key)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
