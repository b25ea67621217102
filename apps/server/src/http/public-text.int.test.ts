import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../modules/payments/gateway/sandbox-gateway.ts';
import { rowCounts } from '../test/row-counts.ts';
import { signUpRequest } from '../test/sign-up-request.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';
import { sandboxPaymentMethod } from '../test/test-cards.ts';

const NUL = '\u0000';

/** `value` with a NUL in the middle, where trimming cannot take it away. */
const withNul = (value: string) => `${value.slice(0, 3)}${NUL}${value.slice(3)}`;

const signUp = signUpRequest();
const donation = {
  billing: {
    name: 'Yossi Klein',
    number: '07700 900123',
    email: 'yossi@example.org',
    amount: '180',
    paymentMethod: sandboxPaymentMethod(),
    type: 'visa',
    postal_code: 'NW11 9AB',
  },
};

/** A request body with one text field changed: `path` is where the 400 names it. */
interface Case {
  url: string;
  path: string;
  body: unknown;
  /** What the answer says is wrong with the field. */
  problem: string;
}

const CONTROL = 'cannot contain invisible control characters';
const NOT_AN_EMAIL = 'must be a valid e-mail address';

const CASES: Case[] = [
  {
    url: '/api/sign-up',
    path: 'episode.name',
    body: { ...signUp, episode: { ...signUp.episode, name: withNul(signUp.episode.name) } },
    problem: `Name to learn ${CONTROL}`,
  },
  ...(['name', 'phone', 'email'] as const).map((field) => ({
    url: '/api/sign-up',
    path: `contact.${field}`,
    body: { ...signUp, contact: { ...signUp.contact, [field]: withNul(signUp.contact[field]) } },
    problem: {
      name: `Your name ${CONTROL}`,
      phone: `Contact number ${CONTROL}`,
      email: `Email ${NOT_AN_EMAIL}`,
    }[field],
  })),
  ...(['name', 'type'] as const).map((field) => ({
    url: '/api/sign-up',
    path: `billing.${field}`,
    body: { ...signUp, billing: { ...signUp.billing, [field]: withNul('Chana Gold') } },
    problem: { name: `Name on card ${CONTROL}`, type: `type ${CONTROL}` }[field],
  })),
  ...(['name', 'number', 'email', 'postal_code', 'type'] as const).map((field) => ({
    url: '/api/general-donate',
    path: `billing.${field}`,
    body: { billing: { ...donation.billing, [field]: withNul(donation.billing[field]) } },
    problem: {
      name: `Name on card ${CONTROL}`,
      number: `Phone number ${CONTROL}`,
      email: `Email ${NOT_AN_EMAIL}`,
      postal_code: `Postal code ${CONTROL}`,
      type: `type ${CONTROL}`,
    }[field],
  })),
  {
    url: '/api/login',
    path: 'email',
    body: { email: withNul('demo@example.org'), id: '100001' },
    problem: `Email Address ${NOT_AN_EMAIL}`,
  },
  {
    url: '/api/office/login',
    path: 'email',
    body: { email: withNul('staff@example.org'), password: 'demo-staff-password' },
    problem: `Email ${NOT_AN_EMAIL}`,
  },
];

describe.each(TEST_ENGINES)('control characters in the public forms on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: { PAYMENT_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000' },
    });
  });
  afterAll(() => t.close());

  for (const { url, path, body, problem } of CASES) {
    it(`a NUL in ${path} of POST ${url} is a 400 naming the field; nothing is charged or stored`, async () => {
      const before = await rowCounts(t.handle.db);
      const charges = (t.gateway as SandboxGateway).charges.length;
      const reply = await t.browser.post(url, body, {
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toBe('bad_request');
      expect(reply.json().message).toContain(`${path}: ${problem}`);
      expect(await rowCounts(t.handle.db)).toEqual(before);
      expect((t.gateway as SandboxGateway).charges).toHaveLength(charges);
    });
  }

  it('the same sign-up and donation without the NUL go through (the refusal was the character)', async () => {
    for (const [url, body] of [
      ['/api/sign-up', signUp],
      ['/api/general-donate', donation],
    ] as const) {
      const reply = await t.browser.post(url, body, {
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(reply.statusCode, url).toBe(200);
    }
  });
});
