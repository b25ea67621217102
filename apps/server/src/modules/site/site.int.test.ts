import fs from 'node:fs';
import { londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../../test/fake-client-build.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('serving the web client', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeClientBuild({ 'assets/app-1234.js': 'console.log("app")' });
    t = await createTestApp('sqlite', {
      webDistDir: dist,
      env: { PROGRAMME_TITLE: 'Zechus Mishnayos </script><b>', HERO_VIDEO_URL: '/media/hero.mp4' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const navigate = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

  it('a deep link to any screen loads the app (history mode) with a fresh CSRF token', async () => {
    const page = await navigate('/my-page/3?day=2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const cookie = page.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.sameSite).toBe('Lax');
    expect(page.body).toContain(`<meta name="csrf-token" content="${cookie?.value}" />`);
  });

  it('a page whose address is a key (a shared link, a sign-in or stop link) asks search engines not to list it', async () => {
    for (const url of ['/shared/abc', '/sign-in/abc', '/reminders/stop/abc']) {
      expect((await navigate(url)).headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    expect((await navigate('/how-it-works')).headers['x-robots-tag']).toBeUndefined();
  });

  it('a returning browser keeps its token', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/contact',
      headers: { accept: 'text/html' },
      cookies: { 'XSRF-TOKEN': 'k'.repeat(43) },
    });
    expect(page.body).toContain(`content="${'k'.repeat(43)}"`);
    expect(page.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('the runtime site settings reach the page as JSON that cannot break out of its script', async () => {
    const page = await navigate('/');
    const json = /<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(
      page.body,
    )?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json ?? '')).toEqual({
      programmeTitle: 'Zechus Mishnayos </script><b>',
      heroVideoUrl: '/media/hero.mp4',
      sentryDsn: null,
      // The sandbox is the gateway: the page's card fields are the sandbox's stand-in, not Stripe's.
      stripePublishableKey: null,
      // The London day by the server's clock, so the sign-up judges its dates as the server does.
      today: londonDay(new Date()),
      // No donor's session came with the request: the page is a visitor's.
      signedIn: false,
    });
  });

  it('built assets are served with long caching, index.html never directly', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const raw = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(raw.body).not.toContain('__CSRF_TOKEN__');
  });

  it('an unknown API path stays a JSON 404 even for a browser', async () => {
    const reply = await navigate('/api/does-not-exist');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ error: 'not_found' });
    const script = await t.app.inject({ method: 'GET', url: '/missing.js' });
    expect(script.statusCode).toBe(404);
    expect(script.json()).toMatchObject({ error: 'not_found' });
  });

  it('a link preview or crawler that accepts anything gets the page of a deep link, never JSON', async () => {
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'text/*, */*;q=0.8' }]) {
      for (const url of ['/shared/abc', '/sign-up', '/how-it-works?x=1']) {
        const page = await t.app.inject({ method: 'GET', url, headers });
        expect(page.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
      }
    }
    // A file's address stays a 404 for them, and JSON stays JSON for a caller that asks for it.
    for (const url of ['/missing.js', '/robots.txt', '/shared/abc.png']) {
      const reply = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(reply.statusCode, url).toBe(404);
    }
    const json = await t.app.inject({
      method: 'GET',
      url: '/shared/abc',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ error: 'not_found' });
  });

  it('every answer carries strict security headers', async () => {
    const page = await navigate('/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    // WebAssembly may be compiled (the camera's barcode reader); scripts may not be evaluated.
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
