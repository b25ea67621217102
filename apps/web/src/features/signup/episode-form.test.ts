import type { Plan } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { episodeOfForm } from './episode-form.ts';
import { episodeFormSchema } from './signup-rules.ts';
import type { EpisodeFormValues } from './episode-form.ts';

const TODAY = '2026-11-22'; // 12 Kislev 5787
const plan = (type: Plan['type'], kinds: Plan['kinds'], price = 360): Plan => ({
  id: 1,
  position: 0,
  type,
  kinds,
  price,
  text: 'plan',
});
const day = plan('yoirtzeit', [{ id: 'yoirtzeit', label: 'Yoirtzeit' }]);
const month = plan('shloishim', [{ id: 'shloishim', label: 'Shloishim' }], 2500);
const shiva = plan('shiva', [{ id: 'shiva', label: 'Shiva' }], 1000);

const values = (over: Partial<EpisodeFormValues>): EpisodeFormValues => ({
  kind: 'yoirtzeit',
  name: 'משה בן שרה',
  dateMode: 'hebrew',
  month: '',
  day: '',
  civilDay: '',
  afterNightfall: false,
  yoirtzeitDateMode: 'hebrew',
  yoirtzeitMonth: '',
  yoirtzeitDay: '',
  yoirtzeitCivilDay: '',
  yoirtzeitAfterNightfall: false,
  shivaBegan: '',
  ...over,
});

/** The sentences the date step shows, by field. */
const problems = (p: Plan, v: EpisodeFormValues) => {
  const result = episodeFormSchema(p, TODAY).safeParse(v);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the date step', () => {
  it('sends the Hebrew date of a civil date of passing after nightfall, Adar II kept apart', () => {
    const episode = episodeOfForm(
      'yoirtzeit',
      values({ dateMode: 'civil', civilDay: '2024-03-14', afterNightfall: true }),
    );
    expect(episode.date).toEqual({
      month: 14,
      day: 5,
      yoirtzeitMonth: 14,
      yoirtzeitDay: 5,
      shivaBegan: null,
    });
  });

  it('says a passing still to come is not a passing', () => {
    expect(problems(day, values({ dateMode: 'civil', civilDay: '2026-12-01' }))).toEqual({
      civilDay: 'That date is still to come. Please give the date of the passing.',
    });
  });

  it('says a Day of Shloishim too far away next to the date, before anything else is asked', () => {
    const found = problems(month, values({ kind: 'shloishim', month: '5', day: '20' }));
    expect(found.month).toMatch(/more than 30 days away/);
  });

  it('puts the shloishim sentence under the civil date when the civil date was used', () => {
    const found = problems(
      month,
      values({ kind: 'shloishim', dateMode: 'civil', civilDay: '2027-01-28' }),
    );
    expect(found.civilDay).toMatch(/more than 30 days away/);
  });

  it('asks when shiva began, and takes today or up to six days ago', () => {
    expect(problems(shiva, values({ kind: 'shiva' }))).toEqual({
      shivaBegan: 'Please choose the day shiva began.',
    });
    expect(problems(shiva, values({ kind: 'shiva', shivaBegan: '2026-11-19' }))).toEqual({});
    expect(problems(shiva, values({ kind: 'shiva', shivaBegan: '2026-11-15' })).shivaBegan).toMatch(
      /up to 6 days ago/,
    );
  });
});
