import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardDigits, cardNumberProblem, detectCardBrand } from '@zechus/shared';
import { paymentIntents, type Captured, type StripeEvent } from './stripe-stand-in-intents.ts';
import { refundsAndDisputes, stripeEvent, type StandInMoney } from './stripe-stand-in-money.ts';
import {
  ALWAYS_AUTHENTICATE,
  CARD_PROCESSOR_DOWN,
  clientSecretOf,
  invalid,
  methodObject,
  newId,
  notFound,
  refusalOf,
  serverError,
  threeDSecureAction,
  type Answer,
  type StoredMethod,
} from './stripe-stand-in-objects.ts';

export type { StripeEvent } from './stripe-stand-in-intents.ts';

/**
 * A local stand-in for the parts of Stripe's HTTP API our adapter calls (the one remote API the
 * tests may not reach): payment methods (made with the publishable key, as Stripe.js does in the
 * page, and read with the secret key), customers, payment intents (create, confirm, retrieve)
 * and setup intents, with Stripe's test-card behaviours and the rules our adapter must follow:
 * - idempotency as Stripe keeps it: the first answer under a key — 5xx included — is stored
 *   and replayed (marked Idempotent-Replayed), and a key reused with other parameters is an
 *   idempotency_error;
 * - a PaymentIntent with automatic payment methods (the default of current API versions) is
 *   confirmed only with a return_url or with automatic_payment_methods[allow_redirects]=never;
 * - a PaymentIntent succeeds at most once: confirming it again is payment_intent_unexpected_state;
 * - a card whose bank asks for 3-D Secure (4000 0027 6000 3184) leaves the intent
 *   `requires_action` until the page's challenge (`authenticate`), and is declined off-session;
 * - refunds (create, retrieve, list by payment_intent) return at most what was charged, and may
 *   be made in the dashboard, stay pending, or fail later; disputes are opened and closed by the
 *   bank (./stripe-stand-in-money.ts);
 * - a card is kept for a customer by a SetupIntent (confirmed at once) or by a PaymentIntent
 *   with setup_future_usage; a customer's off-session charge takes only a card attached to it.
 * Faults can be injected: a 500 from Stripe, or a charge made whose answer never arrives. The
 * events Stripe would send a webhook endpoint are kept, for the tests to sign and deliver.
 */
export interface StripeStandIn extends StandInMoney {
  port: number;
  /** Every request that reached the stand-in (not replays), in order. */
  requests: { path: string; idempotencyKey: string | undefined; body: URLSearchParams }[];
  /** Payment intents that succeeded: money that moved, and the card (PaymentMethod) it came from. */
  captured: Captured[];
  /** SetupIntents that succeeded: cards kept for a customer, with their last four. */
  setUp: { id: string; customer: string; paymentMethod: string; last4: string }[];
  /** Every event Stripe would have sent a webhook endpoint, oldest first. */
  events: StripeEvent[];
  /**
   * The cardholder's answer to the 3-D Secure challenge of an intent in `requires_action`, as the
   * page's Stripe.js (handleNextAction) and the bank play it.
   */
  authenticate(intentId: string, passed: boolean): void;
  /**
   * The next `times` requests to a matching path (and method, when given) are answered 500 (and
   * stored as Stripe does).
   */
  failNext(path: RegExp, times?: number, method?: 'GET' | 'POST'): void;
  /** The next `times` requests to a matching path are carried out, then the connection is cut. */
  dropAnswers(path: RegExp, times?: number, method?: 'GET' | 'POST'): void;
  close(): Promise<void>;
}

const BRANDS: Record<string, string> = { amex: 'amex', dinersclub: 'diners' };

/** The one call a publishable key may make here: Stripe.js making a PaymentMethod in the page. */
const PUBLISHABLE_CALL = 'POST /v1/payment_methods';

