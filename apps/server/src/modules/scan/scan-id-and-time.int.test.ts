import crypto from 'node:crypto';
import { addDays, londonDay, londonDayStart } from '@zechus/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import { perekOf } from '../days/days-test-helpers.ts';
import { openChapters } from './scan-test-chapters.ts';
import { createStationToken } from './station-tokens.ts';

const IN_FUTURE = "This scan's time is in the future: check this device's clock and date.";
const TOO_OLD =
  'This scan is from before yesterday and can no longer be counted. Please ask the office to mark it by hand.';
const MINUTE = 60_000;

const today = () => londonDay(new Date());
const yesterday = () => addDays(today(), -1);

const chapter = (db: Db, barcode: string) =>
  db
    .selectFrom('assignments')
    .select(['done_at', 'perek_index'])
    .where('barcode', '=', barcode)
    .executeTakeFirstOrThrow();

const scansOf = (db: Db, barcode: string) =>
  db
    .selectFrom('scans')
    .select(['result', 'scan_id', 'scanned_at', 'created_at'])
    .where('barcode', '=', barcode)
    .orderBy('id')
    .execute();

const chapterDoneEventsFor = async (db: Db, barcode: string) =>
  (
    await db
      .selectFrom('live_events')
      .select('payload')
      .where('type', '=', 'chapter-done')
      .execute()
  )
    .map((row) => JSON.parse(row.payload) as { barcode: string })
    .filter((event) => event.barcode === barcode).length;

const post = (app: FastifyInstance, token: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/scan',
    payload,
    headers: { authorization: `Bearer ${token}` },
  });

