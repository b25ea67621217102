import { describe, expect, it } from 'vitest';
import { savedClientState } from './client-state.ts';
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
});
