import { describe, expect, it } from 'vitest';
import type { TodaysSheets } from './api.ts';
import type { StoredScan } from './outbox/stored-scan.ts';
import { clockTime, expectedOutcome, isAnotherDaysSheet, showScan } from './scan-view.ts';

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

  it('waiting with another day’s sheet says so, a replaced sheet of today only that it will be checked', () => {
    // 20785 is 28 November: tomorrow's sheet, scanned on the 27th.
    expect(showScan(scan(2, '20785014'), sheets, false).message).toMatch(/another day’s sheet/);
    expect(showScan(scan(2, '207850141'), sheets, false).message).toMatch(/another day’s sheet/);
    // 20784 is today (27 November): a barcode of today not on the list (an older printing).
    expect(showScan(scan(2, '20784014'), sheets, false).message).toMatch(/checked when it is sent/);
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
    expect(expectedOutcome(scan(4, '20784014'), sheets, [])).toBe('error');
    expect(expectedOutcome(scan(4, '20785014'), sheets, [])).toBe('other_sheet');
    expect(expectedOutcome(scan(4, 'A1'), undefined, [])).toBe('unknown');
  });
});

describe('another day’s sheet, known without the network', () => {
  it('is one whose day is neither the list’s nor the day it was scanned', () => {
    const at = (scannedAt: string, barcode: string) => ({ barcode, scannedAt });
    expect(isAnotherDaysSheet(at('2026-11-27T16:05:12.000Z', '20785014'), '2026-11-27')).toBe(true);
    expect(isAnotherDaysSheet(at('2026-11-27T16:05:12.000Z', '20784014'), '2026-11-27')).toBe(
      false,
    );
    // Offline across midnight: the list is last night's, the sheet is this morning's.
    expect(isAnotherDaysSheet(at('2026-11-28T08:00:00.000Z', '20785014'), '2026-11-27')).toBe(
      false,
    );
    // Not one of our barcodes: nothing is claimed.
    expect(isAnotherDaysSheet(at('2026-11-27T16:05:12.000Z', 'ABC'), '2026-11-27')).toBe(false);
  });
});

describe('the time of the last send', () => {
  it('is the hall’s clock, London time', () => {
    expect(clockTime('2026-07-01T15:05:12.000Z')).toBe('16:05:12');
    expect(clockTime('2026-11-27T16:05:12.000Z')).toBe('16:05:12');
  });
});
