import { describe, expect, it } from 'vitest';
import { learnersExportQuerySchema, moveUpSchema, schoolYearStart } from './school-year.ts';

describe('the school year', () => {
  it('starts on the 1st of September on or before today', () => {
    expect(schoolYearStart('2026-11-22')).toBe('2026-09-01');
    expect(schoolYearStart('2026-09-01')).toBe('2026-09-01');
    expect(schoolYearStart('2026-08-31')).toBe('2025-09-01');
    expect(schoolYearStart('2027-01-05')).toBe('2026-09-01');
  });

  it('a move-up keeps one spelling of the new names and needs something to do', () => {
    const parsed = moveUpSchema.parse({
      moves: [{ from: "כיתה ג'", to: " כיתה ד' " }],
      leaving: [],
    });
    expect(parsed.moves).toEqual([{ from: "כיתה ג'", to: 'כיתה ד׳' }]);
    expect(moveUpSchema.safeParse({ moves: [], leaving: [] }).success).toBe(false);
    expect(moveUpSchema.safeParse({ moves: [{ from: 'א', to: '' }], leaving: [] }).success).toBe(
      false,
    );
  });

  it('the learners export counts everyone unless told otherwise, and refuses a bad date', () => {
    expect(learnersExportQuerySchema.parse({})).toEqual({ status: 'all' });
    expect(learnersExportQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });
});
