import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { receiveStripeEvent, type WebhookDeps } from './webhook-events.ts';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * Stripe's events are a few kilobytes; a generous bound, since the body is read before the
 * signature can be checked.
 */
const MAX_EVENT_BYTES = 256 * 1024;

const require = createRequire(import.meta.url);
/** The SDK, required at the first event, as the Stripe gateway requires it (decision 0015). */
const stripeSdk = () => require('stripe') as typeof Stripe;

/**
 * POST /api/payments/stripe/webhook (issue 23 §4), registered only when Stripe is the gateway.
 * The signature is checked on the raw body — exactly the bytes Stripe signed, which a parsed
 * and re-serialised body would not be — with our endpoint's secret and Stripe's tolerance of
 * five minutes, so a forged, altered or replayed-late delivery is refused with 400 before
 * anything is read or written. A signed event is handled once (webhook-events.ts) and answered
 * 200, whatever it was about; one that could not be handled now answers 500, so Stripe sends it
 * again later (it retries for three days). Not rate-limited: Stripe may send bursts, and a
 * refusal costs one HMAC.
 *
 * An encapsulated plugin: the buffer parser below replaces the JSON parser for this route only.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<
  Omit<WebhookDeps, 'log'> & { webhookSecret: string }
> = async (app, { webhookSecret, ...deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    STRIPE_WEBHOOK_PATH,
    // No CSRF token: the signature is this route's credential (http/csrf.ts).
    { config: { signedWebhook: true }, bodyLimit: MAX_EVENT_BYTES },
    async (request, reply) => {
      let event: Stripe.Event;
      try {
        event = stripeSdk().webhooks.constructEvent(
          request.body as Buffer,
          request.headers['stripe-signature'] ?? '',
          webhookSecret,
        );
      } catch (err) {
        // The reason only: the error also carries the unverified body, which is not ours to log.
        const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0];
        request.log.warn({ reason }, 'a Stripe webhook was refused: its signature does not hold');
        return reply.status(400).send({
          error: 'bad_signature',
          message: 'The signature of this event could not be verified.',
        });
      }
      try {
        const outcome = await receiveStripeEvent({ ...deps, log: request.log }, event);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe webhook');
        return { received: true, outcome };
      } catch (err) {
        request.log.error({ err, eventId: event.id }, 'a Stripe webhook event was not handled');
        return reply.status(500).send({
          error: 'not_handled',
          message: 'The event could not be handled just now; please send it again.',
        });
      }
    },
  );
};
