import {
  ALWAYS_AUTHENTICATE,
  CARD_PROCESSOR_DOWN,
  clientSecretOf,
  invalid,
  methodObject,
  newId,
  refusalOf,
  serverError,
  threeDSecureAction,
  type Answer,
  type CardRefusal,
  type StoredMethod,
} from './stripe-stand-in-objects.ts';

/**
 * The Stripe stand-in's PaymentIntents (./stripe-stand-in.ts): created, confirmed, retrieved,
 * and — for a card whose bank asks for 3-D Secure — left `requires_action` until the page's
 * challenge is played (`authenticate`). Each change Stripe announces is kept as an event, in the
 * shape Stripe sends to a webhook endpoint.
 */
export interface Intent {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  customer: string | null;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  nextAction: unknown;
  automaticPaymentMethods: boolean;
  allowRedirects: string | null;
  returnUrl: string | null;
  paymentMethod: string | null;
  /** setup_future_usage: the card is attached to the customer once the payment succeeds. */
  setupFutureUsage: string | null;
  /** Our idempotency key, kept in the intent's metadata (what findCharge searches by). */
  idempotencyKeyMetadata: string | null;
  lastError: Record<string, unknown> | null;
}

/** An event as Stripe delivers it to a webhook endpoint (a snapshot of the object then). */
export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: Record<string, unknown> & { id: string } };
}

export interface Captured {
  id: string;
  amount: number;
  offSession: boolean;
  paymentMethod: string;
  customer: string | null;
}

/** Stripe's words in last_payment_error when the cardholder fails (or abandons) 3-D Secure. */
const AUTHENTICATION_FAILED =
  'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.';

const CONFIRM_NEEDS_RETURN_URL =
  'This PaymentIntent is configured to accept payment methods enabled in your Dashboard, ' +
  'because automatic_payment_methods is enabled. Some of these payment methods require a ' +
  'full page redirect to succeed, so you must provide a return_url. If you do not want ' +
  'to accept redirect-based payment methods, set automatic_payment_methods[enabled] to ' +
  'true and automatic_payment_methods[allow_redirects] to never when creating Setup ' +
  'Intents and Payment Intents.';

