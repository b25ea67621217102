import crypto from 'node:crypto';
import type { ChargeResult, PaymentState, SaveCardResult, SetupState } from './gateway.ts';

export type Approval = Extract<ChargeResult, { status: 'approved' }>;
export type Kept = Extract<SaveCardResult, { status: 'saved' }>;

/**
 * The sandbox's 3-D Secure challenges (decision 0034): a payment or a card to keep that waits for
 * the cardholder's answer in the page, as a Stripe PaymentIntent or SetupIntent in
 * `requires_action` does. Kept in memory: a challenge open when the sandbox restarts is lost,
 * which the offline demo can bear.
 */
export interface Challenge<Outcome> {
  reference: string;
  clientSecret: string;
  idempotencyKey: string;
  amountCents: number;
  /** What passing it gives: the charge, or the card kept. */
  outcome: Outcome;
  state: 'waiting' | 'passed' | 'failed';
}

/** Stripe's words when a 3-D Secure challenge is failed or abandoned. */
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Random letters and digits, as Stripe's ids are made. Not hex: a client secret travels in a
 * request body, and hex is mostly digits — a run of 13 of them in one secret in a few hundred
 * can read as a card number, which our API refuses in any body (http/no-card-data.ts).
 */
const randomId = (length: number): string =>
  Array.from({ length }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');

const sameSecret = (a: string, b: string): boolean =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

export class SandboxChallenges {
  readonly #open = new Map<string, Challenge<unknown>>();

  /** A new challenge: `pi_…` for a payment, `seti_…` for a card to keep, as Stripe names them. */
  open<Outcome>(
    kind: 'pi' | 'seti',
    fields: Pick<Challenge<Outcome>, 'idempotencyKey' | 'amountCents'> & {
      outcome: (reference: string) => Outcome;
    },
  ): Challenge<Outcome> {
    const reference = `${kind}_sandbox_${randomId(16)}`;
    const challenge: Challenge<Outcome> = {
      reference,
      clientSecret: `${reference}_secret_${randomId(24)}`,
      idempotencyKey: fields.idempotencyKey,
      amountCents: fields.amountCents,
      outcome: fields.outcome(reference),
      state: 'waiting',
    };
    this.#open.set(reference, challenge);
    return challenge;
  }

  get<Outcome>(reference: string): Challenge<Outcome> | undefined {
    return this.#open.get(reference) as Challenge<Outcome> | undefined;
  }

  byKey<Outcome>(idempotencyKey: string): Challenge<Outcome> | undefined {
    for (const challenge of this.#open.values()) {
      if (challenge.idempotencyKey === idempotencyKey) return challenge as Challenge<Outcome>;
    }
    return undefined;
  }

  /**
   * The cardholder's answer in the page. Only the first answer counts; `justPassed` says that
   * this answer passed it, for the gateway to carry out what passing gives (once). Undefined for
   * an unknown challenge or a secret that is not its own.
   */
  answer(
    reference: string,
    clientSecret: string,
    passed: boolean,
  ): { challenge: Challenge<unknown>; justPassed: boolean } | undefined {
    const challenge = this.#open.get(reference);
    if (!challenge || !sameSecret(challenge.clientSecret, clientSecret)) return undefined;
    if (challenge.state !== 'waiting') return { challenge, justPassed: false };
    challenge.state = passed ? 'passed' : 'failed';
    return { challenge, justPassed: passed };
  }
}

export function paymentStateOf(challenge: Challenge<Approval>): PaymentState {
  const { clientSecret } = challenge;
  if (challenge.state === 'passed') {
    return { ...challenge.outcome, clientSecret, amountCents: challenge.amountCents };
  }
  if (challenge.state === 'failed') {
    return {
      status: 'declined',
      code: 'payment_intent_authentication_failure',
      message: AUTHENTICATION_FAILED,
      clientSecret,
    };
  }
  return { status: 'waiting', clientSecret };
}

export function setupStateOf(challenge: Challenge<Kept>): SetupState {
  const { clientSecret } = challenge;
  if (challenge.state === 'passed') return { ...challenge.outcome, clientSecret };
  if (challenge.state === 'failed') {
    return {
      status: 'declined',
      code: 'setup_intent_authentication_failure',
      message: AUTHENTICATION_FAILED,
      clientSecret,
    };
  }
  return { status: 'waiting', clientSecret };
}
