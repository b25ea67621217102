import type { Episode, Plan } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { episodeDateLines, hebrewDayAndMonth } from './episode-summary.ts';

const plan = (type: Plan['type'], kinds: Plan['kinds']): Plan => ({
  id: 1,
  position: 0,
  type,
  kinds,
  price: 360,
  text: 'A day of learning',
});
const day = plan('yoirtzeit', [
  { id: 'yoirtzeit', label: 'Yoirtzeit' },
  { id: 'merit', label: 'Zechus' },
]);
const month = plan('shloishim', [{ id: 'shloishim', label: 'Shloishim' }]);
const year = plan('rosh_chodesh', [{ id: 'refuah', label: 'Refuah Shleimah' }]);
const episode = (kind: Episode['kind'], date: Partial<Episode['date']>): Episode => ({
  kind,
  name: 'משה בן שרה',
  date: {
    month: null,
    day: null,
    yoirtzeitMonth: null,
    yoirtzeitDay: null,
    shivaBegan: null,
    ...date,
  },
});

describe('the date lines of the Information box', () => {
  it('writes a Hebrew day and month as the dropdowns name them', () => {
    expect(hebrewDayAndMonth(3, 12)).toBe('י״ב כסלו');
    expect(hebrewDayAndMonth(3, null)).toBeNull();
  });

  it('a yoirtzeit shows its date as the Day of Yurzat', () => {
    expect(episodeDateLines(day, episode('yoirtzeit', { month: 10, day: 15 }))).toEqual([
      { label: 'Day of Yurzat', value: 'ט״ו סיון' },
    ]);
  });

  it('a shloishim shows the Day of Shloishim and the Day of Yurzat it was given', () => {
    const both = episode('shloishim', { month: 4, day: 2, yoirtzeitMonth: 3, yoirtzeitDay: 3 });
    expect(episodeDateLines(month, both)).toEqual([
      { label: 'Day of Shloishim', value: 'ב׳ טבת' },
      { label: 'Day of Yurzat', value: 'ג׳ כסלו' },
    ]);
  });

  it('a shloishim without the optional second date still has its Day of Yurzat line, not given', () => {
    expect(episodeDateLines(month, episode('shloishim', { month: 4, day: 2 }))).toEqual([
      { label: 'Day of Shloishim', value: 'ב׳ טבת' },
      { label: 'Day of Yurzat', value: null },
    ]);
  });

  it('a merit has no Day of Yurzat line: its day to learn, or no date at all on a year', () => {
    expect(episodeDateLines(day, episode('merit', { month: 1, day: 20 }))).toEqual([
      { label: 'Day to learn', value: 'כ׳ תשרי' },
    ]);
    expect(episodeDateLines(year, episode('refuah', {}))).toEqual([]);
  });
});
