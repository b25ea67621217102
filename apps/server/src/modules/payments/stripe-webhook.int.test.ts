import crypto from 'node:crypto';
import { CARD_DECLINED_MESSAGE } from '@zechus/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { stripeGatewayOn, StripeJs } from '../../test/stripe-clients.ts';
import {
  startStripeStandIn,
  type StripeEvent,
  type StripeStandIn,
} from '../../test/stripe-stand-in.ts';
import { deliverEvent, STRIPE_ENV, WEBHOOK_SECRET } from '../../test/stripe-webhooks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { STRIPE_WEBHOOK_PATH } from './webhook-routes.ts';

const THREE_D_SECURE = '4000 0027 6000 3184';

describe.each(TEST_ENGINES)('Stripe’s signed webhook on %s', (engine) => {
  let stripe: StripeStandIn;
  let page: StripeJs;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    page = new StripeJs(stripe);
    t = await createTestApp(engine, { paymentGateway: stripeGatewayOn(stripe), env: STRIPE_ENV });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /**
   * A sponsor (an address of their own) signs up with a card whose bank asks for 3-D Secure; the
   * page is given the challenge. Answers the intent, its client secret and the sign-up to resend.
   */
  const challengedSignUp = async () => {
    const email = `sponsor-${crypto.randomBytes(4).toString('hex')}@example.org`;
    const key = crypto.randomUUID();
    const body = signUpRequest({
      contact: { name: 'Chana Gold', phone: '+44 20 7946 0001', email },
      billing: {
        name: 'Chana Gold',
        paymentMethod: await page.createPaymentMethod(THREE_D_SECURE),
        recurring: false,
      },
    });
    const send = () =>
      t.browser.post('/api/sign-up', body, { headers: { 'idempotency-key': key } });
    const reply = await send();
    const clientSecret = (reply.json() as { requiresAction: { clientSecret: string } })
      .requiresAction.clientSecret;
    return { email, send, clientSecret, intent: clientSecret.split('_secret_')[0] ?? '' };
  };
  /** The event Stripe sent about an intent. */
  const eventOf = (type: string, intent: string): StripeEvent => {
    const event = stripe.events.find((e) => e.type === type && e.data.object.id === intent);
    if (!event) throw new Error(`Stripe sent no ${type} for ${intent}`);
    return event;
  };
  const deliver = (event: StripeEvent) => deliverEvent(t.app, event);
  const confirm = (clientSecret: string) =>
    t.browser.post('/api/payments/confirm', { clientSecret });
  const paymentOf = (intent: string) =>
    t.handle.db
      .selectFrom('payments')
      .selectAll()
      .where('gateway_reference', '=', intent)
      .executeTakeFirstOrThrow();
  const confirmationsTo = async (email: string) =>
    (
      await t.handle.db
        .selectFrom('mail_log')
        .select('id')
        .where('to_address', '=', email)
        .where('kind', '=', 'signup-confirmation')
        .execute()
    ).length;
  const dedicationsOf = async (email: string) =>
    (
      await t.handle.db
        .selectFrom('enrollments')
        .innerJoin('donors', 'donors.id', 'enrollments.donor_id')
        .select('enrollments.id')
        .where('donors.email', '=', email)
        .execute()
    ).length;

  it('refuses a delivery whose signature is wrong, stale, missing or for other bytes with 400, and changes nothing', async () => {
    const { intent } = await challengedSignUp();
    stripe.authenticate(intent, true);
    const succeeded = eventOf('payment_intent.succeeded', intent);
    const payload = JSON.stringify(succeeded, null, 2);
    const before = await rowCounts(t.handle.db);
    const refused = [
      await deliverEvent(t.app, succeeded, { secret: 'whsec_someoneElsesSecret' }),
      // Signed six minutes ago: past Stripe's tolerance of five, as a replayed capture would be.
      await deliverEvent(t.app, succeeded, { timestamp: Math.floor(Date.now() / 1000) - 360 }),
      await deliverEvent(t.app, succeeded, { signature: null }),
      await deliverEvent(t.app, succeeded, { signature: 't=1,v1=00' }),
      // A genuine signature of the event, sent with the amount changed.
      await deliverEvent(
        t.app,
        { ...succeeded, data: { object: { ...succeeded.data.object, amount: 1 } } },
        {
          signature: Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
          }),
        },
      ),
    ];
    for (const reply of refused) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toBe('bad_signature');
    }
    expect(await rowCounts(t.handle.db)).toEqual(before);
    expect((await paymentOf(intent)).status).toBe('pending');

    // The same event, signed as Stripe signs it, is taken — with no cookie and no CSRF token.
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await paymentOf(intent)).status).toBe('approved');
  });

  it('completes a payment whose page never came back from the bank: one confirmation, kept for the sponsor', async () => {
    const { email, send, clientSecret, intent } = await challengedSignUp();
    stripe.authenticate(intent, true);
    const delivered = await deliver(eventOf('payment_intent.succeeded', intent));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true, outcome: 'settled' });
    expect(await paymentOf(intent)).toMatchObject({ status: 'approved', last_four: '3184' });
    expect(await dedicationsOf(email)).toBe(1);
    expect(await confirmationsTo(email)).toBe(1);

    // The sponsor's page, back at last, and Confirm pressed again both find the confirmation.
    const late = await confirm(clientSecret);
    expect(late.statusCode).toBe(200);
    expect(late.json().billing).toMatchObject({ last_four: '3184' });
    // The same confirmation; only the first answer signed the page in (decision 0040).
    expect((await send()).json()).toEqual({ ...late.json(), signedIn: false });
    expect(await confirmationsTo(email)).toBe(1);
  });

  it('an event delivered again is answered 200 and does nothing', async () => {
    const { email, intent } = await challengedSignUp();
    stripe.authenticate(intent, true);
    const event = eventOf('payment_intent.succeeded', intent);
    expect((await deliver(event)).json().outcome).toBe('settled');
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('replayed');
    const stored = await t.handle.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('id', '=', event.id)
      .execute();
    expect(stored).toEqual([
      { id: event.id, type: 'payment_intent.succeeded', received_at: expect.any(String) },
    ]);
    expect(await confirmationsTo(email)).toBe(1);
  });

  it('a failed challenge’s event declines the payment, nothing captured, and the page hears the spec’s decline', async () => {
    const { email, clientSecret, intent } = await challengedSignUp();
    stripe.authenticate(intent, false);
    const delivered = await deliver(eventOf('payment_intent.payment_failed', intent));
    expect(delivered.json().outcome).toBe('settled');
    expect(await paymentOf(intent)).toMatchObject({ status: 'declined', enrollment_id: null });
    expect(stripe.captured.some((c) => c.id === intent)).toBe(false);
    const page = await confirm(clientSecret);
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe(CARD_DECLINED_MESSAGE);
    expect(await confirmationsTo(email)).toBe(0);
  });

  it('events out of order do no harm: a failure’s event arriving after the success neither undoes nor blocks it', async () => {
    const { email, intent } = await challengedSignUp();
    stripe.authenticate(intent, true);
    const succeeded = eventOf('payment_intent.succeeded', intent);
    // As Stripe sends for an earlier failed attempt on the intent, delivered late.
    const earlierFailure: StripeEvent = {
      ...succeeded,
      id: `evt_${crypto.randomBytes(8).toString('hex')}`,
      type: 'payment_intent.payment_failed',
      created: succeeded.created - 60,
      data: {
        object: {
          ...succeeded.data.object,
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
        },
      },
    };
    // Before the success's own event: Stripe is asked, says succeeded, and the payment completes.
    expect((await deliver(earlierFailure)).json().outcome).toBe('settled');
    expect((await paymentOf(intent)).status).toBe('approved');
    expect((await deliver(succeeded)).json().outcome).toBe('ignored');
    expect((await paymentOf(intent)).status).toBe('approved');
    expect(await confirmationsTo(email)).toBe(1);
  });

  it('the page’s confirm and the webhook at the same moment: one dedication, one e-mail, both answered well', async () => {
    for (let round = 0; round < 3; round++) {
      const { email, clientSecret, intent } = await challengedSignUp();
      stripe.authenticate(intent, true);
      const [fromPage, fromStripe] = await Promise.all([
        confirm(clientSecret),
        deliver(eventOf('payment_intent.succeeded', intent)),
      ]);
      expect(fromPage.statusCode).toBe(200);
      expect(fromPage.json().billing).toMatchObject({ last_four: '3184' });
      expect(fromStripe.statusCode).toBe(200);
      expect(await paymentOf(intent)).toMatchObject({ status: 'approved' });
      expect(await dedicationsOf(email)).toBe(1);
      expect(await confirmationsTo(email)).toBe(1);
    }
  });

  it('the success of a payment its own request recorded is ignored: still one dedication, one e-mail', async () => {
    const email = `sponsor-${crypto.randomBytes(4).toString('hex')}@example.org`;
    const paid = await t.browser.post(
      '/api/sign-up',
      signUpRequest({
        contact: { name: 'Chana Gold', phone: '+44 20 7946 0001', email },
        billing: {
          name: 'Chana Gold',
          paymentMethod: await page.createPaymentMethod('4242 4242 4242 4242'),
          recurring: false,
        },
      }),
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(paid.statusCode).toBe(200);
    const intent = stripe.captured.at(-1)?.id ?? '';
    const delivered = await deliver(eventOf('payment_intent.succeeded', intent));
    expect(delivered.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await dedicationsOf(email)).toBe(1);
    expect(await confirmationsTo(email)).toBe(1);
  });

  it('an event of a payment we do not know, or of a type we do not handle, is stored and ignored', async () => {
    const { intent } = await challengedSignUp();
    const created = await deliver(eventOf('payment_intent.created', intent));
    expect(created.json()).toEqual({ received: true, outcome: 'ignored' });

    const elsewhere: StripeEvent = {
      ...eventOf('payment_intent.created', intent),
      id: `evt_${crypto.randomBytes(8).toString('hex')}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_madeByAnotherSystemOnTheAccount', object: 'payment_intent' } },
    };
    expect((await deliver(elsewhere)).json()).toEqual({ received: true, outcome: 'ignored' });
    const stored = await t.handle.db
      .selectFrom('webhook_events')
      .select('type')
      .where('id', 'in', [elsewhere.id, eventOf('payment_intent.created', intent).id])
      .execute();
    expect(stored).toHaveLength(2);
  });

  it('when Stripe cannot be asked, the delivery answers 500 and is handled when Stripe sends it again', async () => {
    const { email, intent } = await challengedSignUp();
    stripe.authenticate(intent, true);
    const event = eventOf('payment_intent.succeeded', intent);
    stripe.failNext(/^\/v1\/payment_intents\/pi_/, 1, 'GET');
    const failed = await deliver(event);
    expect(failed.statusCode).toBe(500);
    expect((await paymentOf(intent)).status).toBe('pending');
    const retried = await deliver(event);
    expect(retried.json().outcome).toBe('settled');
    expect(await confirmationsTo(email)).toBe(1);
  });
});

describe('the webhook outside Stripe mode', () => {
  it('exists only when Stripe is the gateway, which cannot start without the webhook’s secret', async () => {
    const sandbox = await createTestApp('sqlite');
    try {
      expect(sandbox.app.hasRoute({ method: 'POST', url: STRIPE_WEBHOOK_PATH })).toBe(false);
    } finally {
      await sandbox.close();
    }
    const { STRIPE_WEBHOOK_SECRET: _secret, ...withoutSecret } = STRIPE_ENV;
    expect(() => loadConfig(withoutSecret)).toThrow(
      /STRIPE_WEBHOOK_SECRET is required when PAYMENT_GATEWAY=stripe/,
    );
  });
});
