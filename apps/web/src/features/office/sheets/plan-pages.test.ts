import { SHEET_ROWS_PER_COLUMN, type LearnerSheet } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { planPages } from './plan-pages.ts';

const sheet = (learnerId: number, perakim: number): LearnerSheet => ({
  learnerId,
  name: `child ${learnerId}`,
  className: 'כיתה ה׳',
  perakim: Array.from({ length: perakim }, (_, i) => ({
    perekIndex: i,
    masechet: 'ברכות',
    perek: 'פרק א',
    seder: 'זרעים',
    done: false,
    barcode: { value: String(i), svg: '<svg viewBox="0 0 1 1"></svg>', widthMm: 35, heightMm: 14 },
  })),
});

describe('how sheets fall onto printed pages', () => {
  it('gives each child a page of their own, in one column while it fits', () => {
    const pages = planPages([sheet(1, 2), sheet(2, SHEET_ROWS_PER_COLUMN)]);
    expect(pages.map((p) => [p.sheet.learnerId, p.columns.map((c) => c.length)])).toEqual([
      [1, [2]],
      [2, [SHEET_ROWS_PER_COLUMN]],
    ]);
  });

  it('uses two columns, then more pages, for a child with many perakim', () => {
    const many = SHEET_ROWS_PER_COLUMN * 2 + 3;
    const pages = planPages([sheet(1, many)]);
    expect(pages.map((p) => [p.continued, p.columns.map((c) => c.length)])).toEqual([
      [false, [SHEET_ROWS_PER_COLUMN, SHEET_ROWS_PER_COLUMN]],
      [true, [3]],
    ]);
  });
});
