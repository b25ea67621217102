import { describe, expect, it } from 'vitest';
import type { DayPerek } from '@zechus/shared';
import { howDone, sourceLabel } from './format.ts';

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

describe('how the days area names a perek’s source', () => {
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
});
