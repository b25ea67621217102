import fs from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { createdStationSchema, stationListSchema } from '@zechus/shared';
import { DEMO } from '../../db/seed/demo.ts';
import { auditRows, staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { scanWithToken } from '../../test/live-test-app.ts';

const require = createRequire(import.meta.url);
const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
prepareZXingModule({
  overrides: {
    wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
  },
  fireImmediately: true,
});

/** What a tablet's camera reads from the QR code: the SVG drawn, then decoded. */
async function readQrCode(svg: string): Promise<string[]> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = await readBarcodes(
    {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
      colorSpace: 'srgb',
    },
    { formats: ['QRCode'] },
  );
  return found.map((code) => code.text);
}

const PUBLIC_URL = 'https://learning.example.org';
const TODAY = '2026-11-24';

describe.each(TEST_ENGINES)('the office’s scanner stations on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let owner: StaffClient;
  let barcodes: string[];
  beforeAll(async () => {
    t = await createTestApp(engine, {
      demo: { today: TODAY },
      today: TODAY,
      env: { PUBLIC_URL, LOGIN_LIMIT_PER_IP: '1000', SCAN_LIMIT_PER_MINUTE: '240' },
    });
    office = await staffWithRole(t, 'office', 'Rivka Office');
    owner = await staffWithRole(t, 'owner', 'Moshe Owner');
    const wall = await t.handle.db
      .selectFrom('assignments')
      .select('barcode')
      .where('day', '=', TODAY)
      .where('done_at', 'is', null)
      .orderBy('perek_index')
      .limit(10)
      .execute();
    barcodes = wall.map((row) => row.barcode);
  }, 120_000);
  afterAll(() => t.close());

  const list = async (client: StaffClient, query = '') =>
    stationListSchema.parse((await client.get(`/api/office/stations${query}`)).json());

  it('the office adds a station: its token is shown once, with a QR code of the station page, and scans at once', async () => {
    const reply = await office.post('/api/office/stations', { name: '  Main hall, left ' });
    expect(reply.statusCode).toBe(201);
    expect(reply.headers['cache-control']).toBe('no-store');
    const created = createdStationSchema.parse(reply.json());
    expect(created.station).toMatchObject({
      name: 'Main hall, left',
      createdBy: 'Rivka Office',
      lastUsedAt: null,
      revokedAt: null,
      active: true,
    });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The token is in the fragment: it never reaches the server's logs or a Referer.
    expect(created.setupUrl).toBe(`${PUBLIC_URL}/scan#token=${created.token}`);
    expect(await readQrCode(created.qrSvg)).toEqual([created.setupUrl]);

    // The token works at once, and is never stored or listed.
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/scan/station',
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(check.json()).toEqual({ name: 'Main hall, left' });
    const listed = await office.get('/api/office/stations');
    expect(listed.body).not.toContain(created.token);
    const stored = await t.handle.db.selectFrom('station_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(created.token);

    // Audited, without the token.
    const [audit] = await auditRows(t, 'stations');
    expect(audit).toMatchObject({
      action: 'station.create',
      actor: 'Rivka Office',
      target_id: String(created.station.id),
      summary: 'Added the scanner station “Main hall, left”',
    });
    expect(JSON.stringify(audit)).not.toContain(created.token);
  });

  it('the list shows each station with who made it, when it was last used, and whether it is active', async () => {
    const created = createdStationSchema.parse(
      (await owner.post('/api/office/stations', { name: 'Beis medrash door' })).json(),
    );
    expect((await scanWithToken(t.app, barcodes.shift() ?? '', created.token)).statusCode).toBe(
      200,
    );
    const page = await list(owner, '?sort=name&dir=asc');
    expect(page.rows.map((row) => row.name)).toEqual([
      'Beis medrash door',
      'Demo scanner station',
      'Main hall, left',
    ]);
    const door = page.rows.find((row) => row.id === created.station.id);
    expect(door?.createdBy).toBe('Moshe Owner');
    expect(Date.now() - Date.parse(door?.lastUsedAt ?? '')).toBeLessThan(60_000);
    const demo = page.rows.find((row) => row.name === 'Demo scanner station');
    expect(demo).toMatchObject({ createdBy: null, active: true });

    // Sorted by last use, the never-used stations come last either way.
    const byUse = await list(owner, '?sort=lastUsed&dir=desc');
    expect(byUse.rows[0]?.name).toBe('Beis medrash door');
    expect(byUse.rows.at(-1)?.lastUsedAt).toBeNull();
    const byUseAsc = await list(owner, '?sort=lastUsed&dir=asc');
    expect(byUseAsc.rows[0]?.name).toBe('Beis medrash door');

    // Paged on the server.
    const first = await list(owner, '?pageSize=2&sort=name');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.rows).toHaveLength(2);
    const second = await list(owner, '?pageSize=2&page=2&sort=name');
    expect(second.rows.map((row) => row.name)).toEqual(['Main hall, left']);
  });

  it('last used is written at most once a minute per station, however many children scan', async () => {
    const created = createdStationSchema.parse(
      (await office.post('/api/office/stations', { name: 'Upstairs' })).json(),
    );
    await scanWithToken(t.app, barcodes.shift() ?? '', created.token);
    const first = await t.handle.db
      .selectFrom('station_tokens')
      .select('last_used_at')
      .where('id', '=', created.station.id)
      .executeTakeFirstOrThrow();
    expect(first.last_used_at).not.toBeNull();
    await scanWithToken(t.app, barcodes.shift() ?? '', created.token);
    await scanWithToken(t.app, 'NO-SUCH-CODE', created.token);
    const again = await t.handle.db
      .selectFrom('station_tokens')
      .select('last_used_at')
      .where('id', '=', created.station.id)
      .executeTakeFirstOrThrow();
    expect(again.last_used_at).toBe(first.last_used_at);
  });

  it('a station is renamed; its token keeps working and the change is audited with before and after', async () => {
    const created = createdStationSchema.parse(
      (await office.post('/api/office/stations', { name: 'Hall' })).json(),
    );
    const renamed = await office.send('PATCH', `/api/office/stations/${created.station.id}`, {
      name: 'Main hall, right',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: created.station.id, name: 'Main hall, right' });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/scan/station',
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(check.json()).toEqual({ name: 'Main hall, right' });
    const [audit] = await auditRows(t, 'stations');
    expect(audit).toMatchObject({
      action: 'station.rename',
      summary: 'Renamed the scanner station “Hall” to “Main hall, right”',
    });
    expect(JSON.parse(String(audit?.before))).toEqual({ name: 'Hall' });
    expect(JSON.parse(String(audit?.after))).toEqual({ name: 'Main hall, right' });
  });

  it('a revoked station stops at once: its scans and token checks are refused, and it shows as revoked', async () => {
    const created = createdStationSchema.parse(
      (await owner.post('/api/office/stations', { name: 'Lost tablet' })).json(),
    );
    const revoked = await owner.post(`/api/office/stations/${created.station.id}/revoke`, {});
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ active: false, name: 'Lost tablet' });
    expect(revoked.json().revokedAt).toEqual(expect.any(String));

    const scan = await scanWithToken(t.app, barcodes[0] ?? '', created.token);
    expect(scan.statusCode).toBe(401);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/scan/station',
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(check.statusCode).toBe(401);
    expect(check.json().message).toBe(
      'This token is not valid (it may have been revoked). Ask the office for a new one.',
    );

    const again = await owner.post(`/api/office/stations/${created.station.id}/revoke`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The scanner station “Lost tablet” was already revoked.');

    const [audit] = await auditRows(t, 'stations');
    expect(audit).toMatchObject({
      action: 'station.revoke',
      actor: 'Moshe Owner',
      summary: 'Revoked the token of the scanner station “Lost tablet”',
    });
    expect(JSON.parse(String(audit?.after))).toEqual({ name: 'Lost tablet', active: false });

    const onlyRevoked = await list(owner, '?status=revoked');
    expect(onlyRevoked.rows.map((row) => row.name)).toEqual(['Lost tablet']);
    const onlyActive = await list(owner, '?status=active');
    expect(onlyActive.rows.every((row) => row.active)).toBe(true);
  });

  it('a teacher is refused (403) and nobody signed in is refused (401); nothing changes', async () => {
    const teacher = await staffWithRole(t, 'teacher');
    const before = await t.handle.db.selectFrom('station_tokens').selectAll().execute();
    const auditBefore = (await auditRows(t, 'stations')).length;
    const calls = [
      () => teacher.get('/api/office/stations'),
      () => teacher.post('/api/office/stations', { name: 'Sneaky' }),
      () => teacher.send('PATCH', '/api/office/stations/1', { name: 'Sneaky' }),
      () => teacher.post('/api/office/stations/1/revoke', {}),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    const anonymous = [
      t.app.inject({ method: 'GET', url: '/api/office/stations' }),
      t.browser.post('/api/office/stations', { name: 'Sneaky' }),
      t.browser.post('/api/office/stations/1/revoke', {}),
    ];
    for (const reply of await Promise.all(anonymous)) expect(reply.statusCode).toBe(401);
    // A donor's session is not a staff session.
    const donor = await t.browser.post('/api/login', {
      email: DEMO.donor.email,
      id: DEMO.donor.donorNumber,
    });
    const donorCookie = donor.cookies.map((c) => ({ [c.name]: c.value }));
    const asDonor = await t.app.inject({
      method: 'GET',
      url: '/api/office/stations',
      cookies: Object.assign({}, ...donorCookie),
    });
    expect(asDonor.statusCode).toBe(401);
    expect(await t.handle.db.selectFrom('station_tokens').selectAll().execute()).toEqual(before);
    expect(await auditRows(t, 'stations')).toHaveLength(auditBefore);
  });

  it('bad input is refused with 4xx and a plain sentence, and changes nothing', async () => {
    const before = await t.handle.db.selectFrom('station_tokens').selectAll().execute();
    const bad: [string, unknown, RegExp][] = [
      ['POST', { name: '' }, /Give the station a name/],
      ['POST', { name: '   ' }, /Give the station a name/],
      ['POST', { name: 'x'.repeat(81) }, /at most 80 characters/],
      ['POST', { name: 'Hall\u0000' }, /control characters/],
      ['POST', { name: 42 }, /Give the station a name/],
      ['POST', {}, /Give the station a name/],
      ['POST', { name: 'Hall', token: 'chosen-by-me' }, /token/],
      ['PATCH', { name: '' }, /Give the station a name/],
      ['PATCH', { name: 'Hall\u0000' }, /control characters/],
    ];
    for (const [method, body, message] of bad) {
      const reply =
        method === 'POST'
          ? await office.post('/api/office/stations', body)
          : await office.send('PATCH', '/api/office/stations/1', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().message).toMatch(message);
    }
    for (const id of ['2147483648', '0', '-1', 'abc', '1.5']) {
      const renamed = await office.send('PATCH', `/api/office/stations/${id}`, { name: 'Hall' });
      expect(renamed.statusCode, id).toBe(400);
      const revoked = await office.post(`/api/office/stations/${id}/revoke`, {});
      expect(revoked.statusCode, id).toBe(400);
    }
    const missing = await office.send('PATCH', '/api/office/stations/2147483647', { name: 'H' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no scanner station number 2147483647.');
    expect((await office.post('/api/office/stations/99999/revoke', {})).statusCode).toBe(404);
    for (const query of ['?sort=token', '?status=maybe', '?page=0', '?pageSize=1000']) {
      expect((await office.get(`/api/office/stations${query}`)).statusCode, query).toBe(400);
    }
    expect(await t.handle.db.selectFrom('station_tokens').selectAll().execute()).toEqual(before);
  });
});
