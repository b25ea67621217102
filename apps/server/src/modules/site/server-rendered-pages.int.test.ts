import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDonorSession } from '../../test/demo-donor.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

const shell = (head = '') =>
  '<!doctype html><html><head><meta name="csrf-token" content="__CSRF_TOKEN__" />' +
  '<title>Zechus</title>' +
  `<script type="application/json" id="site-config">__SITE_CONFIG__</script>${head}</head>` +
  '<body><div id="root"></div></body></html>';

/**
 * A stand-in client build as apps/web/scripts/prerender.mjs writes it, with a stand-in of the web
 * app's server-side entry (dist/ssr/entry-prerender.js) that writes what it was given: the
 * dedication's name from its answer, and whether the donor was signed in.
 */
function fakeBuildWithServerEntry(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-web-'));
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.writeFileSync(path.join(dir, 'index.html'), shell());
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'dedication.html'),
    shell('<link rel="modulepreload" crossorigin href="/assets/MyPagePage-x.js">'),
  );
  // A prerendered page as the build draws it: without the plans, which only a request knows.
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'about.html'),
    shell('<meta name="description" content="Our founder’s story">').replace(
      '<div id="root"></div>',
      '<div id="root" data-hydrate="at-once"><main><div><h1>Drawn at build</h1></div></main></div>',
    ),
  );
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'pages.json'),
    JSON.stringify({
      '/my-page/:id': { signedOut: 'dedication.html' },
      '/sign-up/subscribe': { signedOut: 'dedication.html' },
      '/about': { signedOut: 'about.html' },
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'ssr', 'entry-prerender.js'),
    `export async function renderPage(url, answers, facts) {
      const said = '<p>signed in: ' + facts.signedIn + '</p><p>today: ' + facts.today + '</p>';
      if (url === '/about') {
        const prices = answers['/api/plans'].map((p) => '<li>' + p.price + '</li>').join('');
        return { html: '<main><h1>About</h1><ul>' + prices + '</ul>' + said + '</main>', title: 'About | Zechus' };
      }
      if (url.startsWith('/sign-up/subscribe?plan=')) {
        const id = url.split('=')[1];
        const plan = answers['/api/plans'].find((p) => String(p.id) === id);
        return { html: '<main><h1>' + plan.text + '</h1>' + said + '</main>', title: 'Your Dedication | Zechus' };
      }
      const enrollment = Object.entries(answers).find(([path]) => path.startsWith('/api/enrollment/'));
      return {
        html: '<main><h1>' + enrollment[1].enrollment.name + '</h1>' + said + '</main>',
        title: 'My Progress | Zechus',
      };
    }`,
  );
  return dir;
}

describe.each(TEST_ENGINES)('a dedication rendered by the server on %s', (engine) => {
  let t: TestApp;
  let dist: string;
  let session: Record<string, string>;
  const today = londonDay(new Date());
  beforeAll(async () => {
    dist = fakeBuildWithServerEntry();
    t = await createTestApp(engine, { demo: { today }, webDistDir: dist, today });
    session = await demoDonorSession(t.app);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const open = (url: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' }, cookies });

  it('a donor opening their dedication gets it in the page, with the answers it was drawn from', async () => {
    const page = await open('/my-page/2', session);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const body = page.body;
    expect(body).toMatch(/<div id="root" data-hydrate="at-once"><main><h1>[^<]+<\/h1>/);
    expect(body).toContain('<p>signed in: true</p>');
    expect(body).toContain(`<p>today: ${today}</p>`);
    expect(body).toContain('<title>My Progress | Zechus</title>');
    const json = /<script type="application\/json" id="page-answers">(.*?)<\/script>/s.exec(body);
    const answers = JSON.parse(json?.[1] ?? '{}') as Record<string, { enrollment?: unknown }>;
    expect(Object.keys(answers).sort()).toEqual(['/api/enrollment/2', '/api/my-page']);
    const api = (
      await t.app.inject({ method: 'GET', url: '/api/enrollment/2', cookies: session })
    ).json();
    expect(answers['/api/enrollment/2']).toEqual(api);
    // Painted from its HTML: no chunks preloaded to compete with the stylesheet and fonts.
    expect(body).not.toContain('rel="modulepreload"');
  });

  it('without a session, for another donor’s dedication or with a query it renders itself', async () => {
    for (const page of [
      await open('/my-page/2'),
      await open('/my-page/999', session),
      await open('/my-page/2?day=1', session),
    ]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('id="page-answers"');
    }
  });

  it('the server-side build is never served as a file', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/ssr/entry-prerender.js' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('renderPage');
  });

  it('Subscribe with a plan in its address comes drawn for that plan, for any visitor', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: '/api/plans' })).json() as {
      id: number;
      text: string;
    }[];
    const plan = plans[1];
    if (!plan) throw new Error('the demo has no second plan');
    const page = await open(`/sign-up/subscribe?plan=${plan.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<main><h1>${plan.text}</h1><p>signed in: false</p>`);
    const json = /<script type="application\/json" id="page-answers">(.*?)<\/script>/s.exec(
      page.body,
    );
    expect(JSON.parse(json?.[1] ?? '{}')).toEqual({ '/api/plans': plans });
    // Signed in, its top bar is drawn so.
    expect((await open(`/sign-up/subscribe?plan=${plan.id}`, session)).body).toContain(
      '<p>signed in: true</p>',
    );
  });

  it('Subscribe without a plan, or with a plan id that is not an id, is the empty shell', async () => {
    for (const url of ['/sign-up/subscribe', '/sign-up/subscribe?plan=%3Cb%3E']) {
      const page = await open(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('id="page-answers"');
    }
  });

  it('About comes drawn with the plans of the moment, and waits for the reader to start the app', async () => {
    const prices = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/plans' })).json() as { price: number }[])
        .map((plan) => `<li>${plan.price}</li>`)
        .join('');
    const page = await open('/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<div id="root" data-hydrate="on-interaction"><main><h1>About</h1><ul>${await prices()}</ul>`,
    );
    expect(page.body).not.toContain('Drawn at build');
    // The page's own head stays: its description, and its title as drawn.
    expect(page.body).toContain('content="Our founder’s story"');
    expect(page.body).toContain('<title>About | Zechus</title>');
    expect(page.body).toMatch(/<script type="application\/json" id="page-answers">/);

    // The office changes a price: the next visitor reads the new one.
    const before = await prices();
    await t.handle.db
      .updateTable('plans')
      .set({ price_cents: 12_345 })
      .where('position', '=', 1)
      .execute();
    const now = await prices();
    expect(now).not.toBe(before);
    expect((await open('/about')).body).toContain(`<ul>${now}</ul>`);
  });
});
