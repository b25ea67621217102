import { describe, expect, it } from 'vitest';

describe('Zod under our CSP', () => {
  it('is jitless once the app has set its global configuration, without importing Zod first', async () => {
    await import('./zod-jitless.ts');
    const { config } = await import('zod/v4/core');
    // config() with no argument returns the object Zod builds its schemas from.
    expect(config().jitless).toBe(true);
  });
});
