import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { demoDonorSession } from '../../test/demo-donor.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const page = (body: string) =>
  '<!doctype html><html><head><meta name="csrf-token" content="__CSRF_TOKEN__" />' +
  `<script type="application/json" id="site-config">__SITE_CONFIG__</script></head><body>${body}</body></html>`;

/** A stand-in client build with two prerendered pages, as apps/web/scripts/prerender.mjs writes. */
function fakeBuildWithPrerenderedPages(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-web-'));
  fs.mkdirSync(path.join(dir, 'prerendered'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), page('<div id="root"></div>'));
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'home.html'),
    page('<div id="root"><h1>Their learning, dedicated</h1><p>© __YEAR__ Zechus</p></div>'),
  );
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'home.signed-in.html'),
    page('<div id="root"><h1>Their learning, dedicated</h1><button>Sign Out</button></div>'),
  );
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'about.html'),
    page('<div id="root"><h1>About us</h1></div>'),
  );
  // A screen that is not prerendered: the app shell with that screen's chunks preloaded.
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'dedication.html'),
    page('<div id="root"></div>').replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/MyPagePage-x.js"></head>',
    ),
  );
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'pages.json'),
    JSON.stringify({
      '/': { signedOut: 'home.html', signedIn: 'home.signed-in.html' },
      '/about': { signedOut: 'about.html', signedIn: 'about.html' },
      '/my-page/:id': { signedOut: 'dedication.html' },
    }),
  );
  return dir;
}

describe('prerendered pages', () => {
  let t: TestApp;
  let dist: string;
  let session: Record<string, string>;
  const today = londonDay(new Date());
  beforeAll(async () => {
    dist = fakeBuildWithPrerenderedPages();
    t = await createTestApp('sqlite', {
      webDistDir: dist,
      env: { PROGRAMME_TITLE: 'Zechus' },
      today,
    });
    await seedDemoIfEmpty(t.handle, { dataDir: t.dataDir, today });
    session = await demoDonorSession(t.app);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const navigate = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('Home is sent with its content already in the HTML', async () => {
    const home = await navigate('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Their learning, dedicated</h1>');
  });

  it('a signed-in donor gets the page drawn signed in, and the site config says so', async () => {
    const home = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
      cookies: session,
    });
    expect(home.body).toContain('<button>Sign Out</button>');
    expect(home.body).toContain('"signedIn":true');
  });

  it('a session cookie that is not a live session is a visitor', async () => {
    const home = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
      cookies: { zechus_session: 'long-gone' },
    });
    expect(home.body).not.toContain('Sign Out');
    expect(home.body).toContain('"signedIn":false');
  });

  it('the footer’s year is the year of the day it is read, not of the build', async () => {
    const home = await navigate('/');
    expect(home.body).toContain(`<p>© ${today.slice(0, 4)} Zechus</p>`);
    expect(home.body).not.toContain('__YEAR__');
  });

  it('a prerendered page gets its fresh CSRF token and the site settings filled in', async () => {
    const about = await navigate('/about?ref=whatsapp');
    const token = about.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(about.body).toContain('<h1>About us</h1>');
    expect(about.body).toContain(`<meta name="csrf-token" content="${token}" />`);
    expect(about.body).toContain('"programmeTitle":"Zechus"');
    expect(about.body).not.toContain('__SITE_CONFIG__');
  });

  it('the same page with a trailing slash is the prerendered page too', async () => {
    expect((await navigate('/about/')).body).toContain('<h1>About us</h1>');
  });

  it('a screen that was not prerendered gets the empty app shell', async () => {
    const progress = await navigate('/progress');
    expect(progress.statusCode).toBe(200);
    expect(progress.body).toContain('<div id="root"></div>');
    expect(progress.body).not.toContain('rel="preload" as="fetch"');
  });

  it('a dedication opened by its address comes with its own chunks named in the head', async () => {
    const dedication = await navigate('/my-page/3');
    expect(dedication.statusCode).toBe(200);
    expect(dedication.body).toContain('<div id="root"></div>');
    expect(dedication.body).toContain('href="/assets/MyPagePage-x.js"');
  });

  it('with a session, its first answers are named in the head too, to come with its code', async () => {
    const dedication = await t.app.inject({
      method: 'GET',
      url: '/my-page/3',
      headers: { accept: 'text/html' },
      cookies: session,
    });
    expect(dedication.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/enrollment/3">',
    );
    expect(dedication.body).toContain('href="/api/my-page">');
  });

  it('no answer is named without a live session, for an address with a query, or an odd segment', async () => {
    const withSession = (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
        cookies: session,
      });
    expect((await navigate('/my-page/3')).body).not.toContain('as="fetch"');
    expect((await withSession('/my-page/3?day=2')).body).not.toContain('as="fetch"');
    expect((await withSession('/my-page/3%22%3E%3Cb%3E')).body).not.toContain('as="fetch"');
    expect((await navigate('/shared/abc%3Cscript')).body).not.toContain('as="fetch"');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/my-page/3',
      headers: { accept: 'text/html' },
      cookies: { zechus_session: 'long-gone' },
    });
    expect(stale.body).not.toContain('as="fetch"');
  });

  it('a family’s shared link names its answer without a session', async () => {
    const shared = await navigate('/shared/Ab_9-x');
    expect(shared.body).toContain('href="/api/shared/Ab_9-x">');
  });
});
