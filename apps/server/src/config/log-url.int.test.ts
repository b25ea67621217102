import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { logSafeUrl } from './log-url.ts';

/**
 * The list of addresses that hold a token (log-url.ts) is written by hand: this walks every route
 * the app declares, so a new route with a `:token` in its path cannot be logged with its token.
 */
describe('addresses holding a token', () => {
  it('every route declared with a :token has that token masked in the log', async () => {
    const routes = new Set<string>();
    const t = await createTestApp('sqlite', { onRoute: ({ url }) => routes.add(url) });
    await t.close();
    const withToken = [...routes].filter((url) => url.includes(':token'));
    expect(withToken.length).toBeGreaterThan(5);
    for (const route of withToken) {
      const url = route.replace(/:token/g, 'Sample-Token_123');
      const logged = logSafeUrl(url);
      expect(logged, route).not.toContain('Sample-Token_123');
      expect(logged, route).toBe(route.replace(/:token/g, '[token]'));
    }
  });
});
