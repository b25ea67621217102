import { describe, expect, it } from 'vitest';
import { londonTimeCell, moneyCell, neutraliseFormula, textCell } from './csv-cells.ts';

describe('a cell of an exported file', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('neutralises %j, which a spreadsheet would run as a formula', (text, safe) => {
    expect(neutraliseFormula(text)).toBe(safe);
    expect(textCell(text)).toBe(safe);
  });

  it.each(['Rivka Adler', 'משה בן אברהם ז״ל', 'a=b', 'x-ray', '', "'already quoted"])(
    'leaves %j as it is',
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
    },
  );

  it('writes nothing for a missing value, dollars with cents, and London’s clock', () => {
    expect(textCell(null)).toBe('');
    expect(moneyCell(36000)).toBe('360.00');
    expect(moneyCell(1805)).toBe('18.05');
    expect(moneyCell(null)).toBe('');
    // Summer time: 23:30 UTC is half past midnight the next day in London.
    expect(londonTimeCell('2026-06-30T23:30:00.000Z')).toBe('2026-07-01 00:30');
    expect(londonTimeCell('2026-11-22T09:05:00.000Z')).toBe('2026-11-22 09:05');
  });
});