describe.each(TEST_ENGINES)('a scan with its own id and time, on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let teacher: StaffClient;
  const db = () => t.handle.db;
  const scan = (payload: object): Promise<LightMyRequestResponse> => post(t.app, token, payload);

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { SCAN_LIMIT_PER_MINUTE: '1000' } });
    token = (await createStationToken(t.handle.db, 'Main hall')).token;
    teacher = await staffWithRole(t, 'teacher');
  }, 60_000);
  afterAll(() => t.close());

  it('a scan sent twice with the same id (its answer lost) counts once, and both replies say done', async () => {
    const [barcode = ''] = await openChapters(db(), today(), 1);
    const scanId = crypto.randomUUID();
    const first = await scan({ barcode, scanId, scannedAt: new Date().toISOString() });
    expect(first.statusCode, first.body).toBe(200);
    const again = await scan({ barcode, scanId, scannedAt: new Date().toISOString() });
    expect(again.statusCode, again.body).toBe(200);

    expect(first.json()).toMatchObject({
      result: 'done',
      barcode,
      name: 'שרה לאה',
      perek: 'ברכות פרק א',
      day: today(),
      image: '/uploads/s.jpg',
    });
    expect(again.json()).toEqual(first.json());
    expect(await scansOf(db(), barcode)).toHaveLength(1);
    expect(await chapterDoneEventsFor(db(), barcode)).toBe(1);
  });

  it('the same scan sent at the same moment, several times over, counts once and every reply says done', async () => {
    const [barcode = ''] = await openChapters(db(), today(), 1);
    const scanId = crypto.randomUUID();
    const scannedAt = new Date().toISOString();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => scan({ barcode, scanId, scannedAt })),
    );
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().result).toBe('done');
    }
    const rows = await scansOf(db(), barcode);
    expect(rows).toEqual([expect.objectContaining({ result: 'done', scan_id: scanId })]);
    expect(await chapterDoneEventsFor(db(), barcode)).toBe(1);
  });

  it('another scan of a done chapter, with its own id, is already done (as ever)', async () => {
    const [barcode = ''] = await openChapters(db(), today(), 1);
    const secondId = crypto.randomUUID();
    const first = await scan({ barcode, scanId: crypto.randomUUID() });
    const second = await scan({ barcode, scanId: secondId });
    expect(first.json().result).toBe('done');
    expect(second.statusCode).toBe(200);
    expect(second.json().result).toBe('already_done');
    expect((await scansOf(db(), barcode)).map((row) => row.result)).toEqual([
      'done',
      'already_done',
    ]);
    expect(await chapterDoneEventsFor(db(), barcode)).toBe(1);

    // Its own resend answers as it did: already done.
    const again = await scan({ barcode, scanId: secondId });
    expect(again.json()).toEqual(second.json());
    expect(await scansOf(db(), barcode)).toHaveLength(2);
  });

  it('a scan taken yesterday evening and sent after midnight counts for yesterday, at its own time', async () => {
    const day = yesterday();
    const [barcode = ''] = await openChapters(db(), day, 1);
    // 23:55 in London, written as a station in New York would (the same instant).
    const fiveToMidnight = new Date(Date.parse(londonDayStart(today())) - 5 * MINUTE);
    const inNewYork = new Date(fiveToMidnight.getTime() - 5 * 60 * MINUTE)
      .toISOString()
      .replace('Z', '-05:00');
    const reply = await scan({ barcode, scanId: crypto.randomUUID(), scannedAt: inNewYork });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ result: 'done', day });

    const at = fiveToMidnight.toISOString();
    const { done_at, perek_index } = await chapter(db(), barcode);
    expect(done_at).toBe(at);
    const [row] = await scansOf(db(), barcode);
    expect(row?.scanned_at).toBe(at);
    // Received now, after midnight: the time it came is kept apart from the time it was taken.
    expect(row?.created_at.localeCompare(londonDayStart(today()))).toBe(1);

    const inOffice = await perekOf(teacher, day, perek_index);
    expect(inOffice).toMatchObject({ done: true, doneAt: at, doneSource: 'station' });
    expect(inOffice.doneBy).toBe('Main hall');
  });

  it('a station clock a minute fast still counts, at the time the scan arrived', async () => {
    const [barcode = ''] = await openChapters(db(), today(), 1);
    const before = new Date().toISOString();
    const ahead = new Date(Date.now() + MINUTE).toISOString();
    const reply = await scan({ barcode, scanId: crypto.randomUUID(), scannedAt: ahead });
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = await scansOf(db(), barcode);
    expect(row?.scanned_at).toBe(row?.created_at);
    expect(row!.created_at >= before && row!.created_at < ahead).toBe(true);
    expect((await chapter(db(), barcode)).done_at).toBe(row?.scanned_at);
  });

  it('a scan refused for its time, or its id or time malformed, says why and changes nothing', async () => {
    const [barcode = ''] = await openChapters(db(), today(), 1);
    const startOfYesterday = Date.parse(londonDayStart(yesterday()));
    const refusals: [object, number, object][] = [
      [
        { scannedAt: new Date(Date.now() + 5 * MINUTE).toISOString() },
        422,
        { error: 'scan_in_future', message: IN_FUTURE },
      ],
      [
        { scannedAt: new Date(startOfYesterday - MINUTE).toISOString() },
        422,
        { error: 'scan_too_old', message: TOO_OLD },
      ],
      [
        { scanId: 'not-a-uuid' },
        400,
        {
          error: 'bad_request',
          message: 'scanId: scanId must be a UUID, e.g. 3b241101-e2bb-4255-8caf-4136c566a962',
        },
      ],
      [
        { scannedAt: '24/11/2026 23:55' },
        400,
        {
          error: 'bad_request',
          message:
            'scannedAt: scannedAt must be a date and time with Z or an offset, e.g. 2026-11-24T23:55:00Z',
        },
      ],
      // A time without its zone could be anyone's evening.
      [{ scannedAt: '2026-11-24T23:55:00' }, 400, { error: 'bad_request' }],
    ];
    const before = await rowCounts(db());
    for (const [fields, status, body] of refusals) {
      const reply = await scan({ barcode, scanId: crypto.randomUUID(), ...fields });
      expect(reply.statusCode, JSON.stringify(fields)).toBe(status);
      expect(reply.json()).toMatchObject(body);
    }
    expect(await rowCounts(db())).toEqual(before);
    expect((await chapter(db(), barcode)).done_at).toBeNull();

    // The first moment of yesterday is still a good time, for yesterday's sheet.
    const [yesterdaysBarcode = ''] = await openChapters(db(), yesterday(), 1);
    const earliest = await scan({
      barcode: yesterdaysBarcode,
      scanId: crypto.randomUUID(),
      scannedAt: new Date(startOfYesterday).toISOString(),
    });
    expect(earliest.statusCode, earliest.body).toBe(200);
  });

  it('a scan resent days later, once its time is too old to count, is answered as it was', async () => {
    const [barcode = ''] = await openChapters(db(), today(), 1);
    const scanId = crypto.randomUUID();
    const scannedAt = new Date().toISOString();
    const first = await scan({ barcode, scanId, scannedAt });
    expect(first.json().result).toBe('done');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 24 * 60 * MINUTE });
    try {
      const again = await scan({ barcode, scanId, scannedAt });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
    } finally {
      vi.useRealTimers();
    }
    expect(await scansOf(db(), barcode)).toHaveLength(1);
  });

  it('a scan id sent again with another barcode is refused, not answered with another child', async () => {
    const [one = '', other = ''] = await openChapters(db(), today(), 2);
    const scanId = crypto.randomUUID();
    expect((await scan({ barcode: one, scanId })).statusCode).toBe(200);
    const reused = await scan({ barcode: other, scanId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('scan_id_reused');
    expect((await chapter(db(), other)).done_at).toBeNull();
  });

  it('a scan with only its barcode, as before, is a scan taken now', async () => {
    const [barcode = ''] = await openChapters(db(), today(), 1);
    const reply = await scan({ barcode });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().result).toBe('done');
    const [row] = await scansOf(db(), barcode);
    expect(row).toMatchObject({ result: 'done', scan_id: null });
    expect(row?.scanned_at).toBe(row?.created_at);
    expect((await chapter(db(), barcode)).done_at).toBe(row?.created_at);
    expect((await scan({ barcode })).json().result).toBe('already_done');
  });
});

describe.each(TEST_ENGINES)('one scan reaching two instances at once, on %s', (engine) => {
  let two: TwoInstances;
  let token: string;
  beforeAll(async () => {
    two = await startTwoInstances(engine, { SCAN_LIMIT_PER_MINUTE: '1000' });
    token = (await createStationToken(two.database.handle.db, 'Main hall')).token;
  }, 120_000);
  afterAll(() => two?.close());

  it('is stored once, and both instances answer done', async () => {
    const db = two.database.handle.db;
    const barcodes = await openChapters(db, today(), 3);
    for (const barcode of barcodes) {
      const scanId = crypto.randomUUID();
      const scannedAt = new Date().toISOString();
      const replies = await Promise.all(
        two.instances.map(({ app }) => post(app, token, { barcode, scanId, scannedAt })),
      );
      for (const reply of replies) {
        expect(reply.statusCode, reply.body).toBe(200);
        expect(reply.json().result).toBe('done');
      }
      expect(await scansOf(db, barcode)).toHaveLength(1);
      expect(await chapterDoneEventsFor(db, barcode)).toBe(1);
    }
  });
});
