import crypto from 'node:crypto';
import { CARD_DECLINED_MESSAGE } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { stripeGatewayOn, StripeJs } from '../../../test/stripe-clients.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in.ts';
import type { ChargeRequest } from './gateway.ts';
import type { StripeGateway } from './stripe-gateway.ts';

/** A year for a merit ($1,800), paid with the PaymentMethod the page's Stripe.js made. */
const signUp = (paymentMethod: string, recurring = false) => ({
  plan: { id: 2, type: 'rosh_chodesh', kind: 'merit', price: 1800 },
  episode: { kind: 'merit', name: 'משה בן שרה', date: {} },
  contact: { name: 'Chana Gold', phone: '020 7946 0001', email: 'chana@example.org' },
  billing: { name: 'Chana Gold', paymentMethod, recurring },
});

const cardCharge = (idempotencyKey: string, paymentMethod: string): ChargeRequest => ({
  amountCents: 5000,
  currency: 'usd',
  card: { paymentMethod, name: 'A' },
  description: 'test',
  customerEmail: 'a@example.org',
  idempotencyKey,
  saveForReuse: false,
});

describe('sign-up through the Stripe adapter', () => {
  let stripe: StripeStandIn;
  let page: StripeJs;
  let gateway: StripeGateway;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    page = new StripeJs(stripe);
    gateway = stripeGatewayOn(stripe);
    t = await createTestApp('sqlite', { paymentGateway: gateway });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const send = (body: unknown, key: string = crypto.randomUUID()) =>
    t.browser.post('/api/sign-up', body, { headers: { 'idempotency-key': key } });
  /** A sign-up paid with a card typed into the page's Stripe Elements. */
  const paidWith = async (card: string, recurring = false) =>
    signUp(await page.createPaymentMethod(card), recurring);
  const lastPayment = () =>
    t.handle.db.selectFrom('payments').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  /** The requests made under our key, as "path" with the PaymentIntent id left out. */
  const callsFor = (key: string) =>
    stripe.requests
      .filter((r) => r.idempotencyKey?.startsWith(key))
      .map((r) => r.path.replace(/pi_\w+/, 'pi'));

  it('charges the card as a confirmed PaymentIntent and reports brand and last four', async () => {
    const reply = await send(await paidWith('4242 4242 4242 4242'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().billing).toEqual({ last_four: '4242', brand: 'visa', recurring: false });
    expect(stripe.captured.at(-1)?.amount).toBe(180000);
    const payment = await lastPayment();
    expect(payment.gateway).toBe('stripe');
    expect(payment.gateway_reference).toMatch(/^pi_/);
    expect(payment).toMatchObject({ brand: 'visa', last_four: '4242', exp_year: 2039 });
  });

  it('confirms with the page’s PaymentMethod and use_stripe_sdk, so a bank’s challenge can open in the page', async () => {
    const paymentMethod = await page.createPaymentMethod('4242 4242 4242 4242');
    await send(signUp(paymentMethod));
    const confirmed = stripe.requests.filter((r) => r.path.endsWith('/confirm')).at(-1);
    expect(confirmed?.body.get('payment_method')).toBe(paymentMethod);
    expect(confirmed?.body.get('use_stripe_sdk')).toBe('true');
    expect(confirmed?.body.get('return_url')).toBeNull();
  });

  it('asks for no redirects on every PaymentIntent, so Stripe can confirm it without a return_url', async () => {
    await send(await paidWith('4242 4242 4242 4242'));
    const created = stripe.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(created?.body.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(created?.body.get('automatic_payment_methods[allow_redirects]')).toBe('never');
  });

  it('a card Stripe declines is the spec’s 400, and the attempt names the card Stripe refused', async () => {
    const reply = await send(await paidWith('4000 0000 0000 0002'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(CARD_DECLINED_MESSAGE);
    const declined = await t.handle.db
      .selectFrom('payments')
      .select(['status', 'brand', 'last_four'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(declined).toEqual({ status: 'declined', brand: 'visa', last_four: '0002' });
  });

  it('a PaymentMethod Stripe does not know is the spec’s decline, not a 500, and nothing is asked of the bank', async () => {
    const before = stripe.captured.length;
    const reply = await send(signUp('pm_madeUpOrFromAnotherAccount'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(CARD_DECLINED_MESSAGE);
    expect(stripe.captured.length).toBe(before);
    expect(await lastPayment()).toMatchObject({
      status: 'declined',
      failure_message: expect.stringMatching(/does not know this card/),
    });
    expect(stripe.requests.at(-1)?.path).toBe('/v1/payment_methods/pm_madeUpOrFromAnotherAccount');
  });

  it('Stripe failing is a 502 and nothing is captured', async () => {
    const before = stripe.captured.length;
    const reply = await send(await paidWith('4000 0000 0000 0119'));
    expect(reply.statusCode).toBe(502);
    expect(stripe.captured.length).toBe(before);
  });

  it('a recurring dedication keeps a customer and payment method for off-session renewals', async () => {
    const reply = await send(await paidWith('3782 822463 10005', true));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().billing.brand).toBe('amex');
    const payment = await lastPayment();
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
    const paymentMethod = await page.createPaymentMethod('4242 4242 4242 4242');
    const before = stripe.captured.length;
    const [first, second] = [
      await gateway.charge(cardCharge(key, paymentMethod)),
      await gateway.charge(cardCharge(key, paymentMethod)),
    ];
    expect(second).toEqual(first);
    expect(stripe.captured.length).toBe(before + 1);
    expect(callsFor(key)).toEqual([
      '/v1/payment_intents',
      '/v1/payment_intents/pi/confirm',
      // The second charge confirms again; Stripe refuses (it succeeded) and we report the first.
      '/v1/payment_intents/pi/confirm',
    ]);
    expect(
      stripe.requests.filter((r) => r.idempotencyKey?.startsWith(key)).map((r) => r.idempotencyKey),
    ).toEqual([
      `${key}:pi:0`,
      expect.stringMatching(new RegExp(`^${key}:confirm:`)),
      expect.stringMatching(new RegExp(`^${key}:confirm:`)),
    ]);
  });

  it('after a Stripe 500 answered as 502, the same request sent again reaches Stripe and is charged once', async () => {
    const key = crypto.randomUUID();
    const body = await paidWith('4242 4242 4242 4242');
    const before = stripe.captured.length;
    stripe.failNext(/\/confirm$/);
    const failed = await send(body, key);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/cannot yet tell whether your card was charged/);
    expect(stripe.captured.length).toBe(before);
    expect((await lastPayment()).status).toBe('unknown');

    const again = await send(body, key);
    expect(again.statusCode).toBe(200);
    expect(stripe.captured.length).toBe(before + 1);
    const confirms = stripe.requests.filter(
      (r) => r.idempotencyKey?.startsWith(key) && r.path.endsWith('/confirm'),
    );
    expect(confirms).toHaveLength(2);
    expect(new Set(confirms.map((r) => r.idempotencyKey)).size).toBe(2);
  });

  it('a 500 while preparing the payment says nothing was charged, and the retry gets past Stripe’s stored 500', async () => {
    const key = crypto.randomUUID();
    const body = await paidWith('4242 4242 4242 4242');
    const before = stripe.captured.length;
    stripe.failNext(/^\/v1\/payment_intents$/);
    const failed = await send(body, key);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/nothing was charged/);
    const again = await send(body, key);
    expect(again.statusCode).toBe(200);
    expect(stripe.captured.length).toBe(before + 1);
    expect(
      stripe.requests
        .filter((r) => r.idempotencyKey?.startsWith(key) && r.path === '/v1/payment_intents')
        .map((r) => r.idempotencyKey),
    ).toEqual([`${key}:pi:0`, `${key}:pi:1`]);
  });

  it('when Stripe charged but its answer was lost, trying again reports that charge and never charges twice', async () => {
    const key = crypto.randomUUID();
    const body = await paidWith('4242 4242 4242 4242');
    const before = stripe.captured.length;
    // The SDK retries a cut connection once with the same key: cut both.
    stripe.dropAnswers(/\/confirm$/, 2);
    const failed = await send(body, key);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/will not charge your card twice/);
    expect(stripe.captured.length).toBe(before + 1); // Stripe did charge
    const lost = await lastPayment();
    expect(lost).toMatchObject({ status: 'unknown' });
    expect(lost.gateway_reference).toMatch(/^pi_/);

    const again = await send(body, key);
    expect(again.statusCode).toBe(200);
    expect(stripe.captured.length).toBe(before + 1);
    expect((await lastPayment()).gateway_reference).toBe(lost.gateway_reference);
  });

  it('with the SDK’s own network retries, a lost answer is found within the same call', async () => {
    const retrying = stripeGatewayOn(stripe, 2);
    const key = crypto.randomUUID();
    const paymentMethod = await page.createPaymentMethod('4242 4242 4242 4242');
    const before = stripe.captured.length;
    stripe.dropAnswers(/\/confirm$/, 1);
    const result = await retrying.charge(cardCharge(key, paymentMethod));
    expect(result.status).toBe('approved');
    expect(stripe.captured.length).toBe(before + 1);
    // One confirmation reached Stripe; the SDK's retry under the same key was a replay.
    expect(callsFor(key).filter((path) => path.endsWith('/confirm'))).toHaveLength(1);
  });

  it('a charge whose answer never came is found again by its key; a key that charged nothing finds none', async () => {
    const key = crypto.randomUUID();
    // The SDK retries a cut connection once with the same key: cut both.
    stripe.dropAnswers(/\/confirm$/, 2);
    const paymentMethod = await page.createPaymentMethod('4242 4242 4242 4242');
    await expect(gateway.charge(cardCharge(key, paymentMethod))).rejects.toThrow(/did not answer/);
    const found = await gateway.findCharge(key);
    expect(found).toMatchObject({ status: 'charged', amountCents: 5000 });
    expect(found.status === 'charged' ? found.reference : '').toMatch(/^pi_/);

    // Declined: an intent exists under the key, but it moved no money.
    const declinedKey = crypto.randomUUID();
    const declinedCard = await page.createPaymentMethod('4000 0000 0000 0002');
    const declined = await gateway.charge(cardCharge(declinedKey, declinedCard));
    expect(declined.status).toBe('declined');
    expect(await gateway.findCharge(declinedKey)).toEqual({ status: 'none' });
    expect(await gateway.findCharge(crypto.randomUUID())).toEqual({ status: 'none' });
  });
});
