import { describe, it, expect } from 'vitest';
import { MISHNAH } from './mishnah.ts';

const masechet = (name: string) => MISHNAH.masechtos.find((m) => m.name === name);
const HEBREW_ONLY = /^[\u05D0-\u05EA ]+$/;

describe('the Mishnah catalogue', () => {
  it('has 6 sedarim, 63 masechtos and 525 perakim', () => {
    expect(MISHNAH.sedarim).toHaveLength(6);
    expect(MISHNAH.masechtos).toHaveLength(63);
    expect(MISHNAH.perakim).toHaveLength(525);
  });

  it('names the sedarim in order, in English and Hebrew', () => {
    expect(MISHNAH.sedarim.map((s) => s.name)).toEqual([
      'Zeraim',
      'Moed',
      'Nashim',
      'Nezikin',
      'Kodashim',
      'Tahorot',
    ]);
    expect(MISHNAH.sedarim.map((s) => s.hebrew)).toEqual([
      'זרעים',
      'מועד',
      'נשים',
      'נזיקין',
      'קדשים',
      'טהרות',
    ]);
  });

  it('opens each seder with its first masechet', () => {
    expect(MISHNAH.sedarim.map((s) => s.masechtos[0]?.name)).toEqual([
      'Berakhot',
      'Shabbat',
      'Yevamot',
      'Bava Kamma',
      'Zevachim',
      'Kelim',
    ]);
  });

  it('counts the sedarim masechtos as 11, 12, 7, 10, 11, 12', () => {
    expect(MISHNAH.sedarim.map((s) => s.masechtos.length)).toEqual([11, 12, 7, 10, 11, 12]);
  });

  it('gives Berakhot 9 perakim, Kelim 30 and Uktzin (hebcal: Oktzin) 3', () => {
    expect(masechet('Berakhot')?.perakim).toBe(9);
    expect(masechet('Kelim')?.perakim).toBe(30);
    expect(masechet('Oktzin')?.perakim).toBe(3);
  });

  it('gives every masechet a non-empty Hebrew name without niqqud', () => {
    for (const m of MISHNAH.masechtos) expect(m.hebrew).toMatch(HEBREW_ONLY);
    expect(masechet('Berakhot')?.hebrew).toBe('ברכות');
    expect(masechet('Shabbat')?.hebrew).toBe('שבת');
    expect(masechet('Oktzin')?.hebrew).toBe('עוקצים');
  });

  it('gives every perek a Hebrew name like "ברכות פרק א"', () => {
    for (const p of MISHNAH.perakim) expect(p.hebrew).toMatch(HEBREW_ONLY);
    expect(MISHNAH.perakim[0]).toEqual({
      index: 0,
      seder: 0,
      masechet: 0,
      chapter: 1,
      name: 'Berakhot 1',
      hebrew: 'ברכות פרק א',
    });
    const kelim15 = MISHNAH.perakim.find((p) => p.name === 'Kelim 15');
    expect(kelim15?.hebrew).toBe('כלים פרק טו');
  });

  it('numbers perakim 0..524 in order, each within its masechet and seder', () => {
    MISHNAH.perakim.forEach((p, i) => {
      expect(p.index).toBe(i);
      const m = MISHNAH.masechtos[p.masechet];
      expect(m?.seder).toBe(p.seder);
      expect(p.chapter).toBeGreaterThanOrEqual(1);
      expect(p.chapter).toBeLessThanOrEqual(m?.perakim ?? 0);
    });
    expect(MISHNAH.perakim[524]?.name).toBe('Oktzin 3');
  });

  it('numbers masechtos 0..62 and their perakim add up to 525', () => {
    MISHNAH.masechtos.forEach((m, i) => expect(m.index).toBe(i));
    expect(MISHNAH.masechtos.reduce((n, m) => n + m.perakim, 0)).toBe(525);
  });
});
