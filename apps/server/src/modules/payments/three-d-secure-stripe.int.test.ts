import crypto from 'node:crypto';
import { CARD_DECLINED_MESSAGE, type SignUpRequestInput } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { stripeGatewayOn, StripeJs } from '../../test/stripe-clients.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import type { StripeGateway } from './gateway/stripe-gateway.ts';

const THREE_D_SECURE = '4000 0027 6000 3184';

describe.each(TEST_ENGINES)('3-D Secure through the Stripe adapter on %s', (engine) => {
  let stripe: StripeStandIn;
  let page: StripeJs;
  let gateway: StripeGateway;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    page = new StripeJs(stripe);
    gateway = stripeGatewayOn(stripe);
    t = await createTestApp(engine, { paymentGateway: gateway });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** A sponsor (an address of their own) signs up with a card typed into Stripe's fields. */
  const signUp = async (card: string, recurring = false, key = crypto.randomUUID()) => {
    const email = `sponsor-${crypto.randomBytes(4).toString('hex')}@example.org`;
    const body: SignUpRequestInput = signUpRequest({
      contact: { name: 'Chana Gold', phone: '+44 20 7946 0001', email },
      billing: {
        name: 'Chana Gold',
        paymentMethod: await page.createPaymentMethod(card),
        recurring,
      },
    });
    const send = () =>
      t.browser.post('/api/sign-up', body, { headers: { 'idempotency-key': key } });
    return { email, send, reply: await send() };
  };
  const confirm = (clientSecret: string) =>
    t.browser.post('/api/payments/confirm', { clientSecret });
  const confirmationsTo = async (email: string) =>
    (
      await t.handle.db
        .selectFrom('mail_log')
        .select('id')
        .where('to_address', '=', email)
        .where('kind', '=', 'signup-confirmation')
        .execute()
    ).length;
  const paymentOf = (reference: string) =>
    t.handle.db
      .selectFrom('payments')
      .selectAll()
      .where('gateway_reference', '=', reference)
      .executeTakeFirstOrThrow();
  const secretOf = (reply: { json(): unknown }) =>
    (reply.json() as { requiresAction: { clientSecret: string } }).requiresAction.clientSecret;
  const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

  it('a card whose bank asks for 3-D Secure answers the challenge for the page, and nothing is charged yet', async () => {
    const before = stripe.captured.length;
    const { email, send, reply } = await signUp(THREE_D_SECURE);
    expect(reply.statusCode).toBe(200);
    const clientSecret = secretOf(reply);
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(stripe.captured.length).toBe(before);
    expect(await paymentOf(intentOf(clientSecret))).toMatchObject({ status: 'pending' });
    expect(await confirmationsTo(email)).toBe(0);

    // Confirm pressed again: the same challenge, and Stripe is not asked to confirm again.
    const confirms = stripe.requests.filter((r) => r.path.endsWith('/confirm')).length;
    const again = await send();
    expect(secretOf(again)).toBe(clientSecret);
    expect(stripe.requests.filter((r) => r.path.endsWith('/confirm')).length).toBe(confirms);
  });

  it('the challenge passed, the page’s confirm answers the confirmation and one e-mail is sent', async () => {
    const { email, send, reply } = await signUp(THREE_D_SECURE);
    const clientSecret = secretOf(reply);
    page.handleNextAction(clientSecret, true);
    const confirmed = await confirm(clientSecret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      donor: { donorId: expect.stringMatching(/^\d{6}$/) },
      billing: { last_four: '3184', brand: 'visa' },
    });
    expect(stripe.captured.at(-1)).toMatchObject({ id: intentOf(clientSecret), amount: 36000 });
    expect(await paymentOf(intentOf(clientSecret))).toMatchObject({
      status: 'approved',
      last_four: '3184',
    });
    expect(await confirmationsTo(email)).toBe(1);

    // Asked again, by the page or by the sign-up under its key: the same confirmation, once (it
    // signed the paying page in the first time only: decision 0040).
    const once = { ...confirmed.json(), signedIn: false };
    expect((await confirm(clientSecret)).json()).toEqual(once);
    expect((await send()).json()).toEqual(once);
    expect(await confirmationsTo(email)).toBe(1);
  });

  it('the challenge failed, the page’s confirm is the spec’s decline and nothing is captured', async () => {
    const before = stripe.captured.length;
    const { email, reply } = await signUp(THREE_D_SECURE);
    const clientSecret = secretOf(reply);
    page.handleNextAction(clientSecret, false);
    const declined = await confirm(clientSecret);
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({ error: 'card_declined', message: CARD_DECLINED_MESSAGE });
    expect(stripe.captured.length).toBe(before);
    expect(await paymentOf(intentOf(clientSecret))).toMatchObject({
      status: 'declined',
      enrollment_id: null,
    });
    expect(await confirmationsTo(email)).toBe(0);

    // The sponsor pays with another card: a new attempt, which goes through.
    const other = await signUp('4242 4242 4242 4242');
    expect(other.reply.statusCode).toBe(200);
    expect(other.reply.json().billing.last_four).toBe('4242');
  });

  it('a confirm before the challenge is finished says the bank is still checking, and settles nothing', async () => {
    const { reply } = await signUp(THREE_D_SECURE);
    const clientSecret = secretOf(reply);
    const early = await confirm(clientSecret);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('payment_waiting');
    expect(await paymentOf(intentOf(clientSecret))).toMatchObject({ status: 'pending' });
  });

  it('a client secret that is not the payment’s own finds nothing', async () => {
    const { reply } = await signUp(THREE_D_SECURE);
    const forged = `${intentOf(secretOf(reply))}_secret_${'0'.repeat(24)}`;
    const answer = await confirm(forged);
    expect(answer.statusCode).toBe(404);
    expect(await paymentOf(intentOf(forged))).toMatchObject({ status: 'pending' });
  });

  it('a recurring dedication paid after a challenge keeps the card; a renewal its bank wants authenticated waits for the donor, who confirms it on-session', async () => {
    const { reply } = await signUp(THREE_D_SECURE, true);
    const clientSecret = secretOf(reply);
    page.handleNextAction(clientSecret, true);
    expect((await confirm(clientSecret)).statusCode).toBe(200);
    const payment = await paymentOf(intentOf(clientSecret));
    expect(payment.gateway_token).toMatch(/^cus_\w+:pm_\w+$/);

    const before = stripe.captured.length;
    const renewal = await gateway.chargeSaved({
      amountCents: 36000,
      currency: 'usd',
      token: payment.gateway_token ?? '',
      description: 'renewal',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(renewal).toMatchObject({ status: 'needs_cardholder' });
    expect(stripe.captured.length).toBe(before);
    if (renewal.status !== 'needs_cardholder') return;

    // The donor, on our page: the intent is confirmed again with them present.
    const resumed = await gateway.resumeWithCardholder(renewal.reference);
    expect(resumed).toMatchObject({ status: 'requires_action', reference: renewal.reference });
    if (resumed.status !== 'requires_action') return;
    page.handleNextAction(resumed.clientSecret, true);
    expect(await gateway.paymentState(renewal.reference)).toMatchObject({ status: 'approved' });
    expect(stripe.captured.length).toBe(before + 1);
    // Resumed again once done: reported, never confirmed twice.
    expect(await gateway.resumeWithCardholder(renewal.reference)).toMatchObject({
      status: 'approved',
    });
    expect(stripe.captured.length).toBe(before + 1);
  });
});
