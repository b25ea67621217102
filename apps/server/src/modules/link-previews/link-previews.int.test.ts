import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { enrollmentProgressSchema, londonDay, shareLinkCreatedSchema } from '@zechus/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDonorSession } from '../../test/demo-donor.ts';
import { scanWithToken } from '../../test/live-test-app.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

const ORIGIN = 'https://zechus.example.org';
/** The demo's month of learning (shloishim): 30 dates, the first six days ago, so today too. */
const MONTH = 2;
const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const SIGN_UP_DESCRIPTION =
  'Choose a plan and dedicate the children’s learning to someone you love.';

const shell = (title: string, description: string, extraHead = '') =>
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="csrf-token" content="__CSRF_TOKEN__" />' +
  `<meta name="description" content="${description}" />` +
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />' +
  `<title>${title}</title>${extraHead}` +
  '<script type="application/json" id="site-config">__SITE_CONFIG__</script></head>' +
  '<body><div id="root"></div></body></html>';

/** A stand-in client build as the prerender writes it: a public page and two screens' heads. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-previews-'));
  const out = path.join(dir, 'prerendered');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(dir, 'index.html'), shell('Zechus', 'Children learn Mishnayos.'));
  fs.writeFileSync(
    path.join(out, 'sign-up.html'),
    shell('Sign Up | Zechus', SIGN_UP_DESCRIPTION).replace(
      '<div id="root"></div>',
      '<div id="root" data-hydrate="at-once"><main><h1>Sign up</h1></main></div>',
    ),
  );
  fs.writeFileSync(path.join(out, 'screen.html'), shell('Zechus', 'Children learn Mishnayos.'));
  fs.writeFileSync(
    path.join(out, 'pages.json'),
    JSON.stringify({
      '/sign-up': { signedOut: 'sign-up.html' },
      '/shared/:token': { signedOut: 'screen.html' },
      '/my-page/:id': { signedOut: 'screen.html' },
    }),
  );
  return dir;
}

/** The page's Open Graph and Twitter tags, by name. */
function tagsOf(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags.set(match[1] ?? '', (match[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  }
  return tags;
}

describe.each(TEST_ENGINES)('a link pasted into a chat shows a preview, on %s', (engine) => {
  let t: TestApp;
  let sharedUrl: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      demo: { today: londonDay(new Date()) },
      env: { PUBLIC_URL: ORIGIN },
      webDistDir: fakeBuild(),
    });
    const session = await demoDonorSession(t.app);
    const made = await new TestBrowser(t.app).post(
      `/api/my-page/dedications/${MONTH}/share`,
      undefined,
      { cookies: session },
    );
    sharedUrl = shareLinkCreatedSchema.parse(made.json()).url;
    token = new URL(sharedUrl).pathname.split('/').pop() ?? '';
  }, 120_000);
  afterAll(() => t.close());

  /** A chat's fetcher: no cookies, whatever it accepts. */
  const fetchLike = (url: string, userAgent: string, accept?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': userAgent, ...(accept === undefined ? {} : { accept }) },
    });
  const sharedAnswer = async () =>
    enrollmentProgressSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/shared/${token}` })).json(),
    );
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    expect(parsed.origin).toBe(ORIGIN);
    return parsed.pathname + parsed.search;
  };

  it('a family link fetched like WhatsApp reads "Learning for <the name> — <count> of 525 perakim today"', async () => {
    const reply = await fetchLike(`/shared/${token}`, WHATSAPP, '*/*');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    const answer = await sharedAnswer();
    expect(answer.enrollment.name).toMatch(/[\u0590-\u05FF]/);
    const tags = tagsOf(reply.body);
    expect(tags.get('og:title')).toBe(
      `Learning for ${answer.enrollment.name} — ${answer.chapters_done} of 525 perakim today`,
    );
    expect(tags.get('twitter:title')).toBe(tags.get('og:title'));
    expect(tags.get('og:description')).toBe(
      'The children learn the whole Mishnah through the shloishim, perek by perek. Follow their learning live.',
    );
    expect(tags.get('og:url')).toBe(sharedUrl);
    expect(tags.get('og:type')).toBe('article');
    expect(tags.get('og:site_name')).toBe('Zechus');
    expect(tags.get('og:locale')).toBe('en_GB');
    expect(tags.get('og:image')).toMatch(
      new RegExp(`^${ORIGIN}/api/shared/${token}/preview\\.png\\?v=[0-9-]+$`),
    );
    expect(tags.get('og:image:width')).toBe('1200');
    expect(tags.get('og:image:height')).toBe('630');
    expect(tags.get('og:image:alt')).toContain(answer.enrollment.name);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
    // The page's description says the same as its preview.
    expect(reply.body).toContain(
      `<meta name="description" content="${tags.get('og:description')}"`,
    );
  });

  it('the image of a family link is a small 1200×630 PNG, and a scan makes a new one', async () => {
    const before = tagsOf((await fetchLike(`/shared/${token}`, WHATSAPP, '*/*')).body);
    const image = await fetchLike(pathOf(before.get('og:image') ?? ''), WHATSAPP, '*/*');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.length).toBeLessThanOrEqual(150 * 1024);
    const decoded = await sharp(image.rawPayload).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(['png', 1200, 630]);
    // A cache that holds it is told it is still the one.
    const again = await t.app.inject({
      method: 'GET',
      url: pathOf(before.get('og:image') ?? ''),
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const wall = (await t.app.inject({ method: 'GET', url: '/api/large-screen' })).json<{
      chapters: { done: boolean; barcode: string }[];
    }>();
    const pending = wall.chapters.find((chapter) => !chapter.done);
    expect(pending).toBeDefined();
    expect((await scanWithToken(t.app, pending?.barcode ?? '')).statusCode).toBe(200);

    const after = tagsOf((await fetchLike(`/shared/${token}`, WHATSAPP, '*/*')).body);
    const answer = await sharedAnswer();
    expect(after.get('og:title')).toContain(`— ${answer.chapters_done} of 525 perakim today`);
    expect(after.get('og:title')).not.toBe(before.get('og:title'));
    expect(after.get('og:image')).not.toBe(before.get('og:image'));
    const redrawn = await fetchLike(pathOf(after.get('og:image') ?? ''), WHATSAPP, '*/*');
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.headers.etag).not.toBe(image.headers.etag);
    expect(Buffer.compare(redrawn.rawPayload, image.rawPayload)).not.toBe(0);
    // The old address shows the new count too: it is the link's image, kept only by version.
    const old = await fetchLike(pathOf(before.get('og:image') ?? ''), WHATSAPP, '*/*');
    expect(old.headers.etag).toBe(redrawn.headers.etag);
  });

  it('an unknown link has no image and its preview tells nothing of any dedication', async () => {
    const unknown = 'A'.repeat(43);
    const image = await fetchLike(`/api/shared/${unknown}/preview.png`, WHATSAPP, '*/*');
    expect(image.statusCode).toBe(404);
    expect(image.headers['content-type']).toMatch(/^application\/json/);
    // A mistyped link is the same kind 404 as the shared page's own answer; a bad version a 400.
    const mistyped = await fetchLike('/api/shared/not*a*token/preview.png', WHATSAPP, '*/*');
    expect(mistyped.statusCode).toBe(404);
    const badVersion = await fetchLike(`/api/shared/${token}/preview.png?v=<x>`, WHATSAPP);
    expect(badVersion.statusCode).toBe(400);
    const page = tagsOf((await fetchLike(`/shared/${unknown}`, WHATSAPP, '*/*')).body);
    expect(page.get('og:title')).toBe('Zechus');
    expect(page.get('og:type')).toBe('website');
    expect(page.get('og:image')).toBe(`${ORIGIN}/api/link-preview/site.png`);
  });

  it('a public page carries its own title and description with the site’s image', async () => {
    const reply = await fetchLike('/sign-up?plan=3', 'facebookexternalhit/1.1', '*/*');
    expect(reply.statusCode).toBe(200);
    const tags = tagsOf(reply.body);
    expect(tags.get('og:title')).toBe('Sign Up | Zechus');
    expect(tags.get('og:description')).toBe(SIGN_UP_DESCRIPTION);
    expect(tags.get('og:url')).toBe(`${ORIGIN}/sign-up`);
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('og:image')).toBe(`${ORIGIN}/api/link-preview/site.png`);
    expect(tags.get('og:image:alt')).toBeTruthy();
    expect(tags.get('twitter:card')).toBe('summary_large_image');

    const image = await fetchLike('/api/link-preview/site.png', 'facebookexternalhit/1.1', '*/*');
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.length).toBeLessThanOrEqual(150 * 1024);
    const decoded = await sharp(image.rawPayload).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(['png', 1200, 630]);
  });

  it('a donor’s dedication page fetched without a session says what it is and names no one', async () => {
    const reply = await fetchLike(`/my-page/${MONTH}`, WHATSAPP, '*/*');
    expect(reply.statusCode).toBe(200);
    const tags = tagsOf(reply.body);
    expect(tags.get('og:title')).toBe('A dedication’s learning | Zechus');
    expect(tags.get('og:description')).toBe(
      'The children’s learning for this dedication, day by day. Sign in to follow it live.',
    );
    expect(tags.get('og:url')).toBe(`${ORIGIN}/my-page/${MONTH}`);
    expect(tags.get('og:image')).toBe(`${ORIGIN}/api/link-preview/site.png`);
    const answer = await sharedAnswer();
    expect(reply.body).not.toContain(answer.enrollment.name);
  });

  it.each([
    ['WhatsApp', WHATSAPP, 'image/*'],
    [
      'Facebook',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'image/webp,image/*',
    ],
    ['X', 'Twitterbot/1.0', 'application/json'],
    ['Telegram', 'TelegramBot (like TwitterBot)', 'image/png'],
    ['Slack', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'application/xml'],
  ])('%s’s fetcher gets the page, whatever it accepts', async (_chat, userAgent, accept) => {
    for (const url of [`/shared/${token}`, '/sign-up', '/contact', `/my-page/${MONTH}`]) {
      const reply = await fetchLike(url, userAgent, accept);
      expect([url, reply.statusCode, reply.headers['content-type']]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
      ]);
      expect(tagsOf(reply.body).get('og:url')).toBe(`${ORIGIN}${url}`);
    }
  });

  it('a page asked for with */* or no Accept is the page; an API address stays JSON', async () => {
    for (const accept of ['*/*', undefined]) {
      for (const url of [`/shared/${token}`, '/sign-up', '/about', `/my-page/${MONTH}`]) {
        const reply = await fetchLike(url, 'curl/8.5.0', accept);
        expect([url, accept, reply.statusCode, reply.headers['content-type']]).toEqual([
          url,
          accept,
          200,
          'text/html; charset=utf-8',
        ]);
      }
    }
    const api = await fetchLike('/api/nothing-here', WHATSAPP, '*/*');
    expect([api.statusCode, api.headers['content-type']]).toEqual([
      404,
      'application/json; charset=utf-8',
    ]);
    const file = await fetchLike('/missing.js', WHATSAPP, '*/*');
    expect(file.statusCode).toBe(404);
  });
});
