import crypto from 'node:crypto';
import {
  SHARE_LINK_INACTIVE,
  SHARE_LINK_NOT_SHOWN,
  shareLinkCreatedSchema,
  shareLinkStatusSchema,
} from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

const TODAY = '2026-11-24';
/** The demo's dedications: a day (yoirtzeit), a month (shloishim), a year (merit). */
const DAY = 1;
const MONTH = 2;
const YEAR = 3;

describe.each(TEST_ENGINES)('one lasting family link, on %s', (engine) => {
  let t: TestApp;
  let donor: TestBrowser;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      demo: { today: TODAY },
      today: TODAY,
      env: { PUBLIC_URL: 'https://zechus.example.org' },
    });
    donor = new TestBrowser(t.app);
    const login = await donor.post('/api/login', {
      email: DEMO.donor.email,
      id: DEMO.donor.donorNumber,
    });
    cookies = {
      zechus_session: login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '',
    };
  }, 120_000);
  afterAll(() => t.close());

  const shareUrl = (id: number) => `/api/my-page/dedications/${id}/share`;
  const status = async (id: number) =>
    shareLinkStatusSchema.parse(
      (await t.app.inject({ method: 'GET', url: shareUrl(id), cookies })).json(),
    );
  const share = (id: number) => donor.post(shareUrl(id), undefined, { cookies });
  const newLink = (id: number) => donor.post(`${shareUrl(id)}/new`, undefined, { cookies });
  const stopSharing = async (id: number) => {
    const token = await donor.csrfToken();
    return t.app.inject({
      method: 'DELETE',
      url: shareUrl(id),
      headers: { 'x-xsrf-token': token },
      cookies: { 'XSRF-TOKEN': token, ...cookies },
    });
  };
  /** The family's browser: no cookies, its own address. */
  const open = (url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/shared/${new URL(url).pathname.split('/').pop()}`,
      remoteAddress: '10.9.0.1',
    });
  const workingLinks = async (id: number) =>
    (
      await t.handle.db
        .selectFrom('share_links')
        .select('id')
        .where('enrollment_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute()
    ).length;

  it('the sponsor sees the same link each time the panel opens, and it still opens the shared page', async () => {
    const made = shareLinkCreatedSchema.parse((await share(MONTH)).json());
    expect((await status(MONTH)).url).toBe(made.url);
    // Asked again later ("Share with family" on another day): the same link, not a new one.
    expect(shareLinkCreatedSchema.parse((await share(MONTH)).json())).toEqual(made);
    expect((await status(MONTH)).url).toBe(made.url);
    const opened = await open(made.url);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().enrollment).toMatchObject({ id: MONTH, kind: 'shloishim' });
    expect(await workingLinks(MONTH)).toBe(1);
  });

  it('ending the link makes it refuse as no longer active; a new one is another link', async () => {
    const first = shareLinkCreatedSchema.parse((await share(DAY)).json()).url;
    expect((await stopSharing(DAY)).statusCode).toBe(200);
    expect(await status(DAY)).toEqual({ active: false, createdAt: null, url: null });
    const ended = await open(first);
    expect(ended.statusCode).toBe(404);
    expect(ended.json()).toEqual({ error: 'share_link_inactive', message: SHARE_LINK_INACTIVE });

    const second = shareLinkCreatedSchema.parse((await share(DAY)).json()).url;
    expect(second).not.toBe(first);
    const third = shareLinkCreatedSchema.parse((await newLink(DAY)).json()).url;
    expect(third).not.toBe(second);
    expect((await status(DAY)).url).toBe(third);
    expect((await open(second)).statusCode).toBe(404);
    expect((await open(third)).statusCode).toBe(200);
  });

  it('an older link kept only as a digest still opens, is not shown again, and can be replaced', async () => {
    const token = crypto.randomBytes(32).toString('base64url');
    await t.handle.db
      .insertInto('share_links')
      .values({
        enrollment_id: YEAR,
        token_hash: crypto.createHash('sha256').update(token).digest('hex'),
        created_at: '2026-11-01T10:00:00.000Z',
        revoked_at: null,
      })
      .execute();
    const older = `https://zechus.example.org/shared/${token}`;
    expect((await open(older)).statusCode).toBe(200);
    expect(await status(YEAR)).toEqual({
      active: true,
      createdAt: '2026-11-01T10:00:00.000Z',
      url: null,
    });
    // "Share with family" does not end it behind the sponsor's back: it says why.
    const refused = await share(YEAR);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'share_link_not_shown',
      message: SHARE_LINK_NOT_SHOWN,
    });
    expect((await open(older)).statusCode).toBe(200);

    const made = shareLinkCreatedSchema.parse((await newLink(YEAR)).json()).url;
    expect((await status(YEAR)).url).toBe(made);
    expect((await open(older)).statusCode).toBe(404);
    expect((await open(made)).statusCode).toBe(200);
  });

  it('eight “Share with family” at once leave exactly one working link, and all eight answer it', async () => {
    await stopSharing(MONTH);
    const replies = await Promise.all(Array.from({ length: 8 }, () => share(MONTH)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
    const urls = new Set(replies.map((reply) => shareLinkCreatedSchema.parse(reply.json()).url));
    expect(urls.size).toBe(1);
    expect(await workingLinks(MONTH)).toBe(1);
    const [url = ''] = [...urls];
    expect((await open(url)).statusCode).toBe(200);
  });

  it('eight “Make a new link” at once also leave exactly one working link, never a 500', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => newLink(MONTH)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
    expect(await workingLinks(MONTH)).toBe(1);
    const working = (await status(MONTH)).url ?? '';
    expect((await open(working)).statusCode).toBe(200);
    const others = replies
      .map((reply) => shareLinkCreatedSchema.parse(reply.json()).url)
      .filter((url) => url !== working);
    expect(others).toHaveLength(7);
    for (const url of others) expect((await open(url)).statusCode).toBe(404);
  });
});
