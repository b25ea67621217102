import { expect, test } from './support/test.ts';

// The real build as the server sends it (the unit test of site/routes.ts uses a stand-in build):
// compressed copies made at build, hidden source maps, the first screen's fonts preloaded.
test.describe('the built site arrives compressed, without public source maps', () => {
  test('the page, its script and its stylesheet come compressed, the maps stay private', async ({
    request,
  }) => {
    const page = await request.get('/', {
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers()['content-encoding']).toBe('br');
    const html = await page.text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    expect(stylesheet).toMatch(/^\/assets\//);
    expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/[^"]+"/);

    for (const [asset, encoding] of [
      [script, 'br'],
      [stylesheet, 'gzip'],
    ] as const) {
      const reply = await request.get(asset ?? '', { headers: { 'accept-encoding': encoding } });
      expect(reply.headers()['content-encoding']).toBe(encoding);
      expect(reply.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await reply.text()).not.toContain('sourceMappingURL');
      const map = await request.get(`${asset}.map`, { headers: { accept: 'text/html' } });
      expect(map.status()).toBe(404);
    }
  });
});
