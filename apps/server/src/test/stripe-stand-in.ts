import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardDigits, cardNumberProblem, detectCardBrand } from '@zechus/shared';

/**
 * A local stand-in for the parts of Stripe's HTTP API our adapter calls (the one remote API the
 * tests may not reach): payment methods, customers and payment intents (create, confirm,
 * retrieve), with Stripe's test-card behaviours and the rules our adapter must follow:
 * - idempotency as Stripe keeps it: the first answer under a key — 5xx included — is stored
 *   and replayed (marked Idempotent-Replayed), and a key reused with other parameters is an
 *   idempotency_error;
 * - a PaymentIntent with automatic payment methods (the default of current API versions) is
 *   confirmed only with a return_url or with automatic_payment_methods[allow_redirects]=never;
 * - a PaymentIntent succeeds at most once: confirming it again is payment_intent_unexpected_state;
 * - refunds (create, list by payment_intent) return at most what was charged;
 * - a card is kept for a customer by a SetupIntent (confirmed at once) or by a PaymentIntent
 *   with setup_future_usage; a customer's off-session charge takes only a card attached to it.
 * Faults can be injected: a 500 from Stripe, or a charge made whose answer never arrives.
 */
export interface StripeStandIn {
  port: number;
  /** Every request that reached the stand-in (not replays), in order. */
  requests: { path: string; idempotencyKey: string | undefined; body: URLSearchParams }[];
  /** Payment intents that succeeded: money that moved, and the card (PaymentMethod) it came from. */
  captured: {
    id: string;
    amount: number;
    offSession: boolean;
    paymentMethod: string;
    customer: string | null;
  }[];
  /** SetupIntents that succeeded: cards kept for a customer, with their last four. */
  setUp: { id: string; customer: string; paymentMethod: string; last4: string }[];
  /** Refunds made: money that went back. */
  refunded: { id: string; paymentIntent: string; amount: number }[];
  /**
   * The next `times` requests to a matching path (and method, when given) are answered 500 (and
   * stored as Stripe does).
   */
  failNext(path: RegExp, times?: number, method?: 'GET' | 'POST'): void;
  /** The next `times` requests to a matching path are carried out, then the connection is cut. */
  dropAnswers(path: RegExp, times?: number, method?: 'GET' | 'POST'): void;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

interface Intent {
  id: string;
  amount: number;
  currency: string;
  customer: string | null;
  status: 'requires_payment_method' | 'succeeded';
  automaticPaymentMethods: boolean;
  allowRedirects: string | null;
  returnUrl: string | null;
  paymentMethod: string | null;
  /** setup_future_usage: the card is attached to the customer once the payment succeeds. */
  setupFutureUsage: string | null;
  /** Our idempotency key, kept in the intent's metadata (what findCharge searches by). */
  idempotencyKeyMetadata: string | null;
  lastError: { code: string; message: string; decline_code?: string } | null;
}

const BRANDS: Record<string, string> = { amex: 'amex', dinersclub: 'diners' };
const CARD_PROCESSOR_DOWN = '4000000000000119';

const invalid = (message: string, code?: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
});
const serverError = (): Answer => ({
  status: 500,
  body: { error: { type: 'api_error', message: 'An error occurred with our API.' } },
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const methods = new Map<string, { number: string; customer: string | null }>();
  const customers = new Set<string>();
  const setUp: StripeStandIn['setUp'] = [];
  const intents = new Map<string, Intent>();
  const stored = new Map<string, { fingerprint: string; answer: Answer }>();
  const requests: StripeStandIn['requests'] = [];
  const captured: StripeStandIn['captured'] = [];
  const refunded: StripeStandIn['refunded'] = [];
  const refundMetadata = new Map<string, string | null>();
  const faults: { path: RegExp; times: number; kind: 'fail' | 'drop'; method?: string }[] = [];
  const id = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;

  const intentObject = (pi: Intent) => ({
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    currency: pi.currency,
    customer: pi.customer,
    status: pi.status,
    payment_method: pi.paymentMethod,
    metadata: pi.idempotencyKeyMetadata ? { idempotency_key: pi.idempotencyKeyMetadata } : {},
    automatic_payment_methods: pi.automaticPaymentMethods
      ? { enabled: true, allow_redirects: pi.allowRedirects ?? 'always' }
      : null,
    last_payment_error: pi.lastError,
  });

  const refundObject = (r: StripeStandIn['refunded'][number]) => {
    const key = refundMetadata.get(r.id);
    return {
      id: r.id,
      object: 'refund',
      amount: r.amount,
      currency: 'usd',
      payment_intent: r.paymentIntent,
      status: 'succeeded',
      metadata: key ? { idempotency_key: key } : {},
    };
  };

  const decline = (pi: Intent, code: string, message: string, declineCode?: string): Answer => {
    pi.status = 'requires_payment_method';
    pi.lastError = { code, message, ...(declineCode ? { decline_code: declineCode } : {}) };
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code,
          message,
          ...(declineCode ? { decline_code: declineCode } : {}),
          payment_intent: intentObject(pi),
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
      return invalid(
        'This PaymentIntent is configured to accept payment methods enabled in your Dashboard, ' +
          'because automatic_payment_methods is enabled. Some of these payment methods require a ' +
          'full page redirect to succeed, so you must provide a return_url. If you do not want ' +
          'to accept redirect-based payment methods, set automatic_payment_methods[enabled] to ' +
          'true and automatic_payment_methods[allow_redirects] to never when creating Setup ' +
          'Intents and Payment Intents.',
      );
    }
    const methodId = body.get('payment_method') ?? pi.paymentMethod;
    const method = methods.get(methodId ?? '');
    if (!method) return invalid(`No such PaymentMethod: '${methodId ?? ''}'`, 'resource_missing');
    pi.paymentMethod = methodId;
    const offSession = body.get('off_session') === 'true';
    if (pi.customer && offSession && method.customer !== pi.customer) {
      return invalid(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer ' +
          'attachment, shared with a connected account without Customer attachment, or was ' +
          'detached from a Customer. It may not be used again.',
      );
    }
    if (method.number === CARD_PROCESSOR_DOWN) return serverError();
    if (method.number === '4000000000000002') {
      return decline(pi, 'card_declined', 'Your card was declined.', 'generic_decline');
    }
    if (method.number === '4000000000009995') {
      return decline(
        pi,
        'card_declined',
        'Your card has insufficient funds.',
        'insufficient_funds',
      );
    }
    if (method.number === '4000000000000341' && offSession) {
      return decline(pi, 'card_declined', 'Your card was declined.', 'generic_decline');
    }
    pi.status = 'succeeded';
    pi.lastError = null;
    if (pi.customer && pi.setupFutureUsage) method.customer = pi.customer;
    captured.push({
      id: pi.id,
      amount: pi.amount,
      offSession,
      paymentMethod: methodId ?? '',
      customer: pi.customer,
    });
    return { status: 200, body: intentObject(pi) };
  };

  /** POST /v1/setup_intents with confirm=true: the bank checks the card, which is then kept. */
  const setupIntent = (body: URLSearchParams): Answer => {
    const customer = body.get('customer') ?? '';
    if (!customers.has(customer))
      return invalid(`No such customer: '${customer}'`, 'resource_missing');
    const methodId = body.get('payment_method') ?? '';
    const method = methods.get(methodId);
    if (!method) return invalid(`No such PaymentMethod: '${methodId}'`, 'resource_missing');
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
    const seti = {
      id: id('seti'),
      object: 'setup_intent',
      customer,
      payment_method: methodId,
      usage: body.get('usage') ?? 'off_session',
      metadata: { idempotency_key: body.get('metadata[idempotency_key]') },
    };
    if (method.number === CARD_PROCESSOR_DOWN) return serverError();
    const refusal =
      method.number === '4000000000000002'
        ? {
            code: 'card_declined',
            message: 'Your card was declined.',
            decline_code: 'generic_decline',
          }
        : method.number === '4000000000009995'
          ? {
              code: 'card_declined',
              message: 'Your card has insufficient funds.',
              decline_code: 'insufficient_funds',
            }
          : null;
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
    method.customer = customer;
    setUp.push({ id: seti.id, customer, paymentMethod: methodId, last4: method.number.slice(-4) });
    return { status: 200, body: { ...seti, status: 'succeeded', last_setup_error: null } };
  };

  const handle = (method: string, path: string, body: URLSearchParams): Answer => {
    if (method === 'POST' && path === '/v1/payment_methods') {
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
      const pm = id('pm');
      methods.set(pm, { number, customer: null });
      const brand = detectCardBrand(number)?.brand ?? 'unknown';
      return {
        status: 200,
        body: {
          id: pm,
          object: 'payment_method',
          type: 'card',
          card: {
            brand: BRANDS[brand] ?? brand,
            last4: number.slice(-4),
            exp_month: Number(body.get('card[exp_month]')),
            exp_year: Number(body.get('card[exp_year]')),
          },
        },
      };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = id('cus');
      customers.add(customer);
      return { status: 200, body: { id: customer, object: 'customer' } };
    }
    if (method === 'POST' && path === '/v1/setup_intents') return setupIntent(body);
    if (method === 'POST' && path === '/v1/payment_intents') {
      const types = body.get('payment_method_types[0]');
      const pi: Intent = {
        id: id('pi'),
        amount: Number(body.get('amount')),
        currency: body.get('currency') ?? 'usd',
        customer: body.get('customer'),
        status: 'requires_payment_method',
        // Current API versions enable automatic payment methods unless types are listed.
        automaticPaymentMethods: types === null,
        allowRedirects: body.get('automatic_payment_methods[allow_redirects]'),
        returnUrl: body.get('return_url'),
        paymentMethod: body.get('payment_method'),
        setupFutureUsage: body.get('setup_future_usage'),
        idempotencyKeyMetadata: body.get('metadata[idempotency_key]'),
        lastError: null,
      };
      intents.set(pi.id, pi);
      return body.get('confirm') === 'true'
        ? confirm(pi, body)
        : { status: 200, body: intentObject(pi) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(body.get('payment_intent') ?? '');
      if (!intent) return invalid(`No such payment_intent: '${body.get('payment_intent') ?? ''}'`);
      if (intent.status !== 'succeeded') {
        return invalid('This PaymentIntent does not have a successful charge to refund.');
      }
      const already = refunded
        .filter((r) => r.paymentIntent === intent.id)
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = Number(body.get('amount') ?? intent.amount - already);
      if (amount + already > intent.amount) {
        return invalid(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - already) / 100).toFixed(2)})`,
          'amount_too_large',
        );
      }
      const refund = { id: id('re'), paymentIntent: intent.id, amount };
      refunded.push(refund);
      refundMetadata.set(refund.id, body.get('metadata[idempotency_key]'));
      return { status: 200, body: refundObject(refund) };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = refunded
        .filter((r) => r.paymentIntent === body.get('payment_intent'))
        .map(refundObject);
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      // Only the query our adapter makes: metadata['idempotency_key']:'KEY'.
      const wanted = /^metadata\['idempotency_key'\]:'([^']*)'$/.exec(body.get('query') ?? '');
      if (!wanted) return invalid('Unsupported search query');
      const data = [...intents.values()]
        .filter((intent) => intent.idempotencyKeyMetadata === wanted[1])
        .map(intentObject);
      return {
        status: 200,
        body: { object: 'search_result', data, has_more: false, next_page: null },
      };
    }
    const intentPath = /^\/v1\/payment_intents\/(pi_\w+)(\/confirm)?$/.exec(path);
    const pi = intentPath ? intents.get(intentPath[1] ?? '') : undefined;
    if (intentPath && !pi) return invalid(`No such payment_intent: '${intentPath[1] ?? ''}'`);
    if (pi && method === 'POST' && intentPath?.[2]) return confirm(pi, body);
    if (pi && method === 'GET' && !intentPath?.[2]) return { status: 200, body: intentObject(pi) };
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
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        // Refused before any endpoint ran: nothing is stored under the key.
        answer = invalid('Invalid API Key provided');
        answer.status = 401;
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
        'request-id': id('req'),
        // Stripe tells its SDKs not to retry a 500: the same key would only replay it.
        ...(answer.status >= 500 ? { 'stripe-should-retry': 'false' } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true', 'original-request': id('req') } : {}),
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
    refunded,
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
