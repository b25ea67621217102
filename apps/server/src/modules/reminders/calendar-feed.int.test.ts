import {
  calendarFeedLinksSchema,
  MY_CALENDAR_FEED_PATH,
  MY_CALENDAR_FEED_STOP_PATH,
  myPageSchema,
} from '@zechus/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import { renewDueEnrollments } from '../payments/renewals.ts';
import { newDonor, type DonorClient } from '../my-account/test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

const TODAY = '2026-11-22';

/** The all-day entries of a feed, as 'YYYYMMDD'. */
const entryDays = (file: string) =>
  [...file.matchAll(/DTSTART;VALUE=DATE:(\d{8})\r\n/g)].map((m) => m[1] ?? '');
const compact = (day: string) => day.replaceAll('-', '');

describe.each(TEST_ENGINES)('a donor’s calendar subscription on %s', (engine) => {
  let t: TestApp;
  let chana: DonorClient;
  let yearId: number;
  let other: DonorClient;
  beforeAll(async () => {
    t = await createTestApp(engine, { today: TODAY });
    ({ client: chana, dedicationId: yearId } = await newDonor(t, 'chana@example.org'));
    ({ client: other } = await newDonor(t, 'other@example.org'));
  }, 120_000);
  afterAll(() => t.close());

  /** A calendar app's fetch: no cookie, no CSRF token. */
  const fetchFeed = (url: string) => {
    const { pathname } = new URL(url);
    return t.app.inject({ method: 'GET', url: pathname });
  };
  const subscribe = async (client: DonorClient) => {
    const reply = await client.send('POST', MY_CALENDAR_FEED_PATH);
    expect(reply.statusCode).toBe(200);
    return calendarFeedLinksSchema.parse(reply.json());
  };

  it('the feed a donor subscribes to is their dates as a calendar that refreshes itself, with no cookie', async () => {
    expect((await chana.get(MY_CALENDAR_FEED_PATH)).json()).toEqual({
      subscribed: false,
      since: null,
    });
    const links = await subscribe(chana);
    expect(links.webcal).toMatch(/^webcal:\/\/[^/]+\/api\/calendar-feeds\/[\w-]{43}\.ics$/);
    expect(links.https).toBe(links.webcal.replace('webcal://', 'http://'));
    expect(links.google).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(links.webcal)}`,
    );
    expect((await chana.get(MY_CALENDAR_FEED_PATH)).json()).toEqual({
      subscribed: true,
      since: links.since,
    });

    const reply = await fetchFeed(links.https);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const file = reply.body;
    expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(file).toContain('X-WR-CALNAME:Zechus — learning dates\r\n');
    expect(file).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n');
    expect(file).toContain('X-PUBLISHED-TTL:PT6H\r\n');
    const myPage = myPageSchema.parse((await chana.get('/api/my-page')).json());
    const dates = myPage.enrollments.find((e) => e.id === yearId)?.dates ?? [];
    expect(entryDays(file)).toEqual(dates.map((d) => compact(d.date)));
    // The same UID at every fetch: a calendar updates its entries instead of doubling them.
    expect(file).toContain(`UID:dedication-${yearId}-${dates[0]?.date}@`);
    expect((await fetchFeed(links.https)).body.match(/UID:[^\r]+/g)).toEqual(
      file.match(/UID:[^\r]+/g),
    );
    // Nothing of another donor's.
    expect(file).not.toContain('other@example.org');
  });

  it('a renewal’s dates reach the feed at the next fetch', async () => {
    const links = await subscribe(chana);
    const before = entryDays((await fetchFeed(links.https)).body);
    const renewal = myPageSchema
      .parse((await chana.get('/api/my-page')).json())
      .enrollments.find((e) => e.id === yearId)?.renewal;
    const renewsOn = renewal?.nextOn ?? '';
    expect(before.every((day) => day < compact(renewsOn))).toBe(true);
    await renewDueEnrollments(
      {
        db: t.handle.db,
        gateway: t.gateway,
        mailer: createMailer({ from: 'z@zechus.org', outboxDir: t.outboxDir }),
        publicUrl: 'https://zechus.org',
        log: pino({ level: 'silent' }),
      },
      renewsOn,
    );
    const after = entryDays((await fetchFeed(links.https)).body);
    const added = after.filter((day) => !before.includes(day));
    expect(added.length).toBeGreaterThanOrEqual(12);
    expect(added.every((day) => day >= compact(renewsOn))).toBe(true);
  });

  it('stopping the subscription ends its link (410), a new one works and ends the old, an unknown link is 404', async () => {
    const first = await subscribe(other);
    const second = await subscribe(other);
    expect(second.https).not.toBe(first.https);
    expect((await fetchFeed(first.https)).statusCode).toBe(410);
    expect((await fetchFeed(second.https)).statusCode).toBe(200);

    const stop = await other.send('POST', MY_CALENDAR_FEED_STOP_PATH);
    expect(stop.json()).toEqual({ stopped: true });
    expect((await fetchFeed(second.https)).statusCode).toBe(410);
    expect((await other.get(MY_CALENDAR_FEED_PATH)).json()).toEqual({
      subscribed: false,
      since: null,
    });
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'calendar-feed.%')
      .execute();
    expect(audit.map((a) => a.action)).toContain('calendar-feed.stop');

    const unknown = `/api/calendar-feeds/${'A'.repeat(43)}.ics`;
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
  });

  it('bad input is a 400; making or stopping one needs the donor’s session and CSRF token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/calendar-feeds/short.ics' })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: MY_CALENDAR_FEED_PATH })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'POST', url: MY_CALENDAR_FEED_PATH })).statusCode).toBe(
      403,
    );
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: MY_CALENDAR_FEED_STOP_PATH,
    });
    expect(noCsrf.json().error).toBe('csrf');
  });
});
