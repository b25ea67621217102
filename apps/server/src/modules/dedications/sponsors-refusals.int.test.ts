import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { rowCounts } from '../../test/row-counts.ts';

const TODAY = '2026-11-22';

/** Every route of the dedications and donors areas, with a body that would otherwise be good. */
const ROUTES: { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/api/office/dedications' },
  { method: 'GET', url: '/api/office/dedications/1' },
  { method: 'PATCH', url: '/api/office/dedications/1', body: { name: 'משה בן שרה' } },
  { method: 'POST', url: '/api/office/dedications/2/dates/40/move', body: { day: '2026-12-30' } },
  { method: 'POST', url: '/api/office/dedications/3/stop-renewal', body: {} },
  { method: 'POST', url: '/api/office/dedications/1/cancel', body: { refund: 'full' } },
  { method: 'GET', url: '/api/office/donors' },
  { method: 'GET', url: '/api/office/donors/1' },
  {
    method: 'PATCH',
    url: '/api/office/donors/1',
    body: { name: 'Dovid Cohen', email: 'dovid@example.org', phone: '' },
  },
  { method: 'POST', url: '/api/office/donors/1/resend-id', body: {} },
  { method: 'POST', url: '/api/office/donors/1/merge', body: { mergeId: 1 } },
  {
    method: 'POST',
    url: '/api/office/donors/1/notes',
    body: { kind: 'call', day: TODAY, text: 'Called to say thank you.' },
  },
];

describe.each(TEST_ENGINES)('the dedications and donors areas refuse on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  let office: StaffClient;
  let donorCookie: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: { today: TODAY }, today: TODAY });
    teacher = await staffWithRole(t, 'teacher');
    office = await staffWithRole(t, 'office');
    const login = await t.browser.post('/api/login', {
      email: DEMO.donor.email,
      id: DEMO.donor.donorNumber,
    });
    donorCookie = login.cookies.find((c) => c.name === 'zechus_session')!.value;
  }, 120_000);
  afterAll(() => t.close());

  const send = async (
    route: (typeof ROUTES)[number],
    cookies: Record<string, string>,
    body = route.body,
    key: string | null = crypto.randomUUID(),
  ) => {
    const token = await t.browser.csrfToken();
    const options: InjectOptions = {
      method: route.method,
      url: route.url,
      headers: { 'x-xsrf-token': token, ...(key ? { 'idempotency-key': key } : {}) },
      cookies: { 'XSRF-TOKEN': token, ...cookies },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    return t.app.inject(options);
  };

  it('without a staff session every route answers 401 and changes nothing, a donor’s session too', async () => {
    const before = await rowCounts(t.handle.db);
    for (const route of ROUTES) {
      const reply = await send(route, {});
      expect(reply.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(reply.json().error).toBe('staff_signed_out');
      const donor = await send(route, { zechus_session: donorCookie });
      expect(donor.statusCode, `${route.method} ${route.url} as a donor`).toBe(401);
    }
    expect(await rowCounts(t.handle.db)).toEqual(before);
  });

  it('a teacher is refused every route with 403', async () => {
    const before = await rowCounts(t.handle.db);
    for (const route of ROUTES) {
      const reply = await send(route, { zechus_staff: teacher.cookie });
      expect(reply.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(reply.json().error).toBe('forbidden_role');
    }
    expect(await rowCounts(t.handle.db)).toEqual(before);
  });

  it('bad input is a 4xx naming the problem, never a 5xx', async () => {
    const bad: [string, string, unknown, number][] = [
      ['GET', '/api/office/dedications?status=lost', undefined, 400],
      ['GET', '/api/office/dedications?date=2026-13-01', undefined, 400],
      ['GET', '/api/office/dedications?plan=99999999999', undefined, 400],
      ['GET', '/api/office/dedications?sort=price', undefined, 400],
      ['GET', '/api/office/dedications?search=%00', undefined, 400],
      ['GET', '/api/office/dedications/abc', undefined, 400],
      ['GET', '/api/office/dedications/999', undefined, 404],
      ['PATCH', '/api/office/dedications/1', { name: 'Moshe' }, 400],
      ['PATCH', '/api/office/dedications/1', { name: 'משה\u0000' }, 400],
      ['PATCH', '/api/office/dedications/1', {}, 400],
      ['PATCH', '/api/office/dedications/1', { kind: 'party' }, 400],
      ['PATCH', '/api/office/dedications/999', { name: 'משה' }, 404],
      ['POST', '/api/office/dedications/1/dates/1/move', { day: 'tomorrow' }, 400],
      ['POST', '/api/office/dedications/1/dates/1/move', {}, 400],
      ['POST', '/api/office/dedications/1/cancel', { refund: true }, 400],
      ['POST', '/api/office/dedications/1/cancel', { refund: 'half' }, 400],
      ['POST', '/api/office/dedications/1/cancel', {}, 400],
      ['POST', '/api/office/dedications/999/cancel', { refund: 'full' }, 404],
      ['POST', '/api/office/dedications/999/stop-renewal', {}, 404],
      ['GET', '/api/office/donors?pageSize=0', undefined, 400],
      ['GET', '/api/office/donors/0', undefined, 400],
      ['GET', '/api/office/donors/999', undefined, 404],
      ['PATCH', '/api/office/donors/1', { name: 'A', email: 'not-an-address', phone: '' }, 400],
      ['PATCH', '/api/office/donors/1', { name: 'A\nB', email: 'a@example.org', phone: '' }, 400],
      ['PATCH', '/api/office/donors/1', { name: 'A', email: 'a@example.org', phone: 'abc' }, 400],
      ['POST', '/api/office/donors/999/resend-id', {}, 404],
      ['POST', '/api/office/donors/1/merge', { mergeId: 1 }, 400],
      ['POST', '/api/office/donors/1/merge', { mergeId: 'x' }, 400],
      ['POST', '/api/office/donors/1/merge', { mergeId: 999 }, 404],
    ];
    const before = await rowCounts(t.handle.db);
    for (const [method, url, body, status] of bad) {
      const reply = await send(
        { method: method as 'GET', url },
        { zechus_staff: office.cookie },
        body,
      );
      expect(reply.statusCode, `${method} ${url} ${JSON.stringify(body)} → ${reply.body}`).toBe(
        status,
      );
      expect(typeof reply.json().message).toBe('string');
    }
    // A cancellation without an Idempotency-Key (it may refund) is refused before anything.
    const keyless = await send(
      { method: 'POST', url: '/api/office/dedications/1/cancel' },
      { zechus_staff: office.cookie },
      { refund: 'full' },
      null,
    );
    expect(keyless.statusCode, keyless.body).toBe(400);
    expect(await rowCounts(t.handle.db)).toEqual(before);
  });
});
