import { londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWithRole } from '../../test/office.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { openChapters } from './scan-test-chapters.ts';
import { createStationToken } from './station-tokens.ts';

const LIMIT = 3;

describe.each(TEST_ENGINES)('the per-station scan limit on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { SCAN_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => t.close());

  /** Today's perakim for one new child, each with its own barcode, none done yet. */
  const pendingBarcodes = (count: number): Promise<string[]> =>
    openChapters(t.handle.db, londonDay(new Date()), count);

  const scan = (barcode: string, authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { barcode },
      headers: { authorization },
    });

  it('every spelling of one station’s Bearer header shares one limit; the scan past it is refused and stores nothing', async () => {
    const station = await createStationToken(t.handle.db, 'Main hall');
    const other = await createStationToken(t.handle.db, 'Side room');
    const [first, second, third, fourth, fifth] = await pendingBarcodes(LIMIT + 2);
    const spellings = [
      `Bearer ${station.token}`,
      `Bearer  ${station.token}`,
      `Bearer ${station.token}\t `,
    ];
    for (const [i, barcode] of [first, second, third].entries()) {
      const reply = await scan(barcode ?? '', spellings[i] ?? '');
      expect(reply.statusCode).toBe(200);
      expect(reply.json().result).toBe('done');
    }

    const before = await rowCounts(t.handle.db);
    const held = await scan(fourth ?? '', `Bearer   ${station.token}`);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(
      'Too many scans from this station in one minute. Wait a minute, then scan again.',
    );
    expect(await rowCounts(t.handle.db)).toEqual(before);
    const refused = await t.handle.db
      .selectFrom('assignments')
      .select('done_at')
      .where('barcode', '=', fourth ?? '')
      .executeTakeFirstOrThrow();
    expect(refused.done_at).toBeNull();

    // Another station in the same hall has its own allowance.
    const elsewhere = await scan(fifth ?? '', `Bearer ${other.token}`);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('the station check shares the same limit whatever the spelling', async () => {
    const station = await createStationToken(t.handle.db, 'Library');
    const check = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/api/scan/station', headers: { authorization } });
    for (let i = 0; i < LIMIT; i++) {
      const reply = await check(`Bearer ${' '.repeat(i + 1)}${station.token}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ name: 'Library' });
    }
    expect((await check(`Bearer ${' '.repeat(LIMIT + 1)}${station.token}`)).statusCode).toBe(429);
  });

  it('a staff member scanning from the office shares one limit whatever Authorization header rides along', async () => {
    const teacher = await staffWithRole(t, 'teacher');
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const reply = await teacher.post(
        '/api/scan',
        { barcode: 'NO-SUCH-CODE' },
        { headers: { authorization: `Basic ${i}` } },
      );
      statuses.push(reply.statusCode);
    }
    // Signed in by the session cookie (the unknown barcode is the answer), then held back.
    expect(statuses).toEqual([...Array.from({ length: LIMIT }, () => 404), 429]);
  });
});
