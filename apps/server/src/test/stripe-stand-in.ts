import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardDigits, cardNumberProblem, detectCardBrand } from '@zechus/shared';

/**
 * A local stand-in for the parts of Stripe's HTTP API our adapter calls (the one remote API the
 * tests may not reach): payment methods, customers and payment intents, with Stripe's test-card
 * behaviours and its idempotency (a repeated Idempotency-Key replays the first answer).
 */
export interface StripeStandIn {
  port: number;
  /** Every request that reached the stand-in (not replays), in order. */
  requests: { path: string; idempotencyKey: string | undefined; body: URLSearchParams }[];
  /** Payment intents that succeeded. */
  captured: { id: string; amount: number; offSession: boolean }[];
  close(): Promise<void>;
}

const BRANDS: Record<string, string> = { amex: 'amex', dinersclub: 'diners' };
const card402 = (code: string, message: string, decline_code?: string) => ({
  status: 402,
  body: { error: { type: 'card_error', code, message, ...(decline_code ? { decline_code } : {}) } },
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const methods = new Map<string, { number: string }>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const requests: StripeStandIn['requests'] = [];
  const captured: StripeStandIn['captured'] = [];
  const id = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;

  const handle = (path: string, body: URLSearchParams): { status: number; body: unknown } => {
    if (path === '/v1/payment_methods') {
      const number = cardDigits(body.get('card[number]') ?? '');
      if (cardNumberProblem(number))
        return card402('incorrect_number', 'Your card number is incorrect.');
      const pm = id('pm');
      methods.set(pm, { number });
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
    if (path === '/v1/customers')
      return { status: 200, body: { id: id('cus'), object: 'customer' } };
    if (path === '/v1/payment_intents') {
      const method = methods.get(body.get('payment_method') ?? '');
      if (!method)
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } },
        };
      const offSession = body.get('off_session') === 'true';
      if (method.number === '4000000000000119') {
        return {
          status: 500,
          body: {
            error: { type: 'api_error', message: 'An error occurred while processing your card.' },
          },
        };
      }
      if (method.number === '4000000000000002')
        return card402('card_declined', 'Your card was declined.', 'generic_decline');
      if (method.number === '4000000000009995') {
        return card402('card_declined', 'Your card has insufficient funds.', 'insufficient_funds');
      }
      if (method.number === '4000000000000341' && offSession) {
        return card402('card_declined', 'Your card was declined.', 'generic_decline');
      }
      const pi = { id: id('pi'), amount: Number(body.get('amount')), offSession };
      captured.push(pi);
      return {
        status: 200,
        body: { id: pi.id, object: 'payment_intent', status: 'succeeded', amount: pi.amount },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
      },
    };
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const key = req.headers['idempotency-key'] as string | undefined;
      let answer = key ? replays.get(key) : undefined;
      if (!answer) {
        if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
          answer = {
            status: 401,
            body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } },
          };
        } else {
          const body = new URLSearchParams(raw);
          requests.push({ path, idempotencyKey: key, body });
          answer = handle(path, body);
          if (key && answer.status < 500) replays.set(key, answer);
        }
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    captured,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
