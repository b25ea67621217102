import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffClient } from '../../test/office.ts';
import { donorNumberOf, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { openMoneyArea, sponsorPays } from '../payments/test-helpers.ts';

const KEY = '6f1c1f0e-8a4e-4c4b-9a5e-0d2f3b1c7a10';

/** Every route of the payments and Needs attention areas. */
const ROUTES: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
  ['GET', '/api/office/payments'],
  ['GET', '/api/office/payments/1'],
  ['POST', '/api/office/payments/1/refunds', { amount: 10, reason: 'Asked' }],
  ['GET', '/api/office/attention'],
  ['GET', '/api/office/attention/count'],
  ['POST', '/api/office/attention/payments/1/ask'],
  ['POST', '/api/office/attention/renewals/1/retry'],
  ['POST', '/api/office/attention/renewals/1/stop'],
  ['POST', '/api/office/attention/mails/1/retry'],
  ['POST', '/api/office/attention/refunds/1/ask'],
  ['POST', '/api/office/attention/refunds/1/dismiss'],
];

describe.each(TEST_ENGINES)('who may see payments and Needs attention on %s', (engine) => {
  let t: TestApp;
  let owner: StaffClient;
  let office: StaffClient;
  let teacher: StaffClient;
  let donorSession: string;
  beforeAll(async () => {
    ({ t, owner, office, teacher } = await openMoneyArea(engine));
    await sponsorPays(t, { email: 'donor@example.org' });
    const login = await t.browser.post('/api/login', {
      email: 'donor@example.org',
      id: await donorNumberOf(t.handle.db, 'donor@example.org'),
    });
    expect(login.statusCode, login.body).toBe(200);
    donorSession = login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '';
    expect(donorSession).not.toBe('');
  }, 120_000);
  afterAll(() => t.close());

  it('answers 401 without a staff session (a donor’s included) and changes nothing', async () => {
    const before = await rowCounts(t.handle.db);
    const stranger = new TestBrowser(t.app);
    const token = await stranger.csrfToken();
    for (const [method, url, body] of ROUTES) {
      const reply = await t.app.inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as object }),
        headers: {
          'x-xsrf-token': token,
          'x-requested-with': 'XMLHttpRequest',
          'idempotency-key': KEY,
        },
        cookies: { 'XSRF-TOKEN': token, zechus_session: donorSession },
      });
      expect(reply.statusCode, `${method} ${url}`).toBe(401);
      expect(reply.json().message).toBe('Please sign in to the office.');
    }
    expect(await rowCounts(t.handle.db)).toEqual(before);
  });

  it('answers 403 to a teacher and changes nothing', async () => {
    const before = await rowCounts(t.handle.db);
    for (const [method, url, body] of ROUTES) {
      const reply =
        method === 'GET'
          ? await teacher.get(url)
          : await teacher.post(url, body, { headers: { 'idempotency-key': KEY } });
      expect(reply.statusCode, `${method} ${url}`).toBe(403);
      expect(reply.json().message).toBe('Your role does not open this part of the office.');
    }
    expect(await rowCounts(t.handle.db)).toEqual(before);
  });

  it('lets the office and the owner in', async () => {
    for (const staff of [office, owner]) {
      expect((await staff.get('/api/office/payments')).statusCode).toBe(200);
      expect((await staff.get('/api/office/payments/1')).statusCode).toBe(200);
      expect((await staff.get('/api/office/attention')).statusCode).toBe(200);
      expect((await staff.get('/api/office/attention/count')).json()).toEqual({ count: 0 });
    }
  });

  it('answers bad list queries with a 400 and a sentence', async () => {
    for (const query of [
      'search=%00',
      'search=a%E2%80%A8b',
      `search=${'x'.repeat(101)}`,
      'status=lost',
      'purpose=gift',
      'sort=card',
      'dir=up',
      'page=0',
      'pageSize=201',
      'from=2026-02-30',
      'from=2026-03-02&to=2026-03-01',
    ]) {
      const reply = await office.get(`/api/office/payments?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(typeof reply.json().message).toBe('string');
    }
    expect((await office.get('/api/office/payments/2147483648')).statusCode).toBe(400);
    expect((await office.get('/api/office/payments/0')).statusCode).toBe(400);
  });
});
