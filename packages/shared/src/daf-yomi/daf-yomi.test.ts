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

/**
 * Spec §9's rules, written out on their own: cycles of 2702 days from 11 September 1923 and of
 * 2711 days from 24 June 1975, Shekalim with 13 pages up to cycle 7 and 22 after, and the page
 * offsets 21, 24 and 33 for the tractates at index 36 to 38 (Kinnim, Tamid, Midos). Those offsets
 * are the ones of Bob Newell's daf.el, whose table gives Tamid ten pages and Midos four; the page
 * counts otherwise come from the table under test, so a wrong rule in hebcal, in our wrapper or in
 * our reading of the spec shows.
 */
function pageBySpecRules(date: Date): { name: string; page: number } {
  const dayNumber = (y: number, m: number, d: number) => Date.UTC(y, m, d) / 86_400_000;
  const day = dayNumber(date.getFullYear(), date.getMonth(), date.getDate());
  const firstCycle = dayNumber(1923, 8, 11);
  const longerCycles = dayNumber(1975, 5, 24);
  const [cycle, dayOfCycle] =
    day >= longerCycles
      ? [8 + Math.floor((day - longerCycles) / 2711), (day - longerCycles) % 2711]
      : [1 + Math.floor((day - firstCycle) / 2702), (day - firstCycle) % 2702];
  const specPages: Record<number, number> = { 4: cycle <= 7 ? 13 : 22, 37: 10, 38: 4 };
  const offsets: Record<number, number> = { 36: 21, 37: 24, 38: 33 };
  let total = 0;
  for (const [i, tractate] of DAF_YOMI_TRACTATES.entries()) {
    const count = specPages[i] ?? tractate.pages;
    total += count - 1;
    if (dayOfCycle < total) {
      return { name: tractate.name, page: count + 1 - (total - dayOfCycle) + (offsets[i] ?? 0) };
    }
  }
  throw new Error(`day ${dayOfCycle} is past the end of cycle ${cycle}`);
}

describe('dafYomi against the rules of spec §9', () => {
  it('follows them every day, but for daf 34, which hebcal rightly gives to Midos, not Tamid', () => {
    // The one known difference (docs/decisions/0004): daf.el ends Tamid at 34, the printed Shas
    // at 33, so once a cycle the spec's rule says "Tamid 34" where hebcal says "Midot 34".
    const differences: string[] = [];
    for (let i = 0; ; i++) {
      const date = new Date(1923, 8, 11 + i);
      if (date.getFullYear() > 2100) break;
      const ours = dafYomi(date);
      const spec = pageBySpecRules(date);
      if (ours.name === spec.name && ours.page === spec.page) continue;
      if (spec.name === 'Tamid' && spec.page === 34 && ours.name === 'Midot' && ours.page === 34) {
        differences.push(date.toDateString());
        continue;
      }
      expect.fail(
        `${date.toDateString()}: ${ours.name} ${ours.page}, spec ${spec.name} ${spec.page}`,
      );
    }
    expect(differences).toHaveLength(23); // once in each cycle that reaches Midos by 2100
  });

  it('begins the eighth cycle, the first of 2711 days, on 24 June 1975 with Berachot 2', () => {
    expect(dafYomi(new Date(1975, 5, 23)).name).toBe('Niddah');
    expect(dafYomi(new Date(1975, 5, 24))).toMatchObject({ name: 'Berachot', page: 2 });
  });

  it('learns Shekalim in 12 days up to the seventh cycle and in 21 days after', () => {
    const daysOf = (from: Date, name: string) => {
      let count = 0;
      for (let i = 0; i < 2711; i++) {
        const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + i);
        if (dafYomi(day).name === name) count++;
      }
      return count;
    };
    expect(daysOf(new Date(1968, 0, 1), 'Shekalim')).toBe(12); // within the seventh cycle
    expect(daysOf(new Date(2020, 0, 5), 'Shekalim')).toBe(21); // the fourteenth
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
