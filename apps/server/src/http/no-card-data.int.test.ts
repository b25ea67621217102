import crypto from 'node:crypto';
import { CARD_DATA_REFUSED } from '@zechus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDonor, type DonorClient } from '../modules/my-account/test-helpers.ts';
import type { SandboxGateway } from '../modules/payments/gateway/sandbox-gateway.ts';
import { rowCounts } from '../test/row-counts.ts';
import { signUpRequest } from '../test/sign-up-request.ts';
import { createTestApp, readOutbox, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';
import { sandboxPaymentMethod } from '../test/test-cards.ts';

/** Card numbers that pass Luhn, as a person might type them: test cards and real-looking ones. */
const CARD_NUMBERS = [
  '4242424242424242',
  '4000 0027 6000 3184',
  '5555-5555-5555-4444',
  '378282246310005',
  '4111 1111 1111 1111',
];
const LOOKS_LIKE_A_CARD = /looks like a card number/;

/** The card itself, as the old forms sent it beside (or in place of) the PaymentMethod. */
const CARD_FIELDS: Record<string, string | number>[] = [
  { card: '4242 4242 4242 4242', expire: '12/39', cvv: '123' },
  { card: '4242424242424242' },
  { cvv: '123' },
  { cvc: '123' },
  { expire: '12/39' },
  { exp_month: 12, exp_year: 2039 },
];

const signUp = signUpRequest();
const donation = {
  billing: {
    name: 'Yossi Klein',
    number: '07700 900123',
    email: 'yossi@example.org',
    amount: '180',
    paymentMethod: sandboxPaymentMethod(),
    postal_code: 'NW11 9AB',
  },
};
const newCard = { name: 'Chana Gold', paymentMethod: sandboxPaymentMethod('5555 5555 5555 4444') };

/** A paying route and where, in its body, a person's text goes. */
interface PayingRoute {
  name: string;
  body: Record<string, unknown>;
  /** Its text fields, each as a change of the body. */
  texts: Record<string, (text: string) => Record<string, unknown>>;
  /** Where the card's fields would have gone. */
  withCard: (fields: Record<string, unknown>) => Record<string, unknown>;
}

const ROUTES: PayingRoute[] = [
  {
    name: 'POST /api/sign-up',
    body: signUp,
    texts: {
      'contact.name': (text) => ({ ...signUp, contact: { ...signUp.contact, name: text } }),
      'contact.phone': (text) => ({ ...signUp, contact: { ...signUp.contact, phone: text } }),
      'contact.email': (text) => ({ ...signUp, contact: { ...signUp.contact, email: text } }),
      'episode.name (the Hebrew name)': (text) => ({
        ...signUp,
        episode: { ...signUp.episode, name: `משה בן ${text}` },
      }),
      'billing.name': (text) => ({ ...signUp, billing: { ...signUp.billing, name: text } }),
    },
    withCard: (fields) => ({ ...signUp, billing: { ...signUp.billing, ...fields } }),
  },
  {
    name: 'POST /api/general-donate',
    body: donation,
    texts: {
      'billing.name': (text) => ({ billing: { ...donation.billing, name: text } }),
      'billing.number (the phone)': (text) => ({ billing: { ...donation.billing, number: text } }),
      'billing.email': (text) => ({ billing: { ...donation.billing, email: text } }),
      'billing.postal_code': (text) => ({ billing: { ...donation.billing, postal_code: text } }),
    },
    withCard: (fields) => ({ billing: { ...donation.billing, ...fields } }),
  },
  {
    name: 'POST /api/my-page/dedications/:id/card',
    body: newCard,
    texts: { name: (text) => ({ ...newCard, name: text }) },
    withCard: (fields) => ({ ...newCard, ...fields }),
  },
];

describe.each(TEST_ENGINES)(
  'no request body our API accepts holds a card number, on %s',
  (engine) => {
    let t: TestApp;
    let chana: DonorClient;
    let dedicationId: number;
    beforeAll(async () => {
      t = await createTestApp(engine, { env: { PAYMENT_LIMIT_PER_IP: '1000' } });
      ({ client: chana, dedicationId } = await newDonor(t, 'chana@example.org'));
    }, 120_000);
    afterAll(() => t.close());

    const send = (route: PayingRoute, body: unknown): Promise<LightMyRequestResponse> => {
      const headers = { 'idempotency-key': crypto.randomUUID() };
      if (route.name.includes('/card')) return chana.changeCard(dedicationId, body);
      return t.browser.post(route.name.replace('POST ', ''), body, { headers });
    };

    /** Everything a request could leave behind: rows, charges, cards kept, e-mails. */
    const traces = async () => ({
      rows: await rowCounts(t.handle.db),
      charges: (t.gateway as SandboxGateway).charges.length,
      mails: readOutbox(t.outboxDir).length,
    });

    for (const route of ROUTES) {
      for (const fields of CARD_FIELDS) {
        it(`${route.name} with ${Object.keys(fields).join(', ')} is refused 400 and leaves everything as it was`, async () => {
          const before = await traces();
          const reply = await send(route, route.withCard(fields));
          expect(reply.statusCode).toBe(400);
          expect(reply.json()).toMatchObject({
            error: 'card_data_refused',
            message: CARD_DATA_REFUSED,
          });
          expect(await traces()).toEqual(before);
        });
      }

      Object.entries(route.texts).forEach(([field, change], i) => {
        const number = CARD_NUMBERS[i % CARD_NUMBERS.length] ?? '';
        it(`${route.name} with a card number (${number}) typed into ${field} is refused 400 and leaves everything as it was`, async () => {
          const before = await traces();
          const text = field.includes('email')
            ? `${number.replace(/\D/g, '')}@example.org`
            : number;
          const reply = await send(route, change(text));
          expect(reply.statusCode).toBe(400);
          expect(reply.json()).toMatchObject({ error: 'card_data_refused' });
          expect(reply.json().message).toMatch(LOOKS_LIKE_A_CARD);
          // The answer does not echo the number back either.
          expect(reply.body).not.toContain(number);
          expect(await traces()).toEqual(before);
        });
      });

      it(`${route.name} without card data goes through (the refusals were the card)`, async () => {
        const reply = await send(route, route.body);
        expect(reply.statusCode, reply.body).toBe(200);
      });
    }

    it('a card number anywhere in a body — a key, an array, another route — is refused the same way', async () => {
      const before = await traces();
      for (const [url, body] of [
        ['/api/sign-up', { ...signUp, extra: { '4242424242424242': true } }],
        ['/api/sign-up', { ...signUp, notes: ['Chana', 'card 4000 0027 6000 3184 please'] }],
        [
          '/contact',
          { name: 'Chana', email: 'c@example.org', message: 'My card: 4242424242424242' },
        ],
        ['/api/payments/confirm', { clientSecret: 'pi_1_secret_2', card: '4242424242424242' }],
      ] as const) {
        const reply = await t.browser.post(url, body, {
          headers: { 'idempotency-key': crypto.randomUUID() },
        });
        expect(reply.statusCode, url).toBe(400);
        expect(reply.json().error, url).toBe('card_data_refused');
      }
      expect(await traces()).toEqual(before);
    });
  },
);
