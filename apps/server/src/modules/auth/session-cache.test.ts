import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const HOUR = 3_600_000;
const donorSession = (donorId: number, expiresAt = NOW + HOUR): CachedSession => ({
  donorId,
  staffUserId: null,
  expiresAt,
});

/** A cache whose confirmation the test sets, with 'a' (donor 1) and 'b' (donor 2) kept. */
function cacheWithTwo(options: { keepMs?: number; max?: number } = {}) {
  const state = { confirmed: true, confirmations: 0 };
  const cache = new SessionCache(() => {
    state.confirmations++;
    return state.confirmed;
  }, options);
  cache.keep('a', donorSession(1), cache.generation, NOW);
  cache.keep('b', donorSession(2), cache.generation, NOW);
  return { cache, state };
}

describe('the session cache', () => {
  it('hands out a kept session only once it is confirmed that nothing ended unheard', async () => {
    const { cache, state } = cacheWithTwo();
    expect(await cache.get('a', NOW)).toMatchObject({ donorId: 1 });
    expect(state.confirmations).toBe(1);
    expect(await cache.get('unknown', NOW)).toBeUndefined();
    expect(state.confirmations).toBe(1); // nothing kept: nothing to confirm, the caller reads
  });

  it('drops everything it keeps when the confirmation fails', async () => {
    const { cache, state } = cacheWithTwo();
    state.confirmed = false;
    expect(await cache.get('a', NOW)).toBeUndefined();
    state.confirmed = true;
    expect(await cache.get('b', NOW)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('no longer hands out a session ended by its id, its donor, its staff member or its expiry', async () => {
    const { cache } = cacheWithTwo();
    cache.keep(
      's',
      { donorId: null, staffUserId: 7, expiresAt: NOW + HOUR },
      cache.generation,
      NOW,
    );
    cache.keep('old', donorSession(3, NOW + 1000), cache.generation, NOW);

    cache.drop({ ids: ['a'] });
    cache.drop({ donorId: 2 });
    cache.drop({ staffUserId: 7 });
    cache.drop({ expiredBy: new Date(NOW + 1000).toISOString() });

    for (const id of ['a', 'b', 's', 'old']) expect(await cache.get(id, NOW)).toBeUndefined();
  });

  it('does not keep what a lookup read if a session ended while it was reading', async () => {
    const cache = new SessionCache(() => true);
    const began = cache.generation;
    cache.drop({ donorId: 1 }); // the lookup's row may be the one that just ended
    cache.keep('a', donorSession(1), began, NOW);
    expect(await cache.get('a', NOW)).toBeUndefined();
  });

  it('reads a session again after its keeping time, and keeps at most its maximum', async () => {
    const { cache } = cacheWithTwo({ keepMs: 1000, max: 2 });
    expect(await cache.get('a', NOW + 999)).toBeDefined();
    expect(await cache.get('a', NOW + 1000)).toBeUndefined();

    cache.keep('c', donorSession(3), cache.generation, NOW); // 'a' went, so 'b' and 'c' fit
    cache.keep('d', donorSession(4), cache.generation, NOW); // the longest kept ('b') goes
    expect(await cache.get('b', NOW)).toBeUndefined();
    expect(await cache.get('c', NOW)).toBeDefined();
    expect(await cache.get('d', NOW)).toBeDefined();
  });
});
