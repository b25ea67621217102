import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../modules/payments/gateway/sandbox-gateway.ts';
import { createStationToken } from '../modules/scan/station-tokens.ts';
import { scanWithToken } from '../test/live-test-app.ts';
import { rowCounts } from '../test/row-counts.ts';
import { signUpRequest } from '../test/sign-up-request.ts';
import { createTestApp, readOutbox, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';
import { sandboxPaymentMethod } from '../test/test-cards.ts';

const signUp = (email: string) => signUpRequest({ contact: { ...signUpRequest().contact, email } });

const donation = (email: string) => ({
  billing: {
    name: 'Yossi Klein',
    number: '07700 900123',
    email,
    amount: '180',
    paymentMethod: sandboxPaymentMethod(),
    type: 'visa',
    postal_code: 'NW11 9AB',
  },
});

const PAYING_ROUTES = [
  { url: '/api/sign-up', body: signUp },
  { url: '/api/general-donate', body: donation },
] as const;

describe.each(TEST_ENGINES)('CSRF on the paying routes on %s', (engine) => {
  let t: TestApp;
  let stationToken: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { PAYMENT_LIMIT_PER_IP: '1000' } });
    ({ token: stationToken } = await createStationToken(t.handle.db, 'Test hall'));
  });
  afterAll(() => t.close());

  /** Everything a paying request could leave behind. */
  const traces = async () => {
    const rows = async (
      table: 'donors' | 'enrollments' | 'payments' | 'donations' | 'idempotency_keys',
    ) => (await t.handle.db.selectFrom(table).selectAll().execute()).length;
    return {
      donors: await rows('donors'),
      enrollments: await rows('enrollments'),
      payments: await rows('payments'),
      donations: await rows('donations'),
      idempotencyKeys: await rows('idempotency_keys'),
      charges: (t.gateway as SandboxGateway).charges.length,
      mails: readOutbox(t.outboxDir).length,
    };
  };

  /** A browser that has the XSRF-TOKEN cookie but sends the request without the header. */
  const withoutHeader = async (url: string, payload: unknown, headers: InjectOptions['headers']) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'idempotency-key': crypto.randomUUID(),
        ...headers,
      },
      cookies: { 'XSRF-TOKEN': await t.browser.csrfToken() },
    });

  for (const route of PAYING_ROUTES) {
    it(`POST ${route.url} without the X-XSRF-TOKEN header is refused and charges and stores nothing`, async () => {
      const before = await traces();
      const reply = await withoutHeader(route.url, route.body('no-header@example.org'), {});
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error).toBe('csrf');
      expect(await traces()).toEqual(before);
    });

    it(`a Bearer header does not let POST ${route.url} skip the CSRF check, even a station’s`, async () => {
      const before = await traces();
      for (const bearer of [stationToken, 'anything-at-all']) {
        const reply = await withoutHeader(route.url, route.body('bearer@example.org'), {
          authorization: `Bearer ${bearer}`,
        });
        expect(reply.statusCode).toBe(403);
        expect(reply.json().error).toBe('csrf');
      }
      expect(await traces()).toEqual(before);
    });

    it(`the same POST ${route.url} with the page’s token goes through (the refusal was the token)`, async () => {
      const before = await traces();
      const reply = await t.browser.post(
        route.url,
        route.body(`ok-${route.url.length}@example.org`),
        {
          headers: { 'idempotency-key': crypto.randomUUID() },
        },
      );
      expect(reply.statusCode).toBe(200);
      expect((await traces()).charges).toBe(before.charges + 1);
    });
  }

  it('a scanner station still scans with its Bearer token and no CSRF token', async () => {
    const reply = await scanWithToken(t.app, 'NO-SUCH-CODE', stationToken);
    // Past the CSRF check and signed in: the station hears that the barcode is unknown.
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error).toBe('not_found');
  });

  it('a scan without a Bearer token (a staff browser) needs the CSRF token like any form', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { barcode: 'NO-SUCH-CODE' },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error).toBe('csrf');
  });
});

describe.each(TEST_ENGINES)('CSRF refuses a token the server did not mint, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { PAYMENT_LIMIT_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  /** POSTs that would each store something (or sign someone in) were the check passed. */
  const POSTS = [
    { url: '/contact', body: { name: 'Rivka Adler', email: 'rivka@example.org', message: 'Hi' } },
    { url: '/api/login', body: { email: 'nobody@example.org', id: '123456' } },
    { url: '/api/office/login', body: { email: 'nobody@example.org', password: 'x'.repeat(20) } },
    { url: '/api/sign-up', body: signUp('forged@example.org') },
    { url: '/api/general-donate', body: donation('forged@example.org') },
  ];

  // Cookie and header equal in each: the double submit matches, only the shape is wrong.
  const MALFORMED: [string, string][] = [
    ['an empty token', ''],
    ['a one-character token', 'x'],
    ['a token one character short', 'a'.repeat(42)],
    ['a token one character long', 'a'.repeat(44)],
    ['a token with a character base64url does not use', `${'a'.repeat(42)}/`],
  ];

  for (const [label, token] of MALFORMED) {
    it(`${label} in both cookie and header is refused on every POST and leaves nothing behind`, async () => {
      const before = await rowCounts(t.handle.db);
      const charges = (t.gateway as SandboxGateway).charges.length;
      for (const post of POSTS) {
        const reply = await t.app.inject({
          method: 'POST',
          url: post.url,
          payload: post.body,
          headers: { 'x-xsrf-token': token, 'idempotency-key': crypto.randomUUID() },
          cookies: { 'XSRF-TOKEN': token },
        });
        expect(reply.statusCode, post.url).toBe(403);
        expect(reply.json()).toEqual({
          error: 'csrf',
          message:
            'This request is missing its security token. Please reload the page and try again.',
        });
        expect(reply.cookies.find((c) => c.name === 'zechus_session')).toBeUndefined();
      }
      expect(await rowCounts(t.handle.db)).toEqual(before);
      expect((t.gateway as SandboxGateway).charges).toHaveLength(charges);
    });
  }

  it('a page loaded with a malformed XSRF-TOKEN cookie is given a fresh token of the right shape', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
      cookies: { 'XSRF-TOKEN': '' },
    });
    const fresh = page.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: POSTS[0]?.body,
      headers: { 'x-xsrf-token': fresh },
      cookies: { 'XSRF-TOKEN': fresh ?? '' },
    });
    expect(reply.statusCode).toBe(200);
  });
});
