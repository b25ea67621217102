import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeGatewayOn, StripeJs } from '../../../test/stripe-clients.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in.ts';
import { GatewayError, type ChargeRequest } from './gateway.ts';
import type { StripeGateway } from './stripe-gateway.ts';

const charge = (paymentMethod: string): ChargeRequest => ({
  amountCents: 36000,
  currency: 'usd',
  card: { paymentMethod, name: 'A' },
  description: 'test',
  customerEmail: 'a@example.org',
  idempotencyKey: crypto.randomUUID(),
  saveForReuse: false,
});

describe('refunds through the Stripe adapter', () => {
  let stripe: StripeStandIn;
  let gateway: StripeGateway;
  let page: StripeJs;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    gateway = stripeGatewayOn(stripe);
    page = new StripeJs(stripe);
  });
  afterAll(() => stripe.close());

  const paid = async () => {
    const result = await gateway.charge(charge(await page.createPaymentMethod('4242424242424242')));
    if (result.status !== 'approved') throw new Error('the test charge was declined');
    return result.reference;
  };

  it('refunds part of a PaymentIntent in cents, under our key, and then the rest', async () => {
    const reference = await paid();
    const key = crypto.randomUUID();
    const half = await gateway.refund({
      chargeReference: reference,
      amountCents: 18000,
      idempotencyKey: key,
      reason: 'Asked',
    });
    expect(half).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^re_/) });
    const created = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(created?.idempotencyKey).toBe(`${key}:refund`);
    expect(created?.body.get('amount')).toBe('18000');
    expect(created?.body.get('payment_intent')).toBe(reference);
    expect(created?.body.get('metadata[idempotency_key]')).toBe(key);
    const rest = await gateway.refund({
      chargeReference: reference,
      amountCents: 18000,
      idempotencyKey: crypto.randomUUID(),
      reason: 'Asked',
    });
    expect(rest.status).toBe('succeeded');
    expect(
      stripe.refunded.filter((r) => r.paymentIntent === reference).map((r) => r.amount),
    ).toEqual([18000, 18000]);
  });

  it('refuses more than is left of the charge, and refunds nothing', async () => {
    const reference = await paid();
    const result = await gateway.refund({
      chargeReference: reference,
      amountCents: 36001,
      idempotencyKey: crypto.randomUUID(),
      reason: 'x',
    });
    expect(result).toEqual({
      status: 'failed',
      message: expect.stringMatching(/greater than unrefunded amount/),
    });
    expect(stripe.refunded.filter((r) => r.paymentIntent === reference)).toHaveLength(0);
  });

  it('asked again with the same key reports the refund already made, never a second', async () => {
    const reference = await paid();
    const key = crypto.randomUUID();
    const first = await gateway.refund({
      chargeReference: reference,
      amountCents: 5000,
      idempotencyKey: key,
      reason: 'x',
    });
    const again = await gateway.refund({
      chargeReference: reference,
      amountCents: 5000,
      idempotencyKey: key,
      reason: 'x',
    });
    expect(again).toEqual(first);
    expect(stripe.refunded.filter((r) => r.paymentIntent === reference)).toHaveLength(1);
  });

  it('a refund made whose answer is lost is unknown; asked again it is found, not repeated', async () => {
    const reference = await paid();
    const key = crypto.randomUUID();
    // The SDK retries a cut connection once with the same key: cut both.
    stripe.dropAnswers(/^\/v1\/refunds$/, 2, 'POST');
    const lost = await gateway
      .refund({ chargeReference: reference, amountCents: 7000, idempotencyKey: key, reason: 'x' })
      .catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(GatewayError);
    expect((lost as GatewayError).outcome).toBe('unknown');
    const again = await gateway.refund({
      chargeReference: reference,
      amountCents: 7000,
      idempotencyKey: key,
      reason: 'x',
    });
    expect(again.status).toBe('succeeded');
    expect(stripe.refunded.filter((r) => r.paymentIntent === reference)).toHaveLength(1);
  });

  it('a stored Stripe 500 for our key is passed over once the list shows nothing was refunded', async () => {
    const reference = await paid();
    const key = crypto.randomUUID();
    stripe.failNext(/^\/v1\/refunds$/, 1, 'POST');
    await expect(
      gateway.refund({
        chargeReference: reference,
        amountCents: 1000,
        idempotencyKey: key,
        reason: 'x',
      }),
    ).rejects.toMatchObject({ outcome: 'unknown' });
    const again = await gateway.refund({
      chargeReference: reference,
      amountCents: 1000,
      idempotencyKey: key,
      reason: 'x',
    });
    expect(again.status).toBe('succeeded');
    expect(stripe.refunded.filter((r) => r.paymentIntent === reference)).toHaveLength(1);
  });
});
