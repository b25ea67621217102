import crypto from 'node:crypto';
import { addDays, londonDay, londonDayStart } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../test/row-counts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { sheetDayWords } from './scan-day.ts';
import { openChapters } from './scan-test-chapters.ts';
import { createStationToken } from './station-tokens.ts';

const today = () => londonDay(new Date());

describe.each(TEST_ENGINES)('a scan counts only on its day, on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const db = () => t.handle.db;
  const scan = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const doneAt = async (barcode: string) =>
    (
      await db()
        .selectFrom('assignments')
        .select('done_at')
        .where('barcode', '=', barcode)
        .executeTakeFirstOrThrow()
    ).done_at;

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { SCAN_LIMIT_PER_MINUTE: '1000' } });
    token = (await createStationToken(t.handle.db, 'Main hall')).token;
  }, 60_000);
  afterAll(() => t.close());

  it("a scan of tomorrow's sheet is refused in plain words and credits nothing", async () => {
    const tomorrow = addDays(today(), 1);
    const [barcode = ''] = await openChapters(db(), tomorrow, 1);
    const before = await rowCounts(db());
    const reply = await scan({ barcode, scanId: crypto.randomUUID() });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      error: 'wrong_day',
      message: `This sheet is for ${sheetDayWords(tomorrow)} — please scan only today’s sheets.`,
    });
    expect(await rowCounts(db())).toEqual(before);
    expect(await doneAt(barcode)).toBeNull();
  });

  it("yesterday's sheet scanned today is refused too; today's sheet counts", async () => {
    const [old = ''] = await openChapters(db(), addDays(today(), -1), 1);
    expect((await scan({ barcode: old })).json()).toMatchObject({ error: 'wrong_day' });
    expect(await doneAt(old)).toBeNull();

    const [fresh = ''] = await openChapters(db(), today(), 1);
    const reply = await scan({ barcode: fresh });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ result: 'done', day: today() });
  });

  it("a scan taken before midnight and sent after it counts for its own day, not the next day's sheet", async () => {
    const fiveToMidnight = new Date(Date.parse(londonDayStart(today())) - 5 * 60_000).toISOString();
    const [yesterdays = ''] = await openChapters(db(), addDays(today(), -1), 1);
    const [todays = ''] = await openChapters(db(), today(), 1);

    const late = await scan({
      barcode: yesterdays,
      scanId: crypto.randomUUID(),
      scannedAt: fiveToMidnight,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(await doneAt(yesterdays)).toBe(fiveToMidnight);

    const early = await scan({
      barcode: todays,
      scanId: crypto.randomUUID(),
      scannedAt: fiveToMidnight,
    });
    expect(early.json()).toMatchObject({ error: 'wrong_day' });
    expect(await doneAt(todays)).toBeNull();
  });

  it('a stored scan sent again is still answered as the first time', async () => {
    const [barcode = ''] = await openChapters(db(), today(), 1);
    const scanId = crypto.randomUUID();
    expect((await scan({ barcode, scanId })).json()).toMatchObject({ result: 'done' });
    expect((await scan({ barcode, scanId })).json()).toMatchObject({ result: 'done', barcode });
  });
});
