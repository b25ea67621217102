import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    page('<div id="root"><h1>Their learning, dedicated</h1></div>'),
  );
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'about.html'),
    page('<div id="root"><h1>About us</h1></div>'),
  );
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'pages.json'),
    JSON.stringify({ '/': 'home.html', '/about': 'about.html' }),
  );
  return dir;
}

describe('prerendered pages', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuildWithPrerenderedPages();
    t = await createTestApp('sqlite', { webDistDir: dist, env: { PROGRAMME_TITLE: 'Zechus' } });
  });
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
    const myPage = await navigate('/my-page/3');
    expect(myPage.statusCode).toBe(200);
    expect(myPage.body).toContain('<div id="root"></div>');
  });
});
