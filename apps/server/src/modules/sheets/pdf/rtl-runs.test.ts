import { describe, expect, it } from 'vitest';
import { hebrewFaceHas } from './fonts.ts';
import { paintOrder, rtlRuns } from './rtl-runs.ts';

const runs = (text: string) =>
  rtlRuns(text, hebrewFaceHas).map((run) => [run.text, run.direction, run.script]);

describe('right-to-left lines for the PDF', () => {
  it('a Hebrew phrase is one run, spaces and geresh included, handed to the font in reading order', () => {
    expect(runs('ברכות פרק א')).toEqual([['ברכות פרק א', 'rtl', 'hebrew']]);
    expect(runs('כיתה ה׳')).toEqual([['כיתה ה׳', 'rtl', 'hebrew']]);
    expect(paintOrder({ text: 'ברכות פרק א', direction: 'rtl', script: 'hebrew' })).toBe(
      'ברכות פרק א',
    );
  });

  it('a comma between Hebrew words is drawn from the Latin face and stays beside the word before it', () => {
    const line = rtlRuns('יום חמישי, ט״ז כסלו', hebrewFaceHas);
    expect(line.map((r) => [r.text, r.script])).toEqual([
      ['יום חמישי', 'hebrew'],
      [',', 'latin'],
      [' ט״ז כסלו', 'hebrew'],
    ]);
    expect(line.every((r) => r.direction === 'rtl')).toBe(true);
  });

  it('Latin words and digits keep their own order inside a Hebrew line', () => {
    expect(runs('כיתה 5')).toEqual([
      ['כיתה ', 'rtl', 'hebrew'],
      ['5', 'ltr', 'latin'],
    ]);
    expect(runs('שלום David Cohen')).toEqual([
      ['שלום ', 'rtl', 'hebrew'],
      ['David Cohen', 'ltr', 'latin'],
    ]);
    expect(paintOrder({ text: 'David Cohen', direction: 'ltr', script: 'latin' })).toBe(
      'David Cohen',
    );
  });

  it('punctuation in a right-to-left run is painted mirrored and reversed', () => {
    expect(paintOrder({ text: ', (', direction: 'rtl', script: 'latin' })).toBe(') ,');
  });

  it('an English name alone is one left-to-right run', () => {
    expect(runs('Miriam Levi-Stern')).toEqual([['Miriam Levi-Stern', 'ltr', 'latin']]);
  });
});
