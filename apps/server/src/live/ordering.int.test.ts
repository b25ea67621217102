import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../test/test-app.ts';
import { scanWithToken, startLiveTestApp } from '../test/live-test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';
import { openStream, type ReceivedEvent } from '../test/sse-client.ts';

const barcodeOf = (event: ReceivedEvent | undefined) =>
  (event?.data as { barcode?: string } | undefined)?.barcode;

/**
 * "Never lose a scan": on PostgreSQL an event's id is taken at insert but seen only at commit, so
 * publishers that commit out of id order could leave a hole the hub (and a replay) steps over.
 */
describe.each(TEST_ENGINES)('live events in order under concurrent scans on %s', (engine) => {
  let t: TestApp;
  let url: string;
  let pending: string[];
  beforeAll(async () => {
    const live = await startLiveTestApp(engine, { SCAN_LIMIT_PER_MINUTE: '10000' });
    ({ t, pending } = live);
    url = `${live.base}/api/live/update-screen`;
  }, 120_000);
  afterAll(() => t.close());

  const chapterDone = (barcode: string) => ({
    barcode,
    name: 'x',
    perek: 'y',
    type: 'done',
    day: '2026-11-22',
    image: null,
  });

  it('an event whose transaction commits late is still delivered, before the one after it, and replayed', async () => {
    const wall = openStream(url);
    await wall.opened;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowId = 0;
    const slow = t.handle.db.transaction().execute(async (trx) => {
      slowId = await t.app.liveBus.publish('chapter-done', chapterDone('slow'), trx);
      await held;
    });
    await vi.waitFor(() => expect(slowId).toBeGreaterThan(0), { timeout: 5000 });
    // A second publisher while the first has its id but has not committed.
    const fast = t.app.liveBus.publish('chapter-done', chapterDone('fast'));
    // Give the second every chance to commit and be delivered first (it must not be able to).
    await wall.waitFor(1, 1000).catch(() => undefined);
    release();
    await Promise.all([slow, fast]);
    const events = await wall.waitFor(2);
    expect(events.map(barcodeOf)).toEqual(['slow', 'fast']);
    expect(events.map((e) => e.id)).toEqual([slowId, slowId + 1]);
    wall.close();

    for (const [from, expected] of [
      [slowId - 1, ['slow', 'fast']],
      [slowId, ['fast']],
    ] as const) {
      const replay = openStream(url, { 'last-event-id': String(from) });
      expect((await replay.waitFor(expected.length)).map(barcodeOf)).toEqual(expected);
      replay.close();
    }
  });

  it('many scans at once each reach a listening wall exactly once, in id order, and a replay from any id is complete', async () => {
    const wall = openStream(url);
    await wall.opened;
    const barcodes = pending.splice(0, 40);
    const replies = await Promise.all(barcodes.map((barcode) => scanWithToken(t.app, barcode)));
    expect(replies.map((r) => r.json().result)).toEqual(barcodes.map(() => 'done'));
    const events = await wall.waitFor(barcodes.length);
    // Anything doubled or late would be here by now.
    await new Promise((r) => setTimeout(r, 300));
    expect(wall.events).toHaveLength(barcodes.length);
    expect(events.map(barcodeOf).sort()).toEqual([...barcodes].sort());
    const ids = events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    wall.close();

    // A wall that reconnects after any of them is given exactly the rest.
    const from = [(events[0]?.id ?? 1) - 1, ...ids];
    await Promise.all(
      from.map(async (lastId, k) => {
        const expected = events.slice(k).map(barcodeOf);
        const replay = openStream(url, { 'last-event-id': String(lastId) });
        await replay.opened;
        if (expected.length > 0) await replay.waitFor(expected.length, 10_000);
        expect(replay.events.map(barcodeOf)).toEqual(expected);
        replay.close();
      }),
    );
  });
});
