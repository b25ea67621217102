import { describe, expect, it } from 'vitest';
import type { DayPerek } from '@zechus/shared';
import { doneTime, howDone, longDay, sourceLabel } from './format.ts';

const perek = (over: Partial<DayPerek>): DayPerek => ({
  perekIndex: 0,
  perek: 'ברכות פרק א',
  masechet: 'ברכות',
  barcode: '20781000',
  learner: { id: 1, name: 'משה', className: 'כיתה ג׳', active: true },
  done: true,
  doneAt: '2026-11-24T10:42:00.000Z',
  doneSource: 'station',
  doneBy: 'Hall scanner',
  recording: null,
  ...over,
});

describe('the days area’s times and sources', () => {
  it('shows the done time in London, with the date when it was another day', () => {
    expect(doneTime('2026-11-24T10:42:00.000Z', '2026-11-24')).toBe('10:42');
    // Summer time: 23:30 UTC is already the next day in London.
    expect(doneTime('2026-06-30T23:30:00.000Z', '2026-07-01')).toBe('00:30');
    expect(doneTime('2026-11-25T09:12:00.000Z', '2026-11-24')).toBe('25 Nov, 09:12');
  });

  it('names how a perek was done', () => {
    expect(sourceLabel(perek({}))).toBe('Station: Hall scanner');
    expect(sourceLabel(perek({ doneSource: 'staff_scan', doneBy: 'Mrs Levi' }))).toBe(
      'Scanned by Mrs Levi',
    );
    expect(sourceLabel(perek({ doneSource: 'hand', doneBy: 'Mrs Levi' }))).toBe(
      'By hand: Mrs Levi',
    );
    expect(sourceLabel(perek({ done: false, doneSource: null, doneBy: null }))).toBeNull();
    expect(howDone(perek({}), '2026-11-24')).toBe('at 10:42 (Station: Hall scanner)');
  });

  it('writes a day out in full', () => {
    expect(longDay('2026-11-24')).toBe('Tuesday 24 November 2026');
  });
});
