import crypto from 'node:crypto';

/**
 * What the Stripe stand-in (./stripe-stand-in.ts) is made of, shared by its parts: its answers
 * in Stripe's shapes, the PaymentMethods it holds, and the test cards whose behaviour it plays
 * (https://docs.stripe.com/testing).
 */

/** One HTTP answer: Stripe's status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

export const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;

/** An intent's client secret, as Stripe makes it: the intent's id, `_secret_`, a random part. */
export const clientSecretOf = (intentId: string) =>
  `${intentId}_secret_${crypto.randomBytes(12).toString('hex')}`;

export const invalid = (message: string, code?: string, param?: string): Answer => ({
  status: 400,
  body: {
    error: {
      type: 'invalid_request_error',
      message,
      ...(code ? { code } : {}),
      ...(param ? { param } : {}),
    },
  },
});

/** An object named in the request's address that Stripe does not have: a 404, as Stripe answers. */
export const notFound = (noun: string, id: string, param: string): Answer => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${noun}: '${id}'`,
      param,
    },
  },
});

export const serverError = (): Answer => ({
  status: 500,
  body: { error: { type: 'api_error', message: 'An error occurred with our API.' } },
});

/** A card the stand-in made a PaymentMethod of. The number stays inside the stand-in. */
export interface StoredMethod {
  id: string;
  number: string;
  brand: string;
  expMonth: number;
  expYear: number;
  name: string | null;
  /** The customer it is attached to (by a SetupIntent or setup_future_usage). */
  customer: string | null;
}

/** A PaymentMethod as Stripe's API shapes it: what a person may see of the card. */
export const methodObject = (method: StoredMethod) => ({
  id: method.id,
  object: 'payment_method',
  type: 'card',
  billing_details: { name: method.name },
  card: {
    brand: method.brand,
    last4: method.number.slice(-4),
    exp_month: method.expMonth,
    exp_year: method.expYear,
  },
  customer: method.customer,
  livemode: false,
  metadata: {},
});

/**
 * 4000 0000 0000 0119 is Stripe's "processing error" decline; the stand-in answers it with a 500
 * instead, which is how the tests make Stripe fail at the moment of the charge.
 */
export const CARD_PROCESSOR_DOWN = '4000000000000119';
/** "Always authenticate": 3-D Secure on every payment and set-up, off-session ones included. */
export const ALWAYS_AUTHENTICATE = '4000002760003184';

/** Why a bank refuses a card (a card_error's code, message and decline_code). */
export interface CardRefusal {
  code: string;
  message: string;
  decline_code: string;
}

const DECLINED: CardRefusal = {
  code: 'card_declined',
  message: 'Your card was declined.',
  decline_code: 'generic_decline',
};

/**
 * What the bank answers a test card charged (or checked) on-session or off-session, if it
 * refuses it. 0341 attaches to a customer and is then declined when charged; 3184 wants the
 * cardholder present, so off-session it is Stripe's `authentication_required` decline (on-session
 * it asks for 3-D Secure instead: see stripe-stand-in-intents.ts).
 */
export function refusalOf(number: string, offSession: boolean): CardRefusal | null {
  if (number === '4000000000000002') return DECLINED;
  if (number === '4000000000009995') {
    return {
      code: 'card_declined',
      message: 'Your card has insufficient funds.',
      decline_code: 'insufficient_funds',
    };
  }
  if (number === '4000000000000341' && offSession) return DECLINED;
  if (number === ALWAYS_AUTHENTICATE && offSession) {
    return {
      code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
      decline_code: 'authentication_required',
    };
  }
  return null;
}

/**
 * The next action of an intent whose bank asks for 3-D Secure. Confirmed with use_stripe_sdk (or
 * with nothing to return to), Stripe.js answers it in the page (handleNextAction); its contents
 * are Stripe.js's own business, so only their outline is imitated.
 */
export const threeDSecureAction = (body: URLSearchParams) => {
  const returnUrl = body.get('return_url');
  return returnUrl && body.get('use_stripe_sdk') !== 'true'
    ? {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `https://hooks.stripe.com/3d_secure_2/hosted`,
          return_url: returnUrl,
        },
      }
    : {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {
          type: 'stripe_3ds2_fingerprint',
          three_d_secure_2_source: newId('payatt'),
        },
      };
};
