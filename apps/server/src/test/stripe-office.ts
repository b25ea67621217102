import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { AttentionItem, PaymentDetail } from '@zechus/shared';
import type { Engine } from '../db/database.ts';
import { openMoneyArea } from '../modules/payments/test-helpers.ts';
import { signUpRequest } from './sign-up-request.ts';
import { stripeGatewayOn, stripeReaderOn, StripeJs } from './stripe-clients.ts';
import { startStripeStandIn, type StripeEvent } from './stripe-stand-in.ts';
import { deliverEvent, STRIPE_ENV } from './stripe-webhooks.ts';

/**
 * The office of a programme whose card processor is Stripe (the tests' stand-in), for the
 * stories of money that moves after a payment: a sponsor pays through the sign-up, things happen
 * at Stripe (a refund in its dashboard, a dispute), and Stripe's signed events are delivered to
 * the webhook one by one, as the test chooses — late, twice, or out of order.
 */
export async function openStripeOffice(engine: Engine) {
  const stripe = await startStripeStandIn();
  const page = new StripeJs(stripe);
  const { t, office } = await openMoneyArea(engine, {
    paymentGateway: stripeGatewayOn(stripe),
    stripeReader: stripeReaderOn(stripe),
    env: { LOGIN_LIMIT_PER_IP: '1000', PAYMENT_LIMIT_PER_IP: '1000', ...STRIPE_ENV },
  });

  /** A sponsor pays $360 for a day: our payment's id and Stripe's PaymentIntent. */
  const sponsorPays = async (name = 'Chana Gold') => {
    const email = `sponsor-${crypto.randomBytes(4).toString('hex')}@example.org`;
    const reply = await t.browser.post(
      '/api/sign-up',
      signUpRequest({
        contact: { name, phone: '+44 20 7946 0001', email },
        billing: {
          name,
          paymentMethod: await page.createPaymentMethod('4242 4242 4242 4242'),
          recurring: false,
        },
      }),
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const intent = stripe.captured.at(-1)?.id ?? '';
    const payment = await t.handle.db
      .selectFrom('payments')
      .select('id')
      .where('gateway_reference', '=', intent)
      .executeTakeFirstOrThrow();
    return { paymentId: payment.id, intent, email };
  };

  /** The events Stripe sent about an object (a refund, dispute or charge), oldest first. */
  const eventsAbout = (id: string, type?: string): StripeEvent[] =>
    stripe.events.filter(
      (e) =>
        (e.data.object.id === id || e.data.object.payment_intent === id) &&
        (type === undefined || e.type === type),
    );
  const eventOf = (id: string, type: string): StripeEvent => {
    const event = eventsAbout(id, type).at(-1);
    if (!event) throw new Error(`Stripe sent no ${type} about ${id}`);
    return event;
  };

  /** Delivers an event, signed as Stripe signs it; answers what the webhook made of it. */
  const deliver = async (event: StripeEvent): Promise<string> => {
    const reply = await deliverEvent(t.app, event);
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { outcome: string }).outcome;
  };

  const paymentPage = async (id: number): Promise<PaymentDetail> => {
    const reply = await office.get(`/api/office/payments/${id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as PaymentDetail;
  };
  const queue = async (): Promise<AttentionItem[]> => {
    const reply = await office.get('/api/office/attention');
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { items: AttentionItem[] }).items;
  };
  /** The audit rows Stripe's webhook wrote about a payment, oldest first. */
  const stripeAudit = (paymentId: number) =>
    t.handle.db
      .selectFrom('audit_log')
      .select(['actor', 'area', 'action', 'summary', 'staff_user_id'])
      .where('actor', '=', 'Stripe')
      .where('target_id', '=', String(paymentId))
      .orderBy('id')
      .execute();

  return {
    stripe,
    t,
    office,
    sponsorPays,
    eventsAbout,
    eventOf,
    deliver,
    paymentPage,
    queue,
    stripeAudit,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

export type StripeOffice = Awaited<ReturnType<typeof openStripeOffice>>;
