import crypto from 'node:crypto';
import { CARD_DECLINED_MESSAGE, myPageSchema } from '@zechus/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewDueEnrollments } from '../payments/renewals.ts';
import { createMailer } from '../../mail/mailer.ts';
import { stripeGatewayOn, StripeJs } from '../../test/stripe-clients.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { DonorClient } from './test-helpers.ts';

/** A recurring year for a merit ($1,800), paid with the PaymentMethod the page made. */
const yearSignUp = (paymentMethod: string) => ({
  plan: { id: 2, type: 'rosh_chodesh', kind: 'merit', price: 1800 },
  episode: { kind: 'merit', name: 'משה בן שרה', date: {} },
  contact: { name: 'Chana Gold', phone: '020 7946 0001', email: 'chana@example.org' },
  billing: { name: 'Chana Gold', paymentMethod, recurring: true },
});

/** Chana signs up for a recurring year with a card typed into Stripe's fields, and signs in. */
async function signedUpDonor(t: TestApp, page: StripeJs) {
  const browser = new TestBrowser(t.app);
  const paymentMethod = await page.createPaymentMethod('4242 4242 4242 4242');
  const signUp = await browser.post('/api/sign-up', yearSignUp(paymentMethod), {
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const login = await browser.post('/api/login', {
    email: 'chana@example.org',
    id: signUp.json().donor.donorId as string,
  });
  const session = login.cookies.find((c) => c.name === 'zechus_session')?.value;
  if (!session) throw new Error(`login failed: ${login.body}`);
  const dedication = await t.handle.db
    .selectFrom('enrollments')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { client: new DonorClient(t, session, await browser.csrfToken()), id: dedication.id };
}

describe('a donor’s new card through the Stripe adapter', () => {
  let stripe: StripeStandIn;
  let page: StripeJs;
  let t: TestApp;
  let chana: DonorClient;
  let yearId: number;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    page = new StripeJs(stripe);
    t = await createTestApp('sqlite', {
      paymentGateway: stripeGatewayOn(stripe),
      today: '2026-11-22',
    });
    ({ client: chana, id: yearId } = await signedUpDonor(t, page));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** "Change card" with a card typed into the page's Stripe fields. */
  const newCard = async (card: string) => ({
    name: 'Chana Gold',
    paymentMethod: await page.createPaymentMethod(card),
  });
  const renewalOf = async () =>
    myPageSchema.parse((await chana.get('/api/my-page')).json()).enrollments[0]?.renewal;

  it('is set up for off-session use with the sign-up’s customer, and the next renewal charges it', async () => {
    const signUpCharge = stripe.captured.at(-1);
    const reply = await chana.changeCard(yearId, await newCard('5555 5555 5555 4444'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ card: { brand: 'mastercard', lastFour: '4444' } });
    const setUp = stripe.setUp.at(-1);
    expect(setUp).toMatchObject({ customer: signUpCharge?.customer, last4: '4444' });
    const created = stripe.requests.find((r) => r.path === '/v1/setup_intents');
    expect(created?.body.get('usage')).toBe('off_session');
    expect(created?.body.get('automatic_payment_methods[allow_redirects]')).toBe('never');
    expect(stripe.captured.at(-1)).toBe(signUpCharge); // nothing charged

    const renewal = await renewalOf();
    expect(renewal?.card).toEqual({ brand: 'mastercard', lastFour: '4444' });
    await renewDueEnrollments(
      {
        db: t.handle.db,
        gateway: t.gateway,
        mailer: createMailer({ from: 'z@zechus.org', outboxDir: t.outboxDir }),
        publicUrl: 'https://zechus.org',
        log: pino({ level: 'silent' }),
      },
      renewal?.nextOn ?? '',
    );
    expect(stripe.captured.at(-1)).toMatchObject({
      amount: 180000,
      offSession: true,
      paymentMethod: setUp?.paymentMethod,
      customer: setUp?.customer,
    });
  });

  it('a card the bank refuses at set-up is the spec’s decline, and the card on file stays', async () => {
    const reply = await chana.changeCard(yearId, await newCard('4000 0000 0000 0002'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(CARD_DECLINED_MESSAGE);
    expect((await renewalOf())?.card?.lastFour).toBe('4444');
  });

  it('a PaymentMethod Stripe does not know is the spec’s decline, and the card on file stays', async () => {
    const reply = await chana.changeCard(yearId, {
      name: 'Chana Gold',
      paymentMethod: 'pm_madeUpOrFromAnotherAccount',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(CARD_DECLINED_MESSAGE);
    expect((await renewalOf())?.card?.lastFour).toBe('4444');
  });

  it('Stripe failing is a 502; the same key then keeps the card once', async () => {
    stripe.failNext(/^\/v1\/setup_intents$/);
    const key = crypto.randomUUID();
    const amex = await newCard('3782 822463 10005');
    const first = await chana.changeCard(yearId, amex, key);
    expect(first.statusCode).toBe(502);
    const second = await chana.changeCard(yearId, amex, key);
    expect(second.statusCode).toBe(200);
    expect(second.json().card.lastFour).toBe('0005');
    expect(stripe.setUp.filter((s) => s.last4 === '0005')).toHaveLength(1);
  });
});
