import { londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoIfEmpty } from '../db/seed/demo.ts';
import { createTestApp, TestBrowser, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';
import { openStream } from '../test/sse-client.ts';

describe.each(TEST_ENGINES)('scans reaching the wall live on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let pending: string[];
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: { LIVE_HEARTBEAT_MS: '200', SCAN_LIMIT_PER_MINUTE: '1000' },
    });
    await seedDemoIfEmpty(t.handle, { dataDir: t.dataDir, today: londonDay(new Date()) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const wall = (await t.app.inject({ method: 'GET', url: '/api/large-screen' })).json();
    pending = wall.chapters
      .filter((c: { done: boolean }) => !c.done)
      .map((c: { barcode: string }) => c.barcode);
  }, 120_000);
  afterAll(() => t.close());

  const scan = (barcode: string, token: string = DEMO.stationToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { barcode },
      headers: { authorization: `Bearer ${token}` },
    });

  it('the wall payload has today’s 525 chapters, sponsor names, the Hebrew date and where to listen from', async () => {
    const wall = (await t.app.inject({ method: 'GET', url: '/api/large-screen' })).json();
    expect(wall.chapters).toHaveLength(525);
    expect(wall.chapters[0]).toMatchObject({ perek: 'ברכות פרק א', masechet: 'ברכות', seder: 0 });
    expect(wall.enrollments.length).toBeGreaterThan(0);
    expect(wall.date.day).toBe(londonDay(new Date()));
    expect(typeof wall.lastEventId).toBe('number');
  });

  it('a scanned chapter reaches a listening wall as chapter-done, with increasing ids and heartbeats', async () => {
    const stream = openStream(`${base}/api/live/update-screen`);
    await stream.opened;
    expect(stream.headers()['content-type']).toContain('text/event-stream');
    expect(stream.headers()['x-accel-buffering']).toBe('no');
    const [a, b] = [pending.shift() ?? '', pending.shift() ?? ''];
    expect((await scan(a)).json().result).toBe('done');
    expect((await scan(b)).json().result).toBe('done');
    const events = await stream.waitFor(2);
    expect(events.map((e) => e.event)).toEqual(['chapter-done', 'chapter-done']);
    expect(events.map((e) => (e.data as { barcode: string }).barcode)).toEqual([a, b]);
    expect(events[1]!.id).toBeGreaterThan(events[0]!.id);
    expect(events[0]!.data).toMatchObject({
      name: expect.any(String),
      perek: expect.stringContaining('פרק'),
    });
    await new Promise((r) => setTimeout(r, 450));
    expect(stream.comments).toContain('heartbeat');
    stream.close();
  });

  it('a wall that lost its connection gets every event it missed when it reconnects', async () => {
    const first = openStream(`${base}/api/live/update-screen`);
    await first.opened;
    const c = pending.shift() ?? '';
    await scan(c);
    const [seen] = await first.waitFor(1);
    first.close();
    const missed = [pending.shift() ?? '', pending.shift() ?? ''];
    for (const barcode of missed) await scan(barcode);
    const again = openStream(`${base}/api/live/update-screen`, {
      'last-event-id': String(seen!.id),
    });
    const events = await again.waitFor(2);
    expect(events.map((e) => (e.data as { barcode: string }).barcode)).toEqual(missed);
    again.close();
  });

  it('a chapter scanned many times at once is marked done once, with one event, and every scan is stored', async () => {
    const stream = openStream(`${base}/api/live/update-screen`);
    await stream.opened;
    const barcode = pending.shift() ?? '';
    const replies = await Promise.all(Array.from({ length: 6 }, () => scan(barcode)));
    const results = replies.map((r) => r.json().result).sort();
    expect(results).toEqual([
      'already_done',
      'already_done',
      'already_done',
      'already_done',
      'already_done',
      'done',
    ]);
    const stored = await t.handle.db
      .selectFrom('scans')
      .select('result')
      .where('barcode', '=', barcode)
      .execute();
    expect(stored).toHaveLength(6);
    await stream.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(
      stream.events.filter((e) => (e.data as { barcode: string }).barcode === barcode),
    ).toHaveLength(1);
    stream.close();
  });

  it('an unknown barcode is a 404 that says so; a missing or revoked token is a 401', async () => {
    const unknown = await scan('99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/No chapter has the barcode "99999999"/);
    expect((await scan(pending[0] ?? '', 'not-a-token')).statusCode).toBe(401);
    const donorBrowser = new TestBrowser(t.app);
    const noStaff = await donorBrowser.post('/api/scan', { barcode: pending[0] });
    expect(noStaff.statusCode).toBe(401);
    expect(noStaff.json().message).toMatch(/station token/);
  });

  it('staff can scan from their session and reload every wall; a donor cannot', async () => {
    const staff = new TestBrowser(t.app);
    const login = await staff.post('/api/staff/login', {
      email: DEMO.staff.email,
      password: DEMO.staff.password,
    });
    expect(login.statusCode).toBe(200);
    const cookies = {
      zechus_session: login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '',
    };
    const scanned = await staff.post('/api/scan', { barcode: pending.shift() }, { cookies });
    expect(scanned.json().result).toBe('done');

    const stream = openStream(`${base}/api/live/update-screen`);
    await stream.opened;
    expect((await staff.post('/api/live/force-reload', undefined, { cookies })).statusCode).toBe(
      200,
    );
    const [reload] = await stream.waitFor(1);
    expect(reload?.event).toBe('force-reload');
    stream.close();

    const donor = new TestBrowser(t.app);
    const donorLogin = await donor.post('/api/login', {
      email: DEMO.donor.email,
      id: DEMO.donor.donorNumber,
    });
    const donorCookies = {
      zechus_session: donorLogin.cookies.find((c) => c.name === 'zechus_session')?.value ?? '',
    };
    expect(
      (await donor.post('/api/live/force-reload', undefined, { cookies: donorCookies })).statusCode,
    ).toBe(403);
    expect(
      (await staff.post('/api/staff/login', { email: DEMO.staff.email, password: 'wrong' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('scanning is rate-limited per station token', () => {
  it('a runaway scanner is held back with 429 while another station goes on', async () => {
    const t = await createTestApp('sqlite', { env: { SCAN_LIMIT_PER_MINUTE: '3' } });
    const { createStationToken } = await import('../modules/scan/station-tokens.ts');
    const [one, two] = [
      await createStationToken(t.handle.db, 'one'),
      await createStationToken(t.handle.db, 'two'),
    ];
    const scan = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/scan',
        payload: { barcode: 'x' },
        headers: { authorization: `Bearer ${token}` },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await scan(one.token)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect((await scan(two.token)).statusCode).toBe(404);
    await t.close();
  });
});
