import { describe, expect, it } from 'vitest';
import { dedicateTooOf } from './dedicate-too-schema.ts';
import { dedicateTooPath, episodeOfDedicateToo } from './dedicate-too.ts';

/** The query of a path, read as the browser's URLSearchParams would. */
const searchOf = (path: string) => {
  const query = path.split('?')[1] ?? '';
  const pairs = query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))));
  return { get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null };
};

describe('a relative’s “Dedicate a day too”', () => {
  it('carries the name, kind and date of passing to the sign-up, which fills them where they fit', () => {
    const path = dedicateTooPath({
      name: 'ר׳ משה בן יעקב ז״ל',
      kind: 'yoirtzeit',
      passing: { month: 3, day: 20 },
    });
    expect(path.startsWith('/sign-up?')).toBe(true);
    const prefill = dedicateTooOf(searchOf(path));
    expect(prefill).toEqual({
      name: 'ר׳ משה בן יעקב ז״ל',
      kind: 'yoirtzeit',
      passingMonth: 3,
      passingDay: 20,
    });
    expect(prefill && episodeOfDedicateToo(prefill).date).toMatchObject({
      month: 3,
      day: 20,
      yoirtzeitMonth: 3,
      yoirtzeitDay: 20,
    });
  });

  it('leaves the Day of Shloishim for the relative to choose, keeping the date of passing', () => {
    const prefill = dedicateTooOf(
      searchOf(
        dedicateTooPath({
          name: 'מרת שרה בת משה ע״ה',
          kind: 'shloishim',
          passing: { month: 3, day: 5 },
        }),
      ),
    );
    expect(prefill && episodeOfDedicateToo(prefill)).toEqual({
      kind: 'shloishim',
      name: 'מרת שרה בת משה ע״ה',
      date: { month: null, day: null, yoirtzeitMonth: 3, yoirtzeitDay: 5, shivaBegan: null },
    });
  });

  it('ignores an address that does not fit: no Hebrew name, an unknown kind, a date that does not exist', () => {
    expect(dedicateTooOf(searchOf('/sign-up'))).toBeNull();
    expect(dedicateTooOf(searchOf('/sign-up?name=Moshe&kind=yoirtzeit'))).toBeNull();
    expect(dedicateTooOf(searchOf('/sign-up?name=%D7%9E%D7%A9%D7%94&kind=party'))).toBeNull();
    expect(
      dedicateTooOf(searchOf('/sign-up?name=%D7%9E%D7%A9%D7%94&kind=yoirtzeit&passingMonth=3')),
    ).toBeNull();
    expect(
      dedicateTooOf(
        searchOf('/sign-up?name=%D7%9E%D7%A9%D7%94&kind=yoirtzeit&passingMonth=99&passingDay=1'),
      ),
    ).toBeNull();
  });
});
