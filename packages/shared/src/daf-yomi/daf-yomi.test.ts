import { describe, it, expect } from 'vitest';
import { DafYomi } from '@hebcal/learning';
import { DAF_YOMI_TRACTATES, dafYomi } from './daf-yomi.ts';

describe('dafYomi', () => {
  it('throws a TypeError saying a non-date was given for a string, number, null or bad Date', () => {
    for (const bad of ['2024-04-08', 1712534400000, null, undefined, {}, new Date('nonsense')]) {
      expect(() => dafYomi(bad)).toThrow(TypeError);
      expect(() => dafYomi(bad)).toThrow('dafYomi: a non-date was given');
    }
  });

  it('answers an empty name and page 0 the day before the first cycle, 10 September 1923', () => {
    expect(dafYomi(new Date(1923, 8, 10))).toEqual({
      name: '',
      alternate: '',
      hebrew: '',
      page: 0,
    });
    expect(dafYomi(new Date(1900, 0, 1)).page).toBe(0);
  });

  it('starts the first cycle on 11 September 1923 with Berachot 2', () => {
    expect(dafYomi(new Date(1923, 8, 11))).toEqual({
      name: 'Berachot',
      alternate: 'Berachos',
      hebrew: 'ברכות',
      page: 2,
    });
  });

  it('gives Bava Metzia 40 on 8 April 2024, spelled as hebcal does with an alternate', () => {
    expect(dafYomi(new Date(2024, 3, 8))).toEqual({
      name: 'Baba Metzia',
      alternate: 'Bava Metzia',
      hebrew: 'בבא מציעא',
      page: 40,
    });
  });

  it('starts the 14th cycle on 5 January 2020 with Berachot 2', () => {
    expect(dafYomi(new Date(2020, 0, 5))).toMatchObject({ name: 'Berachot', page: 2 });
  });

  it('ignores the time of day', () => {
    expect(dafYomi(new Date(2024, 3, 8, 23, 59))).toMatchObject({ name: 'Baba Metzia', page: 40 });
  });

  it('agrees with hebcal on every day from 11 September 1923 to 31 December 2100', () => {
    let days = 0;
    // new Date(y, m, d + i) walks local calendar days, so DST changes cannot skip or repeat one.
    for (let i = 0; ; i++) {
      const date = new Date(1923, 8, 11 + i);
      if (date.getFullYear() > 2100) break;
      const ours = dafYomi(date);
      const theirs = new DafYomi(date);
      if (ours.name !== theirs.getName() || ours.page !== theirs.getBlatt()) {
        expect.fail(`${date.toDateString()}: ${ours.name} ${ours.page} vs ${theirs.render()}`);
      }
      days++;
    }
    expect(days).toBe(64_761); // 1923-09-11 .. 2100-12-31 inclusive
  });
});

describe('DAF_YOMI_TRACTATES', () => {
  it('lists 40 tractates from Berachot (64) to Niddah (73), the smallest Kinnim (4)', () => {
    expect(DAF_YOMI_TRACTATES).toHaveLength(40);
    expect(DAF_YOMI_TRACTATES[0]).toMatchObject({ name: 'Berachot', pages: 64 });
    expect(DAF_YOMI_TRACTATES[1]).toMatchObject({ name: 'Shabbat', pages: 157 });
    expect(DAF_YOMI_TRACTATES[39]).toMatchObject({ name: 'Niddah', hebrew: 'נדה', pages: 73 });
    expect(Math.min(...DAF_YOMI_TRACTATES.map((t) => t.pages))).toBe(4);
  });

  it('gives every tractate a Hebrew name and an alternate spelling from hebcal', () => {
    for (const t of DAF_YOMI_TRACTATES) {
      expect(t.hebrew).toMatch(/^[\u05D0-\u05EA ]+$/);
      expect(t.alternate).not.toBe('');
    }
    const gitin = DAF_YOMI_TRACTATES.find((t) => t.name === 'Gitin');
    expect(gitin?.alternate).toBe('Gittin');
  });
});
