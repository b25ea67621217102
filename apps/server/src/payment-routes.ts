import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env.ts';
import type { Db } from './db/database.ts';
import type { LiveBus } from './live/live-bus.ts';
import type { Mailer } from './mail/mailer.ts';
import { donateRoutes } from './modules/donate/routes.ts';
import { myAccountRoutes } from './modules/my-account/routes.ts';
import { confirmPaymentRoutes } from './modules/payments/confirm-routes.ts';
import type { PaymentGateway } from './modules/payments/gateway/gateway.ts';
import { SandboxGateway } from './modules/payments/gateway/sandbox-gateway.ts';
import { renewalRoutes } from './modules/payments/renewal-routes.ts';
import { sandboxRoutes } from './modules/payments/sandbox-routes.ts';
import type { StripeReader } from './modules/payments/stripe-reader.ts';
import { testRenewalRoutes } from './modules/payments/test-renewal-routes.ts';
import { stripeWebhookRoutes } from './modules/payments/webhook-routes.ts';
import { signUpRoutes } from './modules/signup/routes.ts';

/**
 * Every route where money moves (app.ts): the sign-up and a donation, 3-D Secure's return, a
 * yearly renewal, Stripe's webhooks (when the gateway is Stripe), the sandbox processor's own
 * fields (when it is the sandbox), and a donor's My Page (their card, their renewals).
 */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    bus: LiveBus;
    gateway: PaymentGateway;
    mailer: Mailer;
    today: () => string;
    /** TEST_CLOCK=on: a renewal can be run for the moved day. */
    testClock: boolean;
    /** Reads refunds and disputes back from Stripe (with PAYMENT_GATEWAY=stripe). */
    reader?: StripeReader;
  },
): Promise<void> {
  const { config, reader } = deps;
  const publicUrl = config.PUBLIC_URL;
  const secureCookies = publicUrl.startsWith('https://');
  const payments = {
    db: deps.db,
    gateway: deps.gateway,
    mailer: deps.mailer,
    programmeTitle: config.PROGRAMME_TITLE,
    limitPerIp: config.PAYMENT_LIMIT_PER_IP,
    today: deps.today,
  };
  await app.register(signUpRoutes, { ...payments, publicUrl, secureCookies });
  await app.register(donateRoutes, { ...payments, publicUrl });
  await app.register(confirmPaymentRoutes, { ...payments, publicUrl, secureCookies });
  await app.register(renewalRoutes, { ...payments, publicUrl });
  if (deps.testClock) await app.register(testRenewalRoutes, { ...payments, publicUrl });
  if (reader) {
    await app.register(stripeWebhookRoutes, {
      ...payments,
      reader,
      publicUrl,
      // env validation guarantees the secret when the gateway is stripe
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
    });
  }
  if (deps.gateway instanceof SandboxGateway) {
    await app.register(sandboxRoutes, { gateway: deps.gateway, limitPerIp: payments.limitPerIp });
  }
  await app.register(myAccountRoutes, { ...payments, bus: deps.bus });
}
