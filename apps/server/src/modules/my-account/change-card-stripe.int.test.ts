import crypto from 'node:crypto';
import { CARD_DECLINED_MESSAGE, myPageSchema } from '@zechus/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewDueEnrollments } from '../../jobs/renewals.ts';
import { createMailer } from '../../mail/mailer.ts';
import { StripeGateway } from '../../payments/stripe-gateway.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newDonor, type DonorClient } from './test-helpers.ts';

const newCard = (card: string) => ({ name: 'Chana Gold', card, expire: '11/38', cvv: '456' });

describe('a donor’s new card through the Stripe adapter', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let chana: DonorClient;
  let yearId: number;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    const gateway = new StripeGateway({
      secretKey: 'sk_test_zechus',
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    t = await createTestApp('sqlite', { paymentGateway: gateway, today: '2026-11-22' });
    ({ client: chana, dedicationId: yearId } = await newDonor(t, 'chana@example.org'));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const renewalOf = async () =>
    myPageSchema.parse((await chana.get('/api/my-page')).json()).enrollments[0]?.renewal;

  it('is set up for off-session use with the sign-up’s customer, and the next renewal charges it', async () => {
    const signUpCharge = stripe.captured.at(-1);
    const reply = await chana.changeCard(yearId, newCard('5555 5555 5555 4444'));
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
    const reply = await chana.changeCard(yearId, newCard('4000 0000 0000 0002'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(CARD_DECLINED_MESSAGE);
    expect((await renewalOf())?.card?.lastFour).toBe('4444');
  });

  it('Stripe failing is a 502; the same key then keeps the card once', async () => {
    stripe.failNext(/^\/v1\/setup_intents$/);
    const key = crypto.randomUUID();
    const first = await chana.changeCard(
      yearId,
      { ...newCard('3782 822463 10005'), cvv: '4567' },
      key,
    );
    expect(first.statusCode).toBe(502);
    const second = await chana.changeCard(
      yearId,
      { ...newCard('3782 822463 10005'), cvv: '4567' },
      key,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().card.lastFour).toBe('0005');
    expect(stripe.setUp.filter((s) => s.last4 === '0005')).toHaveLength(1);
  });
});
