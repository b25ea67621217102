import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { STRIPE_WEBHOOK_PATH } from '../modules/payments/webhook-routes.ts';
import type { StripeEvent } from './stripe-stand-in.ts';

/** Our endpoint's signing secret in the tests (Stripe's are whsec_…). */
export const WEBHOOK_SECRET = 'whsec_test_zechus';

/** The settings of a server whose gateway is Stripe; the tests give it the stand-in's gateway. */
export const STRIPE_ENV = {
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_zechus',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_zechus',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

export interface Delivery {
  /** Signed with another secret than ours. */
  secret?: string;
  /** When it was signed, in seconds (Stripe refuses deliveries older than five minutes). */
  timestamp?: number;
  /** The Stripe-Signature header as sent (null: none); default, Stripe's signature of the body. */
  signature?: string | null;
}

/**
 * Stripe delivering an event to our webhook endpoint: the JSON as Stripe sends it (pretty
 * printed, so only the raw bytes carry the signature), signed by the SDK's test helper as Stripe
 * signs it, from Stripe's servers — no cookie, no CSRF token.
 */
export function deliverEvent(
  app: FastifyInstance,
  event: StripeEvent,
  delivery: Delivery = {},
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event, null, 2);
  const signature =
    delivery.signature !== undefined
      ? delivery.signature
      : Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: delivery.secret ?? WEBHOOK_SECRET,
          ...(delivery.timestamp ? { timestamp: delivery.timestamp } : {}),
        });
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}
