import crypto from 'node:crypto';
import { CARD_DATA_REFUSED, CARD_DECLINED_MESSAGE, SANDBOX_API } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_TEST_CARDS, SANDBOX_CARDS } from './gateway/sandbox-cards.ts';
import type { SandboxGateway } from './gateway/sandbox-gateway.ts';
import { StripeGateway } from './gateway/stripe-gateway.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { STRIPE_ENV } from '../../test/stripe-webhooks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

/** A card as the sandbox's stand-in for Stripe's fields sends it. */
const card = (number: string, over: Record<string, unknown> = {}) => ({
  number,
  exp_month: 12,
  exp_year: 2039,
  cvc: number.replace(/\D/g, '').startsWith('37') ? '1234' : '123',
  ...over,
});

describe.each(TEST_ENGINES)('the sandbox’s tokenizer, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { PAYMENT_LIMIT_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  const tokenize = (body: unknown) => t.browser.post(SANDBOX_API.paymentMethods, body);

  it.each(Object.entries(SANDBOX_CARDS))(
    'the test card %s (%s) answers a PaymentMethod with its brand, last four and expiry',
    async (_behaviour, number) => {
      const before = await rowCounts(t.handle.db);
      const reply = await tokenize(card(number, { exp_month: 3, exp_year: 2031 }));
      expect(reply.statusCode, reply.body).toBe(200);
      const brand = number.startsWith('4')
        ? 'visa'
        : number.startsWith('5')
          ? 'mastercard'
          : 'amex';
      expect(reply.json()).toEqual({
        id: expect.stringMatching(/^pm_\w+$/),
        card: { brand, last4: number.slice(-4), exp_month: 3, exp_year: 2031 },
      });
      // The PaymentMethod names the card's behaviour in the open, never its number.
      expect(reply.json().id).not.toContain(number);
      // The tokenizer keeps nothing: the token stands on its own.
      expect(await rowCounts(t.handle.db)).toEqual(before);
    },
  );

  it('the same card typed with spaces is the same test card', async () => {
    const reply = await tokenize(card('4000 0027 6000 3184'));
    expect(reply.json().card).toMatchObject({ brand: 'visa', last4: '3184' });
  });

  it.each([
    ['a real-looking visa', '4111 1111 1111 1111'],
    ['a real-looking mastercard', '5105 1051 0510 5100'],
    ['a real-looking amex', '3714 496353 98431'],
  ])('%s (%s) is 402: the sandbox takes only test cards', async (_label, number) => {
    const reply = await tokenize(card(number));
    expect(reply.statusCode).toBe(402);
    expect(reply.json()).toEqual({
      error: { type: 'card_error', code: 'sandbox_test_cards_only', message: ONLY_TEST_CARDS },
    });
    expect(reply.body).not.toContain(number.replace(/\D/g, '').slice(0, 12));
  });

  it.each([
    ['an expired test card', 'expired_card', card(SANDBOX_CARDS.approved, { exp_year: 2020 })],
    ['a number that fails Luhn', 'invalid_number', card('4242 4242 4242 4241')],
    ['a CVC of the wrong length', 'invalid_cvc', card(SANDBOX_CARDS.approved, { cvc: '12' })],
    ['an amex with a 3-digit CVC', 'invalid_cvc', card(SANDBOX_CARDS.approvedAmex, { cvc: '123' })],
  ])('%s is refused by the card fields’ processor (402 %s)', async (_label, code, body) => {
    const reply = await tokenize(body);
    expect(reply.statusCode).toBe(402);
    expect(reply.json().error).toMatchObject({ type: 'card_error', code });
  });

  it.each([
    ['no number', { exp_month: 12, exp_year: 2039, cvc: '123' }],
    ['a month 13', card(SANDBOX_CARDS.approved, { exp_month: 13 })],
    ['a field more', card(SANDBOX_CARDS.approved, { name: 'Chana' })],
  ])('%s is 400, the card is incomplete', async (_label, body) => {
    const reply = await tokenize(body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({ message: 'The card is incomplete.' });
  });

  it('a PaymentMethod it made pays for a sign-up, and is all of the card that the sign-up carries', async () => {
    const method = (await tokenize(card(SANDBOX_CARDS.approvedAmex))).json().id as string;
    const body = signUpRequest({
      billing: { name: 'Chana Gold', paymentMethod: method, recurring: false },
    });
    const reply = await t.browser.post('/api/sign-up', body, {
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().billing).toMatchObject({ brand: 'amex', last_four: '0005' });
    expect((t.gateway as SandboxGateway).charges.at(-1)?.amountCents).toBe(36000);
  });

  it.each([
    ['names no test card', 'pm_sandbox_constructor_visa_4242_12_2039_deadbeef'],
    ['has another last four than its card', 'pm_sandbox_approved_visa_1111_12_2039_deadbeef'],
    ['has another brand than its card', 'pm_sandbox_approved_amex_4242_12_2039_deadbeef'],
    ['is not the sandbox’s', 'pm_1NlTKe2eZvKYlo2C0kwoAtWd'],
  ])(
    'a PaymentMethod the tokenizer never made (%s) is declined and charges nothing',
    async (_label, id) => {
      const charges = (t.gateway as SandboxGateway).charges.length;
      const body = signUpRequest({
        billing: { name: 'Chana Gold', paymentMethod: id, recurring: false },
      });
      const reply = await t.browser.post('/api/sign-up', body, {
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: 'card_declined', message: CARD_DECLINED_MESSAGE });
      expect((t.gateway as SandboxGateway).charges.length).toBe(charges);
    },
  );

  it('a challenge it does not hold, or with a secret not its own, is 404', async () => {
    const made = `pi_sandbox_${'A1b2'.repeat(4)}`;
    const unknown = await t.browser.post(SANDBOX_API.authenticate(made), {
      clientSecret: `${made}_secret_${'x'.repeat(24)}`,
      passed: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'resource_missing' });
    const malformed = await t.browser.post(SANDBOX_API.authenticate(made), { passed: 'yes' });
    expect(malformed.statusCode).toBe(404);
  });
});

describe('the sandbox’s routes with Stripe as the gateway', () => {
  let t: TestApp;
  const routes: string[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: STRIPE_ENV,
      // Never called here: the routes under test must not be there at all.
      paymentGateway: new StripeGateway({
        secretKey: STRIPE_ENV.STRIPE_SECRET_KEY,
        host: '127.0.0.1',
        port: 9,
        protocol: 'http',
        maxNetworkRetries: 0,
      }),
      onRoute: (route) => routes.push(route.url),
    });
  });
  afterAll(() => t.close());

  it('are not there (404): the card goes to Stripe’s own fields, and a challenge to Stripe', async () => {
    expect(routes).toContain('/api/sign-up');
    expect(routes.filter((url) => url.startsWith('/api/sandbox/'))).toEqual([]);
    // With no tokenizer of ours, a card sent to its address is refused as in any other body.
    const withCard = await t.browser.post(SANDBOX_API.paymentMethods, card(SANDBOX_CARDS.approved));
    expect(withCard.statusCode).toBe(400);
    expect(withCard.json().message).toBe(CARD_DATA_REFUSED);
    const tokenizer = await t.browser.post(SANDBOX_API.paymentMethods, {});
    expect(tokenizer.statusCode).toBe(404);
    const challenge = await t.browser.post(SANDBOX_API.authenticate('pi_1'), {
      clientSecret: 'pi_1_secret_x',
      passed: true,
    });
    expect(challenge.statusCode).toBe(404);
  });
});
