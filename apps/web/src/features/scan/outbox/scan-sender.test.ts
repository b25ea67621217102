import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { createScanSender, retryDelay } from './scan-sender.ts';
import type { SenderStatus } from './scan-sender.ts';
import { memoryScanStore } from './memory-scan-store.ts';
import { newScan } from './stored-scan.ts';
import type { StoredScan } from './stored-scan.ts';

const reply = (barcode: string) => ({
  result: 'done',
  barcode,
  name: 'יוסף כהן',
  perek: 'ברכות פרק א',
  day: '2026-11-22',
  image: null,
  chapters_done: 1,
  chapters_not_done: 524,
});

/** A sender whose waits end only when the test says so (no real time passes). */
function harness(send: (scan: StoredScan) => Promise<unknown>) {
  const store = memoryScanStore();
  const statuses: SenderStatus[] = [];
  const settled: StoredScan[] = [];
  const sleeps: Array<{ ms: number; end: () => void }> = [];
  let idle: () => void = () => {};
  const sender = createScanSender({
    store,
    send,
    onSettled: (scan) => settled.push(scan),
    onStatus: (status) => {
      statuses.push(status);
      if (status.kind === 'idle' || status.kind === 'credential-refused') idle();
    },
    sleep: (ms, wake) =>
      new Promise<void>((resolve) => {
        sleeps.push({ ms, end: resolve });
        wake.addEventListener('abort', () => resolve(), { once: true });
      }),
    random: () => 0.5,
  });
  const settle = () =>
    new Promise<void>((resolve) => {
      idle = resolve;
    });
  /** Resolves when the sender starts its next wait. */
  const nextSleep = async () => {
    const before = sleeps.length;
    await expect.poll(() => sleeps.length).toBeGreaterThan(before);
    return sleeps[sleeps.length - 1]!;
  };
  return { store, statuses, settled, sender, settle, nextSleep };
}

describe('the station’s sender', () => {
  it('sends the waiting scans in the order they were scanned, each with its own id and time', async () => {
    const sent: StoredScan[] = [];
    const h = harness(async (scan) => {
      sent.push(scan);
      return reply(scan.barcode);
    });
    for (const code of ['A1', 'B2', 'C3']) await h.store.add(newScan(code));
    const done = h.settle();
    h.sender.kick();
    await done;
    expect(sent.map((s) => s.barcode)).toEqual(['A1', 'B2', 'C3']);
    expect(new Set(sent.map((s) => s.id)).size).toBe(3);
    expect(h.store.all().map((s) => [s.state, s.answer?.title, s.answer?.name])).toEqual([
      ['sent', 'Done ✓', 'יוסף כהן'],
      ['sent', 'Done ✓', 'יוסף כהן'],
      ['sent', 'Done ✓', 'יוסף כהן'],
    ]);
  });

  it('keeps a scan that got no answer and sends the same scan, with the same id, when it can', async () => {
    let online = false;
    const ids: string[] = [];
    const h = harness(async (scan) => {
      ids.push(scan.id);
      if (!online) throw new TypeError('Failed to fetch');
      return reply(scan.barcode);
    });
    await h.store.add(newScan('A1'));
    await h.store.add(newScan('B2'));
    h.sender.kick();
    const first = await h.nextSleep();
    expect(first.ms).toBe(1000);
    expect(h.statuses.at(-1)).toMatchObject({ kind: 'retrying', reason: 'offline' });
    first.end();
    // Backing off: each wait twice the last.
    expect((await h.nextSleep()).ms).toBe(2000);
    expect(h.store.all().every((s) => s.state === 'waiting')).toBe(true);
    online = true;
    const done = h.settle();
    h.sender.kick(); // the browser says the network is back
    await done;
    expect(h.store.all().map((s) => s.state)).toEqual(['sent', 'sent']);
    // The first scan was tried three times under one id; the second went once.
    const [a, b] = h.store.all();
    expect(ids.filter((id) => id === a!.id)).toHaveLength(3);
    expect(ids.filter((id) => id === b!.id)).toHaveLength(1);
    expect(a!.attempts).toBe(3);
  });

  it('answers an unknown barcode for good and goes on with the next scan', async () => {
    const h = harness(async (scan) => {
      if (scan.barcode === 'NOPE') {
        throw new ApiError(404, { error: 'not_found', message: 'No chapter has the barcode.' });
      }
      return reply(scan.barcode);
    });
    await h.store.add(newScan('NOPE'));
    await h.store.add(newScan('B2'));
    const done = h.settle();
    h.sender.kick();
    await done;
    expect(h.store.all().map((s) => [s.state, s.answer?.outcome, s.answer?.message])).toEqual([
      ['refused', 'error', 'No chapter has the barcode.'],
      ['sent', 'done', undefined],
    ]);
    expect(h.settled.map((s) => s.barcode)).toEqual(['NOPE', 'B2']);
  });

  it('stops at a refused token and keeps every waiting scan until a new sender has a good one', async () => {
    const h = harness(async () => {
      throw new ApiError(401, { error: 'unauthorized', message: 'This token is not valid.' });
    });
    await h.store.add(newScan('A1'));
    await h.store.add(newScan('B2'));
    const blocked = h.settle();
    h.sender.kick();
    await blocked;
    expect(h.statuses.at(-1)).toEqual({
      kind: 'credential-refused',
      message: 'This token is not valid.',
    });
    h.sender.kick(); // a new scan: not sent with the refused token
    expect(h.store.all().map((s) => [s.state, s.attempts])).toEqual([
      ['waiting', 1],
      ['waiting', 0],
    ]);

    const good = createScanSender({
      store: h.store,
      send: async (scan) => reply(scan.barcode),
      onSettled: () => {},
      onStatus: () => {},
    });
    good.kick();
    await expect.poll(() => h.store.all().map((s) => s.state)).toEqual(['sent', 'sent']);
  });

  it('treats too many refused tokens as a token problem, and a busy server as a wait', async () => {
    let calls = 0;
    const h = harness(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(429, { error: 'rate_limited' });
      throw new ApiError(429, { error: 'too_many_failed_scans', message: 'Too many.' });
    });
    await h.store.add(newScan('A1'));
    h.sender.kick();
    const wait = await h.nextSleep();
    expect(h.statuses.at(-1)).toMatchObject({ kind: 'retrying', reason: 'busy' });
    const blocked = h.settle();
    wait.end();
    await blocked;
    expect(h.statuses.at(-1)).toEqual({ kind: 'credential-refused', message: 'Too many.' });
    expect(h.store.all()[0]!.state).toBe('waiting');
  });
});

describe('the wait between attempts', () => {
  it('doubles from one second to at most thirty, a fifth either way', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => retryDelay(n, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(retryDelay(1, () => 0)).toBe(800);
    expect(retryDelay(1, () => 1)).toBe(1200);
  });
});
