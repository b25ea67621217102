import { londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../db/seed/demo.ts';
import { createStationToken, revokeStationToken } from '../modules/scan/station-tokens.ts';
import { FAILED_SCANS_PER_IP, TOO_MANY_FAILED_SCANS } from '../modules/scan/failed-scan-limit.ts';
import { createTestApp, TestBrowser, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';
import { openStream } from '../test/sse-client.ts';
import { scanWithToken, startLiveTestApp } from '../test/live-test-app.ts';

describe.each(TEST_ENGINES)('scans reaching the wall live on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let pending: string[];
  beforeAll(async () => {
    ({ t, base, pending } = await startLiveTestApp(engine, {
      LIVE_HEARTBEAT_MS: '200',
      SCAN_LIMIT_PER_MINUTE: '1000',
    }));
  }, 120_000);
  afterAll(() => t.close());

  // As the wall does: it loads the payload, then listens from the payload's last event id. (A
  // stream opened without one starts from what this instance last delivered, which on PostgreSQL
  // may not yet include a scan whose NOTIFY is still on its way.)
  const listen = async () =>
    openStream(`${base}/api/live/update-screen?lastEventId=${await t.app.liveBus.lastId()}`);

  const scan = (barcode: string, token?: string) => scanWithToken(t.app, barcode, token);

  it('the wall payload has today’s 525 chapters, sponsor names, the Hebrew date and where to listen from', async () => {
    const wall = (await t.app.inject({ method: 'GET', url: '/api/large-screen' })).json();
    expect(wall.chapters).toHaveLength(525);
    expect(wall.chapters[0]).toMatchObject({ perek: 'ברכות פרק א', masechet: 'ברכות', seder: 0 });
    expect(wall.enrollments.length).toBeGreaterThan(0);
    expect(wall.date.day).toBe(londonDay(new Date()));
    expect(typeof wall.lastEventId).toBe('number');
  });

  it('a scanned chapter reaches a listening wall as chapter-done, with increasing ids and heartbeats', async () => {
    const stream = await listen();
    await stream.opened;
    expect(stream.headers()['content-type']).toContain('text/event-stream');
    expect(stream.headers()['x-accel-buffering']).toBe('no');
    // A heartbeat at once, as a named event (EventSource hides comments) naming its interval.
    await vi.waitFor(
      () => expect(stream.unnumbered[0]).toEqual({ event: 'heartbeat', data: { every: 200 } }),
      { timeout: 5000 },
    );
    const [a, b] = [pending.shift() ?? '', pending.shift() ?? ''];
    expect((await scan(a)).json().result).toBe('done');
    expect((await scan(b)).json().result).toBe('done');
    const events = await stream.waitFor(2);
    expect(events.map((e) => e.event)).toEqual(['chapter-done', 'chapter-done']);
    expect(events.map((e) => (e.data as { barcode: string }).barcode)).toEqual([a, b]);
    expect(events[1]!.id).toBeGreaterThan(events[0]!.id);
    // The scan item of spec §3: name, perek, type.
    expect(events[0]!.data).toMatchObject({
      name: expect.any(String),
      perek: expect.stringContaining('פרק'),
      type: 'done',
    });
    // ...and then one every LIVE_HEARTBEAT_MS, each without an id (Last-Event-ID stays put).
    await vi.waitFor(() => expect(stream.unnumbered.length).toBeGreaterThanOrEqual(3), {
      timeout: 5000,
    });
    expect(new Set(stream.unnumbered.map((e) => e.event))).toEqual(new Set(['heartbeat']));
    stream.close();
  });

  it('a wall that lost its connection gets every event it missed when it reconnects', async () => {
    const first = await listen();
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
    const stream = await listen();
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
    // A NUL reaches PostgreSQL as an error of its own: refused as bad input, nothing stored.
    const garbled = await scan(`${pending[0] ?? ''}\u0000`);
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toMatch(/control characters/);
    expect((await scan(pending[0] ?? '', 'not-a-token')).statusCode).toBe(401);

    const station = await createStationToken(t.handle.db, 'Hall B');
    expect((await scan(pending.shift() ?? '', station.token)).json().result).toBe('done');
    expect(await revokeStationToken(t.handle.db, station.id)).toBe(true);
    const revoked = await scan(pending[0] ?? '', station.token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toMatch(/revoked/);

    const donorBrowser = new TestBrowser(t.app);
    const noStaff = await donorBrowser.post('/api/scan', { barcode: pending[0] });
    expect(noStaff.statusCode).toBe(401);
    expect(noStaff.json().message).toMatch(/station token/);
  });

  it('a wall whose replay fails gets its stream ended, so it reconnects and replays; others go on', async () => {
    const since = t.app.liveBus.since.bind(t.app.liveBus);
    // Only this wall's replay (from id 0) fails; the hub's own reads go on.
    const spy = vi
      .spyOn(t.app.liveBus, 'since')
      .mockImplementation((lastId, limit) =>
        lastId === 0 ? Promise.reject(new Error('database went away')) : since(lastId, limit),
      );
    const watching = await listen();
    await watching.opened;
    const broken = openStream(`${base}/api/live/update-screen`, { 'last-event-id': '0' });
    await broken.opened;
    await broken.ended;
    spy.mockRestore();
    const barcode = pending.shift() ?? '';
    await scan(barcode);
    const [event] = await watching.waitFor(1);
    expect(event?.data).toMatchObject({ barcode });
    const again = openStream(`${base}/api/live/update-screen`, {
      'last-event-id': String((event?.id ?? 1) - 1),
    });
    expect((await again.waitFor(1))[0]).toEqual(event);
    watching.close();
    again.close();
  });

  it('staff can scan from their session and reload every wall; a donor cannot', async () => {
    const staff = new TestBrowser(t.app);
    const login = await staff.post('/api/office/login', {
      email: DEMO.staff.email,
      password: DEMO.staff.password,
    });
    expect(login.statusCode).toBe(200);
    const cookies = {
      zechus_staff: login.cookies.find((c) => c.name === 'zechus_staff')?.value ?? '',
    };
    // A listening wall sees the staff member's scan, then the reload, in that order.
    const stream = await listen();
    await stream.opened;
    const barcode = pending.shift() ?? '';
    const scanned = await staff.post('/api/scan', { barcode }, { cookies });
    expect(scanned.json().result).toBe('done');
    const [done] = await stream.waitFor(1);
    expect(done).toMatchObject({ event: 'chapter-done', data: { barcode } });
    expect((await staff.post('/api/live/force-reload', undefined, { cookies })).statusCode).toBe(
      200,
    );
    const events = await stream.waitFor(2);
    expect(events.map((e) => e.event)).toEqual(['chapter-done', 'force-reload']);
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
      (await staff.post('/api/office/login', { email: DEMO.staff.email, password: 'wrong' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('scanning is rate-limited per station token, and failed attempts per address', () => {
  it('a runaway scanner is held back with 429 while another station goes on', async () => {
    const t = await createTestApp('sqlite', { env: { SCAN_LIMIT_PER_MINUTE: '3' } });
    const [one, two] = [
      await createStationToken(t.handle.db, 'one'),
      await createStationToken(t.handle.db, 'two'),
    ];
    const scan = (token: string) => scanWithToken(t.app, 'x', token);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await scan(one.token)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect((await scan(two.token)).statusCode).toBe(404);
    expect((await scan(one.token)).json().message).toMatch(/Too many scans from this station/);
    await t.close();
  });

  it('made-up tokens, each new, are held back per address while a real station goes on scanning', async () => {
    const t = await createTestApp('sqlite', { env: { SCAN_LIMIT_PER_MINUTE: '1000' } });
    const station = await createStationToken(t.handle.db, 'hall');
    const attempt = (authorization: string, remoteAddress = '203.0.113.9') =>
      t.app.inject({
        method: 'POST',
        url: '/api/scan',
        payload: { barcode: 'x' },
        remoteAddress,
        headers: { authorization },
      });
    for (let i = 0; i < FAILED_SCANS_PER_IP; i++) {
      expect((await attempt(`Bearer guess-${i}`)).statusCode).toBe(401);
    }
    const held = await attempt('Bearer guess-again');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      error: 'too_many_failed_scans',
      message: TOO_MANY_FAILED_SCANS,
    });
    expect(held.headers['retry-after']).toBe('60');
    // Signed in as nobody (a page with its CSRF token but no staff session) fails the same way.
    const signedOut = await new TestBrowser(t.app).post(
      '/api/scan',
      { barcode: 'x' },
      { remoteAddress: '203.0.113.9' },
    );
    expect(signedOut.statusCode).toBe(429);
    // A valid token from the same address is never refused for the others' failures.
    expect((await attempt(`Bearer ${station.token}`)).statusCode).toBe(404);
    // Another address has its own count.
    expect((await attempt('Bearer guess-x', '198.51.100.4')).statusCode).toBe(401);
    await t.close();
  });
});