/** Who may call: the secret key anywhere, the publishable key only where Stripe.js may. */
function keyRefusal(authorization: string | undefined, call: string): Answer | undefined {
  if (authorization?.startsWith('Bearer sk_test_')) return undefined;
  if (authorization?.startsWith('Bearer pk_test_') && call === PUBLISHABLE_CALL) return undefined;
  const message = authorization?.startsWith('Bearer pk_')
    ? 'This API call cannot be made with a publishable API key. Please use a secret API key.'
    : 'Invalid API Key provided';
  return { ...invalid(message), status: 401 };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const methods = new Map<string, StoredMethod>();
  const customers = new Set<string>();
  const setUp: StripeStandIn['setUp'] = [];
  const stored = new Map<string, { fingerprint: string; answer: Answer }>();
  const requests: StripeStandIn['requests'] = [];
  const captured: StripeStandIn['captured'] = [];
  const events: StripeEvent[] = [];
  const faults: { path: RegExp; times: number; kind: 'fail' | 'drop'; method?: string }[] = [];
  const paying = paymentIntents({ methods, captured, events });
  const { intents } = paying;
  const afterPayment = refundsAndDisputes({ intents, events });

  /**
   * POST /v1/setup_intents with confirm=true: the bank checks the card, which is then kept; a
   * card that always asks for 3-D Secure leaves the SetupIntent waiting for the cardholder.
   */
  const setupIntent = (body: URLSearchParams): Answer => {
    const customer = body.get('customer') ?? '';
    if (!customers.has(customer)) {
      return invalid(`No such customer: '${customer}'`, 'resource_missing', 'customer');
    }
    const methodId = body.get('payment_method') ?? '';
    const method = methods.get(methodId);
    if (!method) {
      return invalid(`No such PaymentMethod: '${methodId}'`, 'resource_missing', 'payment_method');
    }
    if (body.get('confirm') !== 'true') return invalid('The stand-in only confirms at once');
    if (
      body.get('automatic_payment_methods[enabled]') !== 'false' &&
      body.get('payment_method_types[0]') === null &&
      body.get('automatic_payment_methods[allow_redirects]') !== 'never' &&
      !body.get('return_url')
    ) {
      return invalid(
        'This SetupIntent is configured to accept payment methods enabled in your Dashboard, ' +
          'because automatic_payment_methods is enabled. You must provide a return_url, or set ' +
          'automatic_payment_methods[allow_redirects] to never.',
      );
    }
    const setiId = newId('seti');
    const seti = {
      id: setiId,
      object: 'setup_intent',
      client_secret: clientSecretOf(setiId),
      customer,
      payment_method: methodId,
      usage: body.get('usage') ?? 'off_session',
      metadata: { idempotency_key: body.get('metadata[idempotency_key]') },
      next_action: null as unknown,
    };
    if (method.number === CARD_PROCESSOR_DOWN) return serverError();
    const refusal = refusalOf(method.number, false);
    if (refusal) {
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            ...refusal,
            setup_intent: { ...seti, status: 'requires_payment_method', last_setup_error: refusal },
          },
        },
      };
    }
    if (method.number === ALWAYS_AUTHENTICATE) {
      const nextAction = threeDSecureAction(body);
      return {
        status: 200,
        body: {
          ...seti,
          status: 'requires_action',
          next_action: nextAction,
          last_setup_error: null,
        },
      };
    }
    method.customer = customer;
    setUp.push({ id: seti.id, customer, paymentMethod: methodId, last4: method.number.slice(-4) });
    const kept = { ...seti, status: 'succeeded', last_setup_error: null };
    events.push(stripeEvent('setup_intent.succeeded', kept));
    return { status: 200, body: kept };
  };

  /** POST /v1/payment_methods: the card typed into Stripe's fields, made a PaymentMethod. */
  const createMethod = (body: URLSearchParams): Answer => {
    const number = cardDigits(body.get('card[number]') ?? '');
    if (cardNumberProblem(number)) {
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'incorrect_number',
            message: 'Your card number is incorrect.',
          },
        },
      };
    }
    const brand = detectCardBrand(number)?.brand ?? 'unknown';
    const method: StoredMethod = {
      id: newId('pm'),
      number,
      brand: BRANDS[brand] ?? brand,
      expMonth: Number(body.get('card[exp_month]')),
      expYear: Number(body.get('card[exp_year]')),
      name: body.get('billing_details[name]'),
      customer: null,
    };
    methods.set(method.id, method);
    return { status: 200, body: methodObject(method) };
  };

  const handle = (method: string, path: string, body: URLSearchParams): Answer => {
    const money = afterPayment.handle(method, path, body);
    if (money) return money;
    if (method === 'POST' && path === '/v1/payment_methods') return createMethod(body);
    const methodPath = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && methodPath) {
      const found = methods.get(methodPath[1] ?? '');
      if (!found) return notFound('PaymentMethod', methodPath[1] ?? '', 'payment_method');
      return { status: 200, body: methodObject(found) };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = newId('cus');
      customers.add(customer);
      return { status: 200, body: { id: customer, object: 'customer' } };
    }
    if (method === 'POST' && path === '/v1/setup_intents') return setupIntent(body);
    if (method === 'POST' && path === '/v1/payment_intents') return paying.create(body);
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      // Only the query our adapter makes: metadata['idempotency_key']:'KEY'.
      const wanted = /^metadata\['idempotency_key'\]:'([^']*)'$/.exec(body.get('query') ?? '');
      if (!wanted) return invalid('Unsupported search query');
      const data = [...intents.values()]
        .filter((intent) => intent.idempotencyKeyMetadata === wanted[1])
        .map(paying.object);
      return {
        status: 200,
        body: { object: 'search_result', data, has_more: false, next_page: null },
      };
    }
    const intentPath = /^\/v1\/payment_intents\/(pi_\w+)(\/confirm)?$/.exec(path);
    const pi = intentPath ? intents.get(intentPath[1] ?? '') : undefined;
    if (intentPath && !pi) return notFound('payment_intent', intentPath[1] ?? '', 'intent');
    if (pi && method === 'POST' && intentPath?.[2]) return paying.confirm(pi, body);
    if (pi && method === 'GET' && !intentPath?.[2]) return paying.retrieve(pi, body);
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
      },
    };
  };

  const takeFault = (method: string, path: string, kind: 'fail' | 'drop'): boolean => {
    const fault = faults.find(
      (f) =>
        f.kind === kind &&
        f.times > 0 &&
        f.path.test(path) &&
        (f.method === undefined || f.method === method),
    );
    if (fault) fault.times--;
    return fault !== undefined;
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const method = req.method ?? 'GET';
      const key = req.headers['idempotency-key'] as string | undefined;
      const fingerprint = `${method} ${path} ${raw}`;
      const drop = takeFault(method, path, 'drop');
      const earlier = key ? stored.get(key) : undefined;
      let answer: Answer;
      let replayed = false;
      const refusal = keyRefusal(req.headers.authorization, `${method} ${path}`);
      if (refusal) {
        // Refused before any endpoint ran: nothing is stored under the key.
        answer = refusal;
      } else if (earlier && earlier.fingerprint !== fingerprint) {
        answer = {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          },
        };
      } else if (earlier) {
        answer = earlier.answer;
        replayed = true;
      } else {
        const body = new URLSearchParams(method === 'GET' ? (req.url ?? '').split('?')[1] : raw);
        requests.push({ path, idempotencyKey: key, body });
        answer = takeFault(method, path, 'fail') ? serverError() : handle(method, path, body);
        if (key && method === 'POST') stored.set(key, { fingerprint, answer });
      }
      if (drop) {
        res.destroy();
        return;
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        // Stripe tells its SDKs not to retry a 500: the same key would only replay it.
        ...(answer.status >= 500 ? { 'stripe-should-retry': 'false' } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true', 'original-request': newId('req') } : {}),
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    captured,
    setUp,
    events,
    ...afterPayment.money,
    authenticate: paying.authenticate,
    failNext: (path, times = 1, method) =>
      faults.push({ path, times, kind: 'fail', ...(method ? { method } : {}) }),
    dropAnswers: (path, times = 1, method) =>
      faults.push({ path, times, kind: 'drop', ...(method ? { method } : {}) }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
