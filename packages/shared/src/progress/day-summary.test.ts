import { describe, expect, it } from 'vitest';
import { MISHNAH } from '../catalogue/mishnah.ts';
import { summarizeDay } from './day-summary.ts';

const all = (done: (i: number) => boolean) =>
  MISHNAH.perakim.map((p) => ({ perekIndex: p.index, done: done(p.index) }));

describe('the progress of a learning day', () => {
  it('a day with nothing learned yet is 0 everywhere', () => {
    const day = summarizeDay(all(() => false));
    expect(day.total).toBe(0);
    expect(day.chapters_not_done).toBe(525);
    expect(day.sedorim.every((s) => s.done === 0)).toBe(true);
  });

  it('a finished day is 100 everywhere', () => {
    const day = summarizeDay(all(() => true));
    expect([day.total, day.chapters_done]).toEqual([100, 525]);
    expect(day.mesechtas.every((m) => m.done === 100)).toBe(true);
  });

  it('finishing Berakhot alone completes its masechet and part of Zeraim', () => {
    const day = summarizeDay(all((i) => i < 9));
    expect(day.mesechtas[0]).toMatchObject({ name: 'ברכות', done: 100, perakimDone: 9 });
    expect(day.mesechtas[1]?.done).toBe(0);
    const zeraim = day.sedorim[0];
    expect(zeraim?.name).toBe('זרעים');
    expect(zeraim?.done).toBeCloseTo(
      (9 / MISHNAH.sedarim[0]!.masechtos.reduce((s, m) => s + m.perakim, 0)) * 100,
    );
    expect(day.total).toBeCloseTo((9 / 525) * 100);
  });
});
