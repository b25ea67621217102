import { LIVE_STREAM_PATH, londonDay } from '@zechus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWithRole, type StaffClient } from '../test/office.ts';
import { rowCounts } from '../test/row-counts.ts';
import { createTestApp, TestBrowser, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';

/**
 * Past both engines' 32-bit integers, below 1, and a number in exponent form that is whole in
 * JavaScript: each was a PostgreSQL 500 (or a quiet miss on SQLite) wherever it reached a query.
 */
const OUT_OF_BOUNDS = ['2147483648', '-1', '1e30'] as const;

/** The message a bounded id answers for each value (packages/shared/src/schemas/ids.ts). */
const idMessage = (label: string, value: (typeof OUT_OF_BOUNDS)[number]) =>
  value === '-1' ? `${label} must be a positive number` : `${label} is too large`;

type Send = (value: string) => Promise<LightMyRequestResponse>;

describe.each(TEST_ENGINES)('ids out of bounds in paths and queries on %s', (engine) => {
  let t: TestApp;
  let owner: StaffClient;
  let donorCookies: Record<string, string>;
  const day = londonDay(new Date());
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { LOGIN_LIMIT_PER_IP: '1000' } });
    owner = await staffWithRole(t, 'owner');
    await t.handle.db
      .insertInto('donors')
      .values({
        donor_number: '654321',
        email: 'bounds@example.org',
        name: 'Dovid Bounds',
        phone: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const login = await new TestBrowser(t.app).post('/api/login', {
      email: 'bounds@example.org',
      id: '654321',
    });
    donorCookies = {
      zechus_session: login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '',
    };
  });
  afterAll(() => t.close());

  /**
   * Every request answers 400 naming the field and what is wrong with it, and nothing is stored,
   * removed or audited.
   */
  const expectRefused = async (
    requests: [label: string, send: Send][],
    message: (value: (typeof OUT_OF_BOUNDS)[number]) => string,
  ) => {
    const before = await rowCounts(t.handle.db);
    for (const value of OUT_OF_BOUNDS) {
      for (const [label, send] of requests) {
        const reply = await send(value);
        expect(reply.statusCode, `${label} with ${value}`).toBe(400);
        expect(reply.json().error).toBe('bad_request');
        expect(reply.json().message, `${label} with ${value}`).toContain(message(value));
      }
    }
    expect(await rowCounts(t.handle.db)).toEqual(before);
  };

  it('a donor’s enrollment page: the id and the chosen date id are refused with 400, and the largest id is the usual “not yours”', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, cookies: donorCookies });
    await expectRefused([['GET /api/enrollment/:id', (v) => get(`/api/enrollment/${v}`)]], (v) =>
      idMessage('id', v),
    );
    // ?day= is not an id: out of bounds it is a date the dedication does not have, answered
    // with its dates (modules/progress/date-refusal.int.test.ts).
    await expectRefused([['?_id=', (v) => get(`/api/enrollment/1?_id=${v}`)]], (v) =>
      idMessage('_id', v),
    );
    const largest = await get('/api/enrollment/2147483647');
    expect(largest.statusCode).toBe(403);
    expect(largest.json().message).toBe('This dedication is not one of yours.');
  });

  it('the live stream: a lastEventId out of bounds is refused with 400 before any stream opens', async () => {
    await expectRefused(
      [['GET ?lastEventId=', (v) => t.app.inject(`${LIVE_STREAM_PATH}?lastEventId=${v}`)]],
      () => 'lastEventId must be a whole number from 0 to 2147483647',
    );
  });

  it('the office’s learners: every route with a learner id refuses it with 400; the largest is “not found”', async () => {
    const url = (v: string, rest = '') => `/api/office/learners/${v}${rest}`;
    await expectRefused(
      [
        ['GET', (v) => owner.get(url(v))],
        ['PATCH', (v) => owner.send('PATCH', url(v), { name: 'יוסף' })],
        ['DELETE', (v) => owner.send('DELETE', url(v))],
        ['deactivate', (v) => owner.post(url(v, '/deactivate'))],
        ['reactivate', (v) => owner.post(url(v, '/reactivate'))],
        ['PUT photo', (v) => owner.send('PUT', url(v, '/photo'))],
        ['DELETE photo', (v) => owner.send('DELETE', url(v, '/photo'))],
      ],
      (v) => idMessage('id', v),
    );
    expect((await owner.get(url('2147483647'))).statusCode).toBe(404);
  });

  it('the office’s stations: renaming and revoking refuse an id out of bounds with 400', async () => {
    const url = (v: string, rest = '') => `/api/office/stations/${v}${rest}`;
    await expectRefused(
      [
        ['PATCH', (v) => owner.send('PATCH', url(v), { name: 'Hall' })],
        ['revoke', (v) => owner.post(url(v, '/revoke'))],
      ],
      (v) => idMessage('id', v),
    );
    expect((await owner.send('PATCH', url('2147483647'), { name: 'Hall' })).statusCode).toBe(404);
  });

  it('the office’s staff accounts: a link, a change and switching off refuse an id out of bounds with 400', async () => {
    const url = (v: string, rest = '') => `/api/office/staff/${v}${rest}`;
    await expectRefused(
      [
        ['link', (v) => owner.post(url(v, '/link'))],
        ['PATCH', (v) => owner.send('PATCH', url(v), { role: 'office' })],
        ['active', (v) => owner.send('PUT', url(v, '/active'), { active: false })],
      ],
      (v) => idMessage('id', v),
    );
    expect((await owner.post(url('2147483647', '/link'))).statusCode).toBe(404);
  });

  it('the office’s plans: reading and editing refuse an id out of bounds with 400', async () => {
    const url = (v: string) => `/api/office/plans/${v}`;
    await expectRefused(
      [
        ['GET', (v) => owner.get(url(v))],
        ['PATCH', (v) => owner.send('PATCH', url(v), { price: 18 })],
      ],
      (v) => idMessage('id', v),
    );
    expect((await owner.get(url('2147483647'))).statusCode).toBe(404);
  });

  it('the office’s days: a learner id in the path or a filter is refused with 400, and so is a perek out of range', async () => {
    const days = `/api/office/days/${day}`;
    await expectRefused(
      [['reassign-open', (v) => owner.post(`${days}/learners/${v}/reassign-open`, {})]],
      (v) => idMessage('learnerId', v),
    );
    await expectRefused([['?learner=', (v) => owner.get(`${days}?learner=${v}`)]], (v) =>
      idMessage('learner', v),
    );
    await expectRefused([['?exclude=', (v) => owner.get(`${days}/learners?exclude=${v}`)]], (v) =>
      idMessage('exclude', v),
    );
    await expectRefused(
      [
        ['done', (v) => owner.post(`${days}/perakim/${v}/done`)],
        ['undo', (v) => owner.post(`${days}/perakim/${v}/undo`)],
        ['reassign', (v) => owner.post(`${days}/perakim/${v}/reassign`, { learnerId: 1 })],
        ['POST recording', (v) => owner.post(`/api/office/recordings/${day}/${v}`)],
        ['DELETE recording', (v) => owner.send('DELETE', `/api/office/recordings/${day}/${v}`)],
      ],
      () => 'perekIndex must be a whole number from 0 to 524',
    );
  });

  it('the office’s sheets and audit log: a learner or a person out of bounds is refused with 400', async () => {
    await expectRefused(
      [
        ['sheets', (v) => owner.get(`/api/office/sheets?date=${day}&learner=${v}`)],
        ['sheets PDF', (v) => owner.get(`/api/office/sheets/${day}.pdf?learner=${v}`)],
      ],
      (v) => idMessage('learner', v),
    );
    await expectRefused([['audit', (v) => owner.get(`/api/office/audit?person=${v}`)]], (v) =>
      idMessage('person', v),
    );
  });

  it('the office’s paged lists: a page or page size out of bounds is refused with 400', async () => {
    const lists = ['learners', 'stations', 'staff', 'audit'].map((area) => `/api/office/${area}`);
    await expectRefused(
      lists.map((list) => [list, (v) => owner.get(`${list}?page=${v}`)]),
      (v) => (v === '-1' ? 'page must be a whole number from 1' : 'page is too large'),
    );
    await expectRefused(
      lists.map((list) => [list, (v) => owner.get(`${list}?pageSize=${v}`)]),
      () => 'pageSize must be a whole number from 1 to 200',
    );
  });
});
