import crypto from 'node:crypto';
import type Stripe from 'stripe';
import { GatewayError, type RefundRequest, type RefundResult } from './gateway.ts';
import { stripeSdk } from './stripe-sdk.ts';

// Refunds of PaymentIntents at Stripe, for the Stripe adapter.

/**
 * A refund of a PaymentIntent's charge (docs/decisions/0020). Every refund we make carries our
 * key in its metadata, so a refund asked again (after no answer came) is first looked for
 * among the intent's refunds — a list, which unlike search does not lag — and reported if it
 * was made. Otherwise it is created under our key; if Stripe replays a stored 5xx for that
 * key, the list has just shown that nothing was refunded, so a fresh key is safe.
 */
export async function refundAtStripe(
  stripe: Stripe,
  request: RefundRequest,
): Promise<RefundResult> {
  const key = request.idempotencyKey;
  const create = (idempotencyKey: string) =>
    stripe.refunds.create(
      {
        payment_intent: request.chargeReference,
        amount: request.amountCents,
        metadata: { idempotency_key: key, reason: request.reason.slice(0, 500) },
      },
      { idempotencyKey },
    );
  let sent = false;
  try {
    const earlier = await stripe.refunds.list({
      payment_intent: request.chargeReference,
      limit: 100,
    });
    const ours = earlier.data.find((refund) => refund.metadata?.idempotency_key === key);
    if (ours && ours.status !== 'failed' && ours.status !== 'canceled') {
      return { status: 'succeeded', reference: ours.id };
    }
    sent = true;
    let made: Stripe.Refund;
    try {
      made = await create(`${key}:refund`);
    } catch (error) {
      const storedServerError =
        error instanceof stripeSdk().errors.StripeAPIError &&
        error.headers?.['idempotent-replayed'] === 'true';
      if (!storedServerError) throw error;
      made = await create(`${key}:refund:${crypto.randomUUID()}`);
    }
    if (made.status === 'failed' || made.status === 'canceled') {
      return { status: 'failed', message: 'Stripe could not make the refund.' };
    }
    return { status: 'succeeded', reference: made.id };
  } catch (error) {
    if (error instanceof stripeSdk().errors.StripeInvalidRequestError) {
      return { status: 'failed', message: error.message };
    }
    const unknown =
      sent &&
      (error instanceof stripeSdk().errors.StripeConnectionError ||
        error instanceof stripeSdk().errors.StripeAPIError);
    throw new GatewayError(
      unknown
        ? 'Stripe did not answer the refund'
        : 'The card processor could not be reached for the refund',
      { cause: error, outcome: unknown ? 'unknown' : 'not_charged' },
    );
  }
}
