import { describe, expect, it } from 'vitest';
import type { TodaysSheets } from './api.ts';
import type { StoredScan } from './outbox/stored-scan.ts';
import { clockTime, expectedOutcome, showScan } from './scan-view.ts';

const sheets: TodaysSheets = {
  day: '2026-11-27',
  byBarcode: new Map([
    ['A1', { name: 'יוסף כהן', perek: 'ברכות פרק א', done: false }],
    ['B2', { name: 'משה לוי', perek: 'ברכות פרק ב', done: true }],
  ]),
  done: 1,
  notDone: 524,
};

const scan = (seq: number, barcode: string, more: Partial<StoredScan> = {}): StoredScan => ({
  seq,
  id: `id-${seq}`,
  barcode,
  scannedAt: '2026-11-27T16:05:12.000Z',
  state: 'waiting',
  attempts: 0,
  ...more,
});

describe('a scan on the station', () => {
  it('waiting without the network, names the child and the perek from today’s sheets', () => {
    expect(showScan(scan(1, 'A1'), sheets, false)).toEqual({
      key: 1,
      barcode: 'A1',
      look: 'waiting',
      title: 'Waiting to send',
      name: 'יוסף כהן',
      perek: 'ברכות פרק א',
      message: undefined,
    });
    expect(showScan(scan(1, 'A1'), sheets, true).title).toBe('Sending…');
  });

  it('waiting with a barcode not on today’s list says it will be checked when sent', () => {
    expect(showScan(scan(2, 'ZZ'), sheets, false).message).toMatch(/checked when it is sent/);
    // Before today's sheets are known, nothing is claimed about it.
    expect(showScan(scan(2, 'ZZ'), undefined, false).message).toBeUndefined();
  });

  it('answered, shows the server’s words', () => {
    const answered = scan(3, 'A1', {
      state: 'sent',
      answer: { outcome: 'done', title: 'Done ✓', name: 'יוסף כהן', perek: 'ברכות פרק א' },
    });
    expect(showScan(answered, sheets, false)).toMatchObject({ look: 'done', title: 'Done ✓' });
  });
});

describe('the sound of a scan that must wait', () => {
  it('is done for a new sheet of today, already for a done or repeated one, error for another, unknown without sheets', () => {
    expect(expectedOutcome(scan(1, 'A1'), sheets, [])).toBe('done');
    expect(expectedOutcome(scan(2, 'B2'), sheets, [])).toBe('already_done');
    expect(expectedOutcome(scan(3, 'A1'), sheets, [scan(1, 'A1')])).toBe('already_done');
    expect(expectedOutcome(scan(3, 'A1'), sheets, [scan(1, 'A1', { state: 'refused' })])).toBe(
      'done',
    );
    expect(expectedOutcome(scan(4, 'ZZ'), sheets, [])).toBe('error');
    expect(expectedOutcome(scan(4, 'A1'), undefined, [])).toBe('unknown');
  });
});

describe('the time of the last send', () => {
  it('is the hall’s clock, London time', () => {
    expect(clockTime('2026-07-01T15:05:12.000Z')).toBe('16:05:12');
    expect(clockTime('2026-11-27T16:05:12.000Z')).toBe('16:05:12');
  });
});
