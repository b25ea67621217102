import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import { GatewayError } from './gateway.ts';

// What the Stripe adapter's files share (stripe-gateway.ts, stripe-cards.ts, stripe-refunds.ts).

/**
 * Every PaymentIntent we create takes cards without redirects. Current API versions turn on
 * automatic payment methods by default and refuse to confirm such an intent without either a
 * return_url (for redirect-based methods) or allow_redirects 'never'; a card paid on our own
 * form, or off-session at a renewal, never redirects.
 */
export const NO_REDIRECTS = {
  automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
} as const satisfies Pick<Stripe.PaymentIntentCreateParams, 'automatic_payment_methods'>;

/** How many times a creation may meet a stored Stripe 5xx before we stop (see createOnce). */
const MAX_CREATE_KEYS = 10;

const require = createRequire(import.meta.url);
/** The SDK, required when a Stripe gateway is made: a sandbox server never loads it (0015). */
export const stripeSdk = () => require('stripe') as typeof Stripe;

export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;

/** A PaymentMethod id Stripe does not know (made on another account, or made up). */
export const isUnknownPaymentMethod = (error: unknown): boolean =>
  error instanceof stripeSdk().errors.StripeInvalidRequestError &&
  error.code === 'resource_missing' &&
  /PaymentMethod/i.test(error.message);

export const unknownPaymentMethod = {
  status: 'declined',
  code: 'invalid_payment_method',
  message: 'The card processor does not know this card. Please type it again.',
} as const;

/**
 * A creation (no money moves) under `${base}:0`, `${base}:1`, …: the first key Stripe
 * answered with an object is the one every later attempt replays, so all attempts share the
 * object. A key is passed over only when Stripe replays a stored 5xx for it — that answer
 * would never change. A fresh 5xx, or no answer at all, stops here: the next attempt with
 * our key replays this key first, so nothing is created twice without need.
 */
export async function createOnce<T>(
  base: string,
  create: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  for (let n = 0; n < MAX_CREATE_KEYS; n++) {
    try {
      return await create(`${base}:${n}`);
    } catch (error) {
      const storedServerError =
        error instanceof stripeSdk().errors.StripeAPIError &&
        error.headers?.['idempotent-replayed'] === 'true';
      if (!storedServerError) throw error;
    }
  }
  throw new GatewayError('Stripe kept failing for this payment; it was not charged');
}
