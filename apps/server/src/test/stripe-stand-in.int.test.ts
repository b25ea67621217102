import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

describe('the Stripe stand-in holds our adapter to Stripe’s rules', () => {
  let stripe: StripeStandIn;
  let client: Stripe;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    client = new Stripe('sk_test_zechus', {
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => stripe.close());

  const method = () =>
    client.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });

  it('refuses to confirm a PaymentIntent with neither a return_url nor allow_redirects=never', async () => {
    const pm = await method();
    await expect(
      client.paymentIntents.create({
        amount: 5000,
        currency: 'usd',
        payment_method: pm.id,
        confirm: true,
        off_session: true,
      }),
    ).rejects.toThrow(/return_url/);
    expect(stripe.captured).toHaveLength(0);
  });

  it('takes the page’s publishable key for making a PaymentMethod, and for nothing else', async () => {
    const page = new Stripe('pk_test_zechus', {
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const pm = await page.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    await expect(page.paymentMethods.retrieve(pm.id)).rejects.toMatchObject({ statusCode: 401 });
    expect(await client.paymentMethods.retrieve(pm.id)).toMatchObject({
      id: pm.id,
      card: { brand: 'visa', last4: '4242' },
    });
  });

  it('asks for 3-D Secure on-session with the challenge card, and declines it off-session as authentication_required', async () => {
    const pm = await client.paymentMethods.create({
      type: 'card',
      card: { number: '4000002760003184', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    const onSession = await client.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      payment_method: pm.id,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      confirm: true,
      use_stripe_sdk: true,
    });
    expect(onSession).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk' },
      client_secret: expect.stringMatching(new RegExp(`^${onSession.id}_secret_\\w+$`)),
    });
    const read = await client.paymentIntents.retrieve(onSession.id, { expand: ['payment_method'] });
    expect(read.payment_method).toMatchObject({ id: pm.id, card: { last4: '3184' } });

    stripe.authenticate(onSession.id, false);
    expect(await client.paymentIntents.retrieve(onSession.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    await expect(
      client.paymentIntents.create({
        amount: 5000,
        currency: 'usd',
        payment_method: pm.id,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        confirm: true,
        off_session: true,
      }),
    ).rejects.toMatchObject({ type: 'StripeCardError', code: 'authentication_required' });
    expect(stripe.captured).toHaveLength(0);
  });

  it('leaves a SetupIntent for the challenge card waiting for the cardholder, and keeps no card', async () => {
    const customer = await client.customers.create({});
    const pm = await client.paymentMethods.create({
      type: 'card',
      card: { number: '4000002760003184', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    const setup = await client.setupIntents.create({
      customer: customer.id,
      payment_method: pm.id,
      confirm: true,
      usage: 'off_session',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    expect(setup).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk' },
    });
    expect(stripe.setUp).toHaveLength(0);
  });

  it('replays a stored 500 for its key, as Stripe does', async () => {
    stripe.failNext(/^\/v1\/customers$/);
    const key = crypto.randomUUID();
    await expect(client.customers.create({}, { idempotencyKey: key })).rejects.toThrow();
    await expect(client.customers.create({}, { idempotencyKey: key })).rejects.toMatchObject({
      statusCode: 500,
      headers: expect.objectContaining({ 'idempotent-replayed': 'true' }),
    });
  });
});
