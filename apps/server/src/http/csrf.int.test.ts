import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../payments/sandbox-gateway.ts';
import { createStationToken } from '../modules/scan/station-tokens.ts';
import { scanWithToken } from '../test/live-test-app.ts';
import { signUpRequest } from '../test/sign-up-request.ts';
import { createTestApp, readOutbox, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';

const signUp = (email: string) => signUpRequest({ contact: { ...signUpRequest().contact, email } });

const donation = (email: string) => ({
  billing: {
    name: 'Yossi Klein',
    number: '07700 900123',
    email,
    amount: '180',
    card: '4242 4242 4242 4242',
    expire: '01/39',
    cvv: '321',
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
