import type Stripe from 'stripe';
import {
  GatewayError,
  type SaveCardRequest,
  type SaveCardResult,
  type SetupState,
} from './gateway.ts';
import {
  NO_REDIRECTS,
  createOnce,
  isUnknownPaymentMethod,
  stripeSdk,
  unknownPaymentMethod,
} from './stripe-sdk.ts';

// Cards kept at Stripe for renewals without a charge ("Change card"), for the Stripe adapter.

/**
 * A card kept for off-session renewals without a charge: a PaymentMethod, then a SetupIntent
 * confirmed at once for the customer (the one of the token replaced, else a new one), which
 * has the bank check the card and, on success, attaches it to the customer. Nothing here
 * moves money, so every object is created under our key as #createOnce does (a replay of a
 * stored 5xx moves on to the next key). A card the bank refuses is a decline; a SetupIntent
 * that wants the cardholder present (3-D Secure) cannot be finished off our page and is
 * answered as a decline too, so the donor can try another card.
 */
export async function saveCardAtStripe(
  stripe: Stripe,
  request: SaveCardRequest,
): Promise<SaveCardResult> {
  const key = request.idempotencyKey;
  const [replacedCustomer] = (request.replacing ?? '').split(':');
  try {
    const method = await stripe.paymentMethods.retrieve(request.card.paymentMethod);
    const customer = replacedCustomer?.startsWith('cus_')
      ? replacedCustomer
      : (
          await createOnce(`${key}:cus`, (idempotencyKey) =>
            stripe.customers.create(
              { email: request.customerEmail, name: request.card.name },
              { idempotencyKey },
            ),
          )
        ).id;
    const setup = await createOnce(`${key}:seti`, (idempotencyKey) =>
      stripe.setupIntents.create(
        {
          customer,
          payment_method: method.id,
          confirm: true,
          usage: 'off_session',
          metadata: { idempotency_key: key },
          // The bank may want the cardholder to confirm keeping the card: its challenge then
          // opens in the page (handleNextAction), not as a redirect.
          use_stripe_sdk: true,
          ...NO_REDIRECTS,
        },
        { idempotencyKey },
      ),
    );
    if (setup.status === 'requires_action' && setup.client_secret) {
      return {
        status: 'requires_action',
        reference: setup.id,
        clientSecret: setup.client_secret,
      };
    }
    if (setup.status !== 'succeeded') {
      return {
        status: 'declined',
        code: setup.last_setup_error?.decline_code ?? setup.status,
        message: setup.last_setup_error?.message ?? 'The card could not be kept for renewals.',
      };
    }
    return {
      status: 'saved',
      token: `${customer}:${method.id}`,
      brand: method.card?.brand ?? 'unknown',
      lastFour: method.card?.last4 ?? '',
      expMonth: method.card?.exp_month ?? 0,
      expYear: method.card?.exp_year ?? 0,
    };
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    if (error instanceof stripeSdk().errors.StripeCardError) {
      return {
        status: 'declined',
        code: error.decline_code ?? error.code ?? 'card_declined',
        message: error.message,
      };
    }
    if (isUnknownPaymentMethod(error)) return unknownPaymentMethod;
    throw new GatewayError('The card processor could not be reached to keep the card', {
      cause: error,
    });
  }
}

/**
 * A card to keep that asked for the cardholder (a SetupIntent in requires_action), as it stands
 * after the page's challenge: kept for the customer (the token renewals charge), refused, or
 * not yet answered.
 */
export async function setupStateAtStripe(stripe: Stripe, reference: string): Promise<SetupState> {
  let setup: Stripe.SetupIntent;
  try {
    setup = await stripe.setupIntents.retrieve(reference, { expand: ['payment_method'] });
  } catch (error) {
    throw new GatewayError('The card processor could not be asked about a card', {
      cause: error,
    });
  }
  const clientSecret = setup.client_secret ?? '';
  const method = typeof setup.payment_method === 'object' ? setup.payment_method : null;
  const customer = typeof setup.customer === 'string' ? setup.customer : setup.customer?.id;
  if (setup.status === 'succeeded' && method && customer) {
    return {
      status: 'saved',
      token: `${customer}:${method.id}`,
      brand: method.card?.brand ?? 'unknown',
      lastFour: method.card?.last4 ?? '',
      expMonth: method.card?.exp_month ?? 0,
      expYear: method.card?.exp_year ?? 0,
      clientSecret,
    };
  }
  if (setup.status === 'requires_payment_method' || setup.status === 'canceled') {
    return {
      status: 'declined',
      code: setup.last_setup_error?.code ?? setup.status,
      message: setup.last_setup_error?.message ?? 'The card could not be kept for renewals.',
      clientSecret,
    };
  }
  return { status: 'waiting', clientSecret };
}
