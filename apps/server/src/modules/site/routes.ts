import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordingContentType, type SiteConfig } from '@zechus/shared';
import { ensureCsrfToken } from '../../http/csrf.ts';
import type { Db } from '../../db/database.ts';
import { currentSession } from '../auth/sessions.ts';
import { isLinkPreviewFetcher } from '../link-previews/crawlers.ts';
import type { PagePreviews } from '../link-previews/page-previews.ts';
import { loadIndexHtml } from './index-html.ts';
import { serverRenderer } from './server-render.ts';

interface SiteDeps {
  db: Db;
  webDistDir: string;
  uploadsDir: string;
  siteConfig: Omit<SiteConfig, 'today' | 'signedIn'>;
  secureCookies: boolean;
  /** The London day by the server's clock, written into each page's site config. */
  today: () => string;
  /** Each page's Open Graph and Twitter card tags (modules/link-previews). */
  previews: PagePreviews;
}

/**
 * Vite names everything it writes under assets/ by its content hash, so those never change
 * under their name: a year, immutable. The few unhashed files at the top of the build (favicon,
 * the hall screens' manifests and icons) are kept a day, so a change reaches everyone by the next
 * day. The hall screens' service worker (decision 0035) is asked again at every use, so a deploy's
 * new worker takes over at the next load.
 */
const cacheControlFor = (filePath: string) => {
  if (filePath.includes(`${'/'}assets${'/'}`)) return 'public, max-age=31536000, immutable';
  // The file sent may be the worker's .br or .gz copy.
  const worker = /^sw\.js(?:\.br|\.gz)?$/.test(path.basename(filePath));
  return worker ? 'no-cache' : 'public, max-age=86400';
};

const isSourceMap = (url: string) => /\.map(?:[?#]|$)/.test(url);

/** What the assets/ route may send: never a source map, HTML, or a .br/.gz copy by its own name. */
const isServedFile = (file: string) => !/\.(?:map|html|br|gz)$/.test(file);

/** The address names a file (`/missing.js`, `/robots.txt`): its last segment has an extension. */
const namesAFile = (url: string) => /\.[^/]*$/.test(url.split(/[?#]/, 1)[0] ?? '');

/**
 * A page's reader: a browser (`text/html`), or a link-preview fetcher or crawler that takes
 * anything (`*\/*`, or no Accept at all, as several that make WhatsApp's and other chats'
 * previews do) asking for a screen's address. A file's address asked with `*\/*` stays a 404.
 */
const acceptsAPage = (request: FastifyRequest) => {
  const accept = request.headers.accept?.trim() ?? '';
  if (accept.includes('text/html')) return true;
  if (namesAFile(request.url)) return false;
  // A chat's preview fetcher gets the page whatever it says it accepts (link-previews/crawlers.ts).
  return (
    accept === '' || accept.includes('*/*') || isLinkPreviewFetcher(request.headers['user-agent'])
  );
};

/** A navigation to a screen (not the API, and never a source map, even by hand). */
const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  !isSourceMap(request.url) &&
  acceptsAPage(request);

/**
 * Pages whose address is itself a key (a family's shared link, a sign-in link, a reminder's stop
 * link): a search engine that meets one (pasted into a public page or a chat preview) must never
 * list it.
 */
const SECRET_PAGE_PREFIXES = ['/shared/', '/sign-in/', '/reminders/stop/', '/daily-mail/'];
const holdsSecretInAddress = (url: string): boolean =>
  SECRET_PAGE_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Serves the built single-page app: hashed assets pre-compressed with long caching, uploads
 * (learner photos, recordings) from DATA_DIR, and index.html for every other browser navigation
 * (history mode), compressed by http/compression.ts. API requests that match nothing stay JSON
 * 404s; source maps are never served.
 */
const site: FastifyPluginAsync<SiteDeps> = async (app, deps) => {
  const indexHtml = loadIndexHtml(deps.webDistDir);
  const renderer = serverRenderer(app, deps.webDistDir);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = ensureCsrfToken(request, reply, deps.secureCookies);
    if (holdsSecretInAddress(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
    // A donor's live session, not merely its cookie: the page is drawn signed in only for one.
    const signedIn = Boolean((await currentSession(deps.db, request))?.donorId);
    const today = deps.today();
    const screen =
      request.method === 'GET' ? await renderer.render(request, { signedIn, today }) : null;
    const html = indexHtml.render(
      token,
      { ...deps.siteConfig, today, signedIn },
      request.url,
      screen,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await deps.previews.withTags(request.url, html));
  };

  if (indexHtml.built) {
    // Vite writes the app's files under assets/, each named by its content: one wildcard route
    // serves them (listed as two routes per file they took a sixth of the server's start, and
    // memory it kept: decision 0032). /assets/* is more specific than the page fallback below,
    // which stays a route of its own, as @fastify/compress hooks routes (not the not-found
    // handler). HTML is rendered per request (CSRF token, site settings); source maps stay on
    // disk for error reporting only; the .br/.gz copies the build writes beside each text asset
    // (vite.config.ts) are chosen by preCompressed, not by URL.
    await app.register(fastifyStatic, {
      root: path.join(deps.webDistDir, 'assets'),
      prefix: '/assets/',
      index: false,
      allowedPath: (file) => isServedFile(file),
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlFor(filePath));
      },
    });
    // The few files beside assets/ (the favicon), one route each, listed at start (the build is
    // done before the server starts); read from the folder rather than globbed (a glob walk cost
    // the start 15–40 ms). The folders beside assets/ are the server's own (ssr/, prerendered/).
    for (const entry of fs.readdirSync(deps.webDistDir, { withFileTypes: true })) {
      if (!entry.isFile() || !isServedFile(entry.name)) continue;
      app.get(`/${entry.name}`, (_request, reply) => reply.sendFile(entry.name, deps.webDistDir));
    }
  }
  fs.mkdirSync(deps.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: deps.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // A recording is served as the audio it is (a generic table calls every .webm a video).
    setHeaders(res, filePath) {
      const type = recordingContentType(filePath);
      if (type) res.header('content-type', type);
    },
  });

  app.get('/', sendIndex);
  // History mode: a browser's navigation to any screen gets the page; anything else that no
  // route serves (a missing asset, a source map) is a plain 404.
  app.get('/*', (request, reply) =>
    wantsHtml(request) ? sendIndex(request, reply) : reply.callNotFound(),
  );
  app.setNotFoundHandler((request, reply) => {
    if (wantsHtml(request)) return sendIndex(request, reply);
    return reply
      .status(404)
      .send({ error: 'not_found', message: `Nothing here: ${request.method} ${request.url}` });
  });
};

// Not encapsulated: the not-found handler must cover the whole app.
export const siteRoutes = fp(site, { name: 'site' });
