import { referenceOfSecret } from '@zechus/shared';
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/database.ts';
import { GatewayError, type PaymentGateway, type PaymentState } from './gateway/gateway.ts';
import type { StoredAnswer } from '../idempotency/idempotency.ts';
import { declinedAnswer, gatewayErrorAnswer } from './answers.ts';
import { chargedNotRecordedAnswer, fulfilPayment, type RecordDeps } from './fulfil.ts';
import { recordCharged } from './payment-records.ts';
import { settleRenewal } from './renewal-cardholder.ts';
import { settleCardChange } from '../my-account/change-card.ts';

export interface AfterChallengeDeps extends RecordDeps {
  gateway: PaymentGateway;
}

/** A payment waiting for, or past, its 3-D Secure challenge, as our table holds it. */
interface ChallengedPayment {
  id: number;
  status: string;
  purpose: string;
  enrollment_id: number | null;
  idempotency_key: string;
  amount_cents: number;
  last_four: string | null;
}

const notFoundAnswer = (): StoredAnswer => ({
  statusCode: 404,
  body: { error: 'not_found', message: 'We have no payment waiting for this confirmation.' },
});

/** The bank has not finished: the challenge is still open, or the payment is being processed. */
const waitingAnswer = (): StoredAnswer => ({
  statusCode: 409,
  body: {
    error: 'payment_waiting',
    message:
      'Your bank has not finished checking this payment yet. Please complete the step your bank showed you, then confirm again.',
  },
});

const sameSecret = (a: string, b: string): boolean =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST /api/payments/confirm: the page's 3-D Secure challenge has closed. The processor is
 * asked how the payment stands — the page's word is never taken for it — and the secret the
 * page sends must be the payment's own, so only the page that paid can ask.
 */
export async function confirmAfterChallenge(
  deps: AfterChallengeDeps,
  clientSecret: string,
): Promise<StoredAnswer> {
  // A card to keep ("Change card" on My Page), not a payment.
  if (clientSecret.startsWith('seti_')) return settleCardChange(deps, clientSecret);
  const reference = referenceOfSecret(clientSecret);
  const payment = await challengedPayment(deps.db, deps.gateway.name, reference);
  if (!payment) return notFoundAnswer();
  let state: PaymentState;
  try {
    state = await deps.gateway.paymentState(reference);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error({ err: error, paymentId: payment.id }, 'card processor failed after 3-D Secure');
    return gatewayErrorAnswer('unknown');
  }
  if (!sameSecret(state.clientSecret, clientSecret)) return notFoundAnswer();
  return settleAfterChallenge(deps, payment, state, { byTheDonor: true });
}

/**
 * Settles a payment by what the processor says of it now, whoever asks — the page, a webhook, or
 * the recovery job — and however many times: a passed challenge is recorded once
 * (modules/payments/fulfil.ts), a failed one declines the attempt. The final answer replaces the
 * challenge under the request's key, so the sponsor's Confirm pressed again shows the outcome.
 */
export async function settleAfterChallenge(
  deps: AfterChallengeDeps,
  payment: ChallengedPayment,
  state: PaymentState,
  /** Asked by the page that paid (not a webhook or the recovery job). */
  options: { byTheDonor: boolean } = { byTheDonor: false },
): Promise<StoredAnswer> {
  const { db } = deps;
  // A yearly renewal the donor confirmed with their bank: its own records (renewal-cardholder.ts).
  if (payment.purpose === 'renewal') return settleRenewal(deps, payment, state, options);
  if (state.status === 'waiting') return waitingAnswer();
  if (state.status === 'declined') {
    await db
      .updateTable('payments')
      .set({ status: 'declined', failure_message: state.message })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .execute();
    const answer = declinedAnswer();
    await keepAnswer(db, payment.idempotency_key, answer);
    return answer;
  }
  await recordCharged(db, payment.id, state);
  const answer = await fulfilPayment(deps, payment.id).catch((err: unknown) => {
    deps.log.error(
      { err, paymentId: payment.id },
      'charged but not recorded: recovery completes it',
    );
    return null;
  });
  if (answer) {
    await keepAnswer(db, payment.idempotency_key, answer);
    return answer;
  }
  return (
    (await keptFinalAnswer(db, payment.idempotency_key)) ??
    chargedNotRecordedAnswer(payment.amount_cents, payment.last_four ?? state.lastFour)
  );
}

/** The payment of a processor reference, on the gateway that made it. */
export async function challengedPayment(
  db: Db,
  gateway: string,
  reference: string,
): Promise<ChallengedPayment | undefined> {
  return db
    .selectFrom('payments')
    .select([
      'id',
      'status',
      'purpose',
      'enrollment_id',
      'idempotency_key',
      'amount_cents',
      'last_four',
    ])
    .where('gateway_reference', '=', reference)
    .where('gateway', '=', gateway)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

async function keepAnswer(db: Db, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, response_body: JSON.stringify(answer.body) })
    .where('key', '=', key)
    .execute();
}

const KEPT_ANSWER_WAIT_MS = 10_000;

/**
 * The confirmation another request is writing (a webhook and the page completed the same
 * payment at once): waited for a little, as the idempotent requests wait for a first answer.
 */
async function keptFinalAnswer(db: Db, key: string): Promise<StoredAnswer | undefined> {
  const deadline = Date.now() + KEPT_ANSWER_WAIT_MS;
  while (Date.now() < deadline) {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['status_code', 'response_body'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    if (
      row.status_code !== null &&
      row.response_body &&
      !row.response_body.includes('"requiresAction"')
    ) {
      return { statusCode: row.status_code, body: JSON.parse(row.response_body) as unknown };
    }
    await sleep(50);
  }
  return undefined;
}
