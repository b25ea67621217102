import {
  addDays,
  DATE_NOT_IN_DEDICATION,
  enrollmentProgressSchema,
  SHARE_LINK_INACTIVE,
  shareLinkCreatedSchema,
} from '@zechus/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { FAILED_SHARE_LOOKUPS } from './routes.ts';

const TODAY = '2026-11-24';
/** The demo's month of learning (shloishim): 30 dates, the first six days ago. */
const MONTH = 2;

describe.each(TEST_ENGINES)('a sponsor shares a dedication with the family on %s', (engine) => {
  let t: TestApp;
  let donor: TestBrowser;
  let session: Record<string, string>;
  let otherSession: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      demo: { today: TODAY },
      today: TODAY,
      env: { PUBLIC_URL: 'https://zechus.example.org' },
    });
    const signIn = async (email: string, id: string) => {
      const login = await new TestBrowser(t.app).post('/api/login', { email, id });
      return {
        zechus_session: login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '',
      };
    };
    session = await signIn(DEMO.donor.email, DEMO.donor.donorNumber);
    await t.handle.db
      .insertInto('donors')
      .values({
        donor_number: '200002',
        email: 'other@example.org',
        name: 'Other Donor',
        phone: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    otherSession = await signIn('other@example.org', '200002');
    donor = new TestBrowser(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const shareUrl = (id: number | string) => `/api/my-page/dedications/${id}/share`;
  const asDonor = (cookies = session) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, cookies }),
    post: (url: string) => donor.post(url, undefined, { cookies }),
    delete: async (url: string, extra: InjectOptions = {}) => {
      const token = await donor.csrfToken();
      return t.app.inject({
        method: 'DELETE',
        url,
        headers: { 'x-xsrf-token': token },
        cookies: { 'XSRF-TOKEN': token, ...cookies },
        ...extra,
      });
    },
  });
  /** The family's browser: no cookies at all, its own address. */
  const family = (url: string, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'GET', url, remoteAddress });
  const apiPathOf = (url: string) => `/api/shared/${new URL(url).pathname.split('/').pop()}`;

  it('the sponsor makes a link that opens the dedication’s day of learning without a login, and nothing of theirs', async () => {
    const me = asDonor();
    expect((await me.get(shareUrl(MONTH))).json()).toEqual({
      active: false,
      createdAt: null,
      url: null,
    });
    const made = await me.post(shareUrl(MONTH));
    expect(made.statusCode).toBe(200);
    const { url } = shareLinkCreatedSchema.parse(made.json());
    expect(url).toMatch(/^https:\/\/zechus\.example\.org\/shared\/[A-Za-z0-9_-]{43}$/);
    expect((await me.get(shareUrl(MONTH))).json()).toMatchObject({ active: true, url });
    // The token is never stored as it is: its digest, and sealed under the key.
    const stored = await t.handle.db
      .selectFrom('share_links')
      .select(['token_hash', 'token_sealed'])
      .execute();
    for (const row of stored) {
      expect(row.token_hash).not.toContain(url.split('/').pop());
      expect(row.token_sealed).not.toContain(url.split('/').pop());
    }

    const opened = await family(`${apiPathOf(url)}?day=1`);
    expect(opened.statusCode).toBe(200);
    const body = enrollmentProgressSchema.parse(opened.json());
    expect(body.enrollment).toMatchObject({ id: MONTH, kind: 'shloishim', position: 1, dates: 30 });
    expect(body.date.day).toBe(addDays(TODAY, -6));
    expect(body.members).toHaveLength(525);
    // The donor's page answers the very same; neither holds contact, payment or other names.
    const own = await me.get(`/api/enrollment/${MONTH}?day=1`);
    expect(opened.body).toBe(own.body);
    for (const secret of [
      DEMO.donor.email,
      DEMO.donor.name,
      DEMO.donor.donorNumber,
      '4242',
      'יעקב בן רחל',
    ]) {
      expect(opened.body).not.toContain(secret);
    }
    expect(opened.headers['cache-control']).toBe('no-store');
    // Without ?day it opens today, as the donor's page does.
    expect((await family(apiPathOf(url))).json().date.day).toBe(TODAY);
  });

  it('a new link ends the earlier one; “Stop sharing” ends the link and it answers kindly that it is no longer active', async () => {
    const me = asDonor();
    const first = shareLinkCreatedSchema.parse((await me.post(shareUrl(1))).json()).url;
    const second = shareLinkCreatedSchema.parse((await me.post(`${shareUrl(1)}/new`)).json()).url;
    expect(second).not.toBe(first);
    expect((await family(apiPathOf(second))).statusCode).toBe(200);
    const ended = await family(apiPathOf(first));
    expect(ended.statusCode).toBe(404);
    expect(ended.json()).toEqual({ error: 'share_link_inactive', message: SHARE_LINK_INACTIVE });

    const stop = await me.delete(shareUrl(1));
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ active: false, createdAt: null, url: null });
    expect((await family(apiPathOf(second))).json()).toEqual(ended.json());
    expect((await family(`${apiPathOf(second)}/certificate?day=1`)).statusCode).toBe(404);
  });

  it('a wrong or made-up token is the same 404, with no hint; an address sending many is held back', async () => {
    const made = 'A'.repeat(43);
    for (const token of [made, 'short', '%E2%9C%93', 'x'.repeat(60)]) {
      const reply = await family(`/api/shared/${token}`, '10.2.0.1');
      expect(reply.statusCode, token).toBe(404);
      expect(reply.json()).toEqual({ error: 'share_link_inactive', message: SHARE_LINK_INACTIVE });
    }
    // Past the router's longest parameter, no route is reached at all: still a plain 404.
    expect((await family(`/api/shared/${'x'.repeat(300)}`, '10.2.0.2')).statusCode).toBe(404);

    const address = '10.3.0.1';
    const replies = [];
    for (let i = 0; i < FAILED_SHARE_LOOKUPS + 1; i++) {
      replies.push((await family(`/api/shared/${made}`, address)).statusCode);
    }
    expect(replies.slice(0, FAILED_SHARE_LOOKUPS).every((code) => code === 404)).toBe(true);
    expect(replies.at(-1)).toBe(429);
  });

  it('a link to a date the dedication does not have says so and lists its dates', async () => {
    const { url } = shareLinkCreatedSchema.parse((await asDonor().post(shareUrl(MONTH))).json());
    for (const day of ['31', '0', 'abc', '2026-02-30', addDays(TODAY, 40), '-1', '1e30']) {
      const reply = await family(`${apiPathOf(url)}?day=${day}`);
      expect(reply.statusCode, day).toBe(404);
      const body = reply.json();
      expect(body.message).toBe(DATE_NOT_IN_DEDICATION);
      expect(body.dates).toHaveLength(30);
      expect(body.dates[0]).toMatchObject({ position: 1, day: addDays(TODAY, -6) });
      expect(body.dates[0].hebrew).toMatch(/[\u05d0-\u05ea]/);
    }
    // A date of the dedication written out opens that date.
    const byDate = await family(`${apiPathOf(url)}?day=${addDays(TODAY, -2)}`);
    expect(byDate.json().enrollment.position).toBe(5);
  });

  it('only the sponsor manages the link: another donor and no session are refused, and nothing is written', async () => {
    const before = await rowCounts(t.handle.db);
    const other = asDonor(otherSession);
    for (const reply of [
      await other.get(shareUrl(MONTH)),
      await other.post(shareUrl(MONTH)),
      await other.post(`${shareUrl(MONTH)}/new`),
      await other.delete(shareUrl(MONTH)),
      await asDonor().get(shareUrl(999_999)),
    ]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('שרה');
    }
    for (const reply of [
      await asDonor({}).get(shareUrl(MONTH)),
      await asDonor({}).post(shareUrl(MONTH)),
      await asDonor({}).post(`${shareUrl(MONTH)}/new`),
      await asDonor({}).delete(shareUrl(MONTH)),
    ]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error).toBe('not_logged_in');
    }
    // Without the page's CSRF token, no link is made or ended.
    const forged = await t.app.inject({ method: 'POST', url: shareUrl(MONTH), cookies: session });
    expect(forged.statusCode).toBe(403);
    expect((await asDonor().delete(shareUrl(MONTH), { headers: {} })).statusCode).toBe(403);
    expect((await asDonor().get('/api/my-page/dedications/abc/share')).statusCode).toBe(400);
    expect(await rowCounts(t.handle.db)).toEqual(before);
  });
});
