import { describe, expect, it } from 'vitest';
import type { Episode, Plan } from '@zechus/shared';
import { episodeFitsPlan, savedClientState } from './client-state.ts';
import type { SavedClientState } from './client-state.ts';

describe('the saved client state', () => {
  it('writes only isAuth, plan, episode, contact, the confirmations and the station token — never card data', () => {
    const state = {
      isAuth: true,
      plan: null,
      episode: null,
      contact: { name: 'Chana Gold', phone: '020 7946 0000', email: 'chana@example.org' },
      confirmation: null,
      donationConfirmation: null,
      stationToken: null,
      billing: { card: '4242 4242 4242 4242', cvv: '123', expire: '12/30' },
      card: '4242424242424242',
      cvv: '123',
    } as SavedClientState & Record<string, unknown>;
    const saved = savedClientState(state);
    expect(Object.keys(saved).sort()).toEqual([
      'confirmation',
      'contact',
      'donationConfirmation',
      'episode',
      'isAuth',
      'plan',
      'stationToken',
    ]);
    const json = JSON.stringify(saved);
    expect(json).not.toContain('4242');
    expect(json).not.toMatch(/cvv|card/i);
  });

  describe('a saved dedication when the plan in the address is another', () => {
    const plan = (id: number, type: Plan['type'], kinds: Plan['kinds'][number]['id'][]): Plan =>
      ({
        id,
        type,
        kinds: kinds.map((kind) => ({ id: kind, label: kind })),
      }) as Plan;
    const yoirtzeit = { kind: 'yoirtzeit', name: 'משה בן אברהם' } as Episode;
    const day = plan(1, 'yoirtzeit', ['yoirtzeit', 'merit', 'refuah']);

    it('is kept for the same plan, and for a plan of the same type that offers its kind', () => {
      expect(episodeFitsPlan(day, day, yoirtzeit)).toBe(true);
      expect(episodeFitsPlan(day, plan(7, 'yoirtzeit', ['yoirtzeit']), yoirtzeit)).toBe(true);
    });

    it('is dropped for a plan of another type, or one that does not offer its kind', () => {
      expect(episodeFitsPlan(day, plan(3, 'shloishim', ['shloishim']), yoirtzeit)).toBe(false);
      expect(episodeFitsPlan(day, plan(7, 'yoirtzeit', ['merit']), yoirtzeit)).toBe(false);
      expect(episodeFitsPlan(null, plan(3, 'shloishim', ['shloishim']), yoirtzeit)).toBe(false);
    });

    it('saved with no plan (a relative’s “Dedicate a day too”), is kept for any plan offering its kind', () => {
      expect(episodeFitsPlan(null, day, yoirtzeit)).toBe(true);
      expect(
        episodeFitsPlan(null, plan(7, 'rosh_chodesh', ['merit', 'yoirtzeit']), yoirtzeit),
      ).toBe(true);
    });
  });
});
