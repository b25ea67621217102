import { describe, expect, it } from 'vitest';
import { civilDateOf, sheetsPdfFileNames, sheetsPdfPath } from '@zechus/shared';

describe('the words a sheet prints', () => {
  it('writes the civil date out in full, the same on every ICU version', () => {
    expect(civilDateOf('2026-11-25')).toBe('Wednesday 25 November 2026');
    expect(civilDateOf('2027-01-01')).toBe('Friday 1 January 2027');
    expect(() => civilDateOf('2026-02-30')).toThrow(RangeError);
  });

  it('names the PDF in ASCII for every browser, and in full for those that read filename*', () => {
    expect(sheetsPdfFileNames('2026-11-25', { className: 'כיתה ה׳' })).toEqual({
      ascii: 'sheets-2026-11-25-class.pdf',
      utf8: 'sheets-2026-11-25-כיתה ה׳.pdf',
    });
    expect(sheetsPdfFileNames('2026-11-25', { className: 'Year 5 / Blue' })).toEqual({
      ascii: 'sheets-2026-11-25-year-5-blue.pdf',
      utf8: 'sheets-2026-11-25-Year 5 - Blue.pdf',
    });
    expect(
      sheetsPdfFileNames('2026-11-25', { className: null, learnerName: 'יוסף "הצדיק"' }),
    ).toEqual({ ascii: 'sheets-2026-11-25-child.pdf', utf8: 'sheets-2026-11-25-יוסף -הצדיק-.pdf' });
  });

  it('builds the download address the console links to', () => {
    expect(sheetsPdfPath('2026-11-25', { class: 'כיתה ה׳', paper: 'letter' })).toBe(
      '/api/office/sheets/2026-11-25.pdf?class=%D7%9B%D7%99%D7%AA%D7%94%20%D7%94%D7%B3&paper=letter',
    );
    expect(sheetsPdfPath('2026-11-25', { learner: 7, paper: 'a4' })).toBe(
      '/api/office/sheets/2026-11-25.pdf?learner=7&paper=a4',
    );
  });
});