export function paymentIntents(world: {
  methods: Map<string, StoredMethod>;
  captured: Captured[];
  events: StripeEvent[];
}) {
  const intents = new Map<string, Intent>();
  const { methods, captured, events } = world;

  const object = (pi: Intent) => ({
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    currency: pi.currency,
    client_secret: pi.clientSecret,
    customer: pi.customer,
    status: pi.status,
    next_action: pi.nextAction,
    payment_method: pi.paymentMethod,
    setup_future_usage: pi.setupFutureUsage,
    metadata: pi.idempotencyKeyMetadata ? { idempotency_key: pi.idempotencyKeyMetadata } : {},
    automatic_payment_methods: pi.automaticPaymentMethods
      ? { enabled: true, allow_redirects: pi.allowRedirects ?? 'always' }
      : null,
    last_payment_error: pi.lastError,
  });

  const announce = (type: string, pi: Intent) => {
    events.push({
      id: newId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      api_version: '2026-10-28.endive',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: object(pi) },
    });
  };

  const succeed = (pi: Intent, method: StoredMethod, offSession: boolean): Answer => {
    pi.status = 'succeeded';
    pi.nextAction = null;
    pi.lastError = null;
    if (pi.customer && pi.setupFutureUsage) method.customer = pi.customer;
    captured.push({
      id: pi.id,
      amount: pi.amount,
      offSession,
      paymentMethod: method.id,
      customer: pi.customer,
    });
    announce('payment_intent.succeeded', pi);
    return { status: 200, body: object(pi) };
  };

  /** A failed attempt: the intent waits for another card, and no longer holds this one. */
  const fail = (pi: Intent, method: StoredMethod, error: Record<string, unknown>) => {
    pi.status = 'requires_payment_method';
    pi.nextAction = null;
    pi.paymentMethod = null;
    pi.lastError = { ...error, payment_method: methodObject(method) };
    announce('payment_intent.payment_failed', pi);
  };

  const decline = (pi: Intent, method: StoredMethod, refusal: CardRefusal): Answer => {
    fail(pi, method, { type: 'card_error', ...refusal });
    return {
      status: 402,
      // As Stripe's card errors do, it names the refused card and the intent.
      body: {
        error: {
          type: 'card_error',
          ...refusal,
          payment_method: methodObject(method),
          payment_intent: object(pi),
        },
      },
    };
  };

  const confirm = (pi: Intent, body: URLSearchParams): Answer => {
    if (pi.status === 'succeeded') {
      return invalid(
        'You cannot confirm this PaymentIntent because it has a status of succeeded.',
        'payment_intent_unexpected_state',
      );
    }
    const returnUrl = body.get('return_url') ?? pi.returnUrl;
    if (pi.automaticPaymentMethods && pi.allowRedirects !== 'never' && !returnUrl) {
      return invalid(CONFIRM_NEEDS_RETURN_URL);
    }
    const methodId = body.get('payment_method') ?? pi.paymentMethod ?? '';
    const method = methods.get(methodId);
    if (!method) {
      return invalid(`No such PaymentMethod: '${methodId}'`, 'resource_missing', 'payment_method');
    }
    pi.paymentMethod = method.id;
    const offSession = body.get('off_session') === 'true';
    if (pi.customer && offSession && method.customer !== pi.customer) {
      return invalid(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer ' +
          'attachment, shared with a connected account without Customer attachment, or was ' +
          'detached from a Customer. It may not be used again.',
      );
    }
    if (method.number === CARD_PROCESSOR_DOWN) return serverError();
    const refusal = refusalOf(method.number, offSession);
    if (refusal) return decline(pi, method, refusal);
    if (method.number === ALWAYS_AUTHENTICATE) {
      pi.status = 'requires_action';
      pi.nextAction = threeDSecureAction(body);
      announce('payment_intent.requires_action', pi);
      return { status: 200, body: object(pi) };
    }
    return succeed(pi, method, offSession);
  };

  const create = (body: URLSearchParams): Answer => {
    const id = newId('pi');
    const pi: Intent = {
      id,
      clientSecret: clientSecretOf(id),
      amount: Number(body.get('amount')),
      currency: body.get('currency') ?? 'usd',
      customer: body.get('customer'),
      status: 'requires_payment_method',
      nextAction: null,
      // Current API versions enable automatic payment methods unless types are listed.
      automaticPaymentMethods: body.get('payment_method_types[0]') === null,
      allowRedirects: body.get('automatic_payment_methods[allow_redirects]'),
      returnUrl: body.get('return_url'),
      paymentMethod: body.get('payment_method'),
      setupFutureUsage: body.get('setup_future_usage'),
      idempotencyKeyMetadata: body.get('metadata[idempotency_key]'),
      lastError: null,
    };
    intents.set(pi.id, pi);
    announce('payment_intent.created', pi);
    return body.get('confirm') === 'true' ? confirm(pi, body) : { status: 200, body: object(pi) };
  };

  /** GET …/payment_intents/:id, with the PaymentMethod inline when `expand[]=payment_method`. */
  const retrieve = (pi: Intent, query: URLSearchParams): Answer => {
    const expand = [...query.entries()]
      .filter(([key]) => /^expand\[\d*\]$/.test(key))
      .map(([, value]) => value);
    const other = expand.find((field) => field !== 'payment_method');
    if (other) return invalid(`This property cannot be expanded (${other}).`);
    const method = expand.length > 0 ? methods.get(pi.paymentMethod ?? '') : undefined;
    return {
      status: 200,
      body: { ...object(pi), ...(method ? { payment_method: methodObject(method) } : {}) },
    };
  };

  /**
   * The page's 3-D Secure challenge (Stripe.js's handleNextAction), passed or failed by the
   * cardholder: passed, the payment succeeds (and its card is kept for the customer when asked);
   * failed or abandoned, it goes back to waiting for a card, with Stripe's error.
   */
  const authenticate = (id: string, passed: boolean): void => {
    const pi = intents.get(id);
    const method = methods.get(pi?.paymentMethod ?? '');
    if (!pi || pi.status !== 'requires_action' || !method) {
      throw new Error(`${id} is not waiting for 3-D Secure`);
    }
    if (passed) {
      succeed(pi, method, false);
      return;
    }
    fail(pi, method, {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: AUTHENTICATION_FAILED,
    });
  };

  return { intents, object, create, confirm, retrieve, authenticate };
}
