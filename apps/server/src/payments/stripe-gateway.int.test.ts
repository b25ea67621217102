import crypto from 'node:crypto';
import { CARD_DECLINED_MESSAGE } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in.ts';
import { StripeGateway } from './stripe-gateway.ts';

const signUp = (card: string, recurring = false, cvv = '123') => ({
  plan: { id: 2, type: 'rosh_chodesh', kind: 'merit' },
  episode: { kind: 'merit', name: 'משה בן שרה', date: {} },
  contact: { name: 'Chana Gold', phone: '020 7946 0001', email: 'chana@example.org' },
  billing: { name: 'Chana Gold', card, expire: '12/30', cvv, recurring },
});

describe('sign-up through the Stripe adapter', () => {
  let stripe: StripeStandIn;
  let gateway: StripeGateway;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    gateway = new StripeGateway({
      secretKey: 'sk_test_zechus',
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    t = await createTestApp('sqlite', { paymentGateway: gateway });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const send = (body: unknown, key: string = crypto.randomUUID()) =>
    t.browser.post('/api/sign-up', body, { headers: { 'idempotency-key': key } });

  it('charges the card as a confirmed PaymentIntent and reports brand and last four', async () => {
    const reply = await send(signUp('4242 4242 4242 4242'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().billing).toEqual({ last_four: '4242', brand: 'visa', recurring: false });
    expect(stripe.captured.at(-1)?.amount).toBe(180000);
    const payment = await t.handle.db
      .selectFrom('payments')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(payment.gateway).toBe('stripe');
    expect(payment.gateway_reference).toMatch(/^pi_/);
  });

  it('a card Stripe declines is the spec’s 400', async () => {
    const reply = await send(signUp('4000 0000 0000 0002'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(CARD_DECLINED_MESSAGE);
  });

  it('Stripe failing is a 502 and nothing is captured', async () => {
    const before = stripe.captured.length;
    const reply = await send(signUp('4000 0000 0000 0119'));
    expect(reply.statusCode).toBe(502);
    expect(stripe.captured.length).toBe(before);
  });

  it('a recurring dedication keeps a customer and payment method for off-session renewals', async () => {
    const reply = await send(signUp('3782 822463 10005', true, '1234'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().billing.brand).toBe('amex');
    const payment = await t.handle.db
      .selectFrom('payments')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(payment.gateway_token).toMatch(/^cus_\w+:pm_\w+$/);
    const renewal = await gateway.chargeSaved({
      amountCents: 180000,
      currency: 'usd',
      token: payment.gateway_token ?? '',
      description: 'renewal',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(renewal.status).toBe('approved');
    expect(stripe.captured.at(-1)?.offSession).toBe(true);
  });

  it('Stripe is given idempotency keys derived from ours, so a retry never charges twice', async () => {
    const key = crypto.randomUUID();
    const before = stripe.captured.length;
    const charge = () =>
      gateway.charge({
        amountCents: 5000,
        currency: 'usd',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'A' },
        description: 'test',
        customerEmail: 'a@example.org',
        idempotencyKey: key,
        saveForReuse: false,
      });
    const [first, second] = [await charge(), await charge()];
    expect(second).toEqual(first);
    expect(stripe.captured.length).toBe(before + 1);
    expect(
      stripe.requests.filter((r) => r.idempotencyKey?.startsWith(key)).map((r) => r.path),
    ).toEqual(['/v1/payment_methods', '/v1/payment_intents']);
  });
});
