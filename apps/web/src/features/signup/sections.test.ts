import type { Plan } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { episodeOfForm } from './episode-form.ts';
import {
  maskCard,
  nextSection,
  openSection,
  sectionOfHash,
  sectionOfIssue,
  sectionStates,
} from './sections.ts';
import { episodeIsValid } from './signup-rules.ts';

const none = { episode: false, contactInfo: false, billingInfo: false };
const all = { episode: true, contactInfo: true, billingInfo: true };

describe('the sections of the Subscribe screen', () => {
  it('opens the first unsaved section and locks the ones after it', () => {
    expect(sectionStates(none, null)).toEqual({
      episode: 'open',
      contactInfo: 'locked',
      billingInfo: 'locked',
    });
    expect(sectionStates({ ...none, episode: true }, null)).toEqual({
      episode: 'summary',
      contactInfo: 'open',
      billingInfo: 'locked',
    });
  });

  it('opens the section the anchor names only when the ones before it are saved', () => {
    expect(openSection(none, 'billingInfo')).toBe('episode');
    expect(sectionStates(all, 'contactInfo')).toEqual({
      episode: 'summary',
      contactInfo: 'open',
      billingInfo: 'summary',
    });
    expect(openSection(all, null)).toBeNull();
  });

  it('reads anchors and server issue paths', () => {
    expect(sectionOfHash('#contactInfo')).toBe('contactInfo');
    expect(sectionOfHash('#nope')).toBeNull();
    expect(sectionOfIssue('episode.date.month')).toBe('episode');
    expect(sectionOfIssue('billing.card')).toBe('billingInfo');
    expect(nextSection({ ...all, billingInfo: false }, 'episode')).toBe('billingInfo');
    expect(nextSection(all, 'episode')).toBeNull();
  });

  it('masks a card except its last four digits', () => {
    expect(maskCard('4242 4242 4242 4242')).toBe('•••• •••• •••• 4242');
    expect(maskCard('3782 822463 10005')).toMatch(/0005$/);
  });
});

describe('the episode form', () => {
  const day: Plan = {
    id: 1,
    position: 0,
    type: 'yoirtzeit',
    price: 360,
    text: 'One day',
    kinds: [
      { id: 'yoirtzeit', label: 'Yoirtzeit' },
      { id: 'merit', label: 'Zechus' },
    ],
  };
  const month: Plan = {
    ...day,
    id: 3,
    type: 'shloishim',
    kinds: [{ id: 'shloishim', label: 'Shloishim' }],
  };
  const form = {
    name: ' משה בן שרה ',
    dateMode: 'hebrew' as const,
    month: '3',
    day: '12',
    civilDay: '',
    afterNightfall: false,
    yoirtzeitDateMode: 'hebrew' as const,
    yoirtzeitMonth: '2',
    yoirtzeitDay: '5',
    yoirtzeitCivilDay: '',
    yoirtzeitAfterNightfall: false,
    shivaBegan: '',
  };

  it('for a yoirtzeit the yoirtzeit date follows the chosen date', () => {
    expect(episodeOfForm('yoirtzeit', { ...form, kind: 'yoirtzeit' })).toEqual({
      kind: 'yoirtzeit',
      name: 'משה בן שרה',
      date: { month: 3, day: 12, yoirtzeitMonth: 3, yoirtzeitDay: 12, shivaBegan: null },
    });
  });

  it('a shloishim keeps both dates; a year in merit drops them', () => {
    expect(episodeOfForm('shloishim', { ...form, kind: 'shloishim' }).date).toEqual({
      month: 3,
      day: 12,
      yoirtzeitMonth: 2,
      yoirtzeitDay: 5,
      shivaBegan: null,
    });
    expect(episodeOfForm('rosh_chodesh', { ...form, kind: 'merit' }).date).toEqual({
      month: null,
      day: null,
      yoirtzeitMonth: null,
      yoirtzeitDay: null,
      shivaBegan: null,
    });
  });

  it('a saved episode is valid only for a plan that offers its kind', () => {
    const episode = episodeOfForm('yoirtzeit', { ...form, kind: 'yoirtzeit' });
    expect(episodeIsValid(day, episode)).toBe(true);
    expect(episodeIsValid(month, episode)).toBe(false);
    expect(episodeIsValid(day, null)).toBe(false);
  });
});
