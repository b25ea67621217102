import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordingContentType, type SiteConfig } from '@zechus/shared';
import { ensureCsrfToken } from '../../http/csrf.ts';
import { loadIndexHtml } from './index-html.ts';

interface SiteDeps {
  webDistDir: string;
  uploadsDir: string;
  siteConfig: SiteConfig;
  secureCookies: boolean;
}

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built single-page app: hashed assets with long caching, uploads (learner photos,
 * recordings) from DATA_DIR, and index.html for every other browser navigation (history mode).
 * API requests that match nothing stay JSON 404s.
 */
const site: FastifyPluginAsync<SiteDeps> = async (app, deps) => {
  const indexHtml = loadIndexHtml(deps.webDistDir);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const token = ensureCsrfToken(request, reply, deps.secureCookies);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(indexHtml.render(token, deps.siteConfig));
  };

  if (indexHtml.built) {
    await app.register(fastifyStatic, {
      root: deps.webDistDir,
      index: false,
      wildcard: true,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, filePath) {
        if (filePath.includes(`${'/'}assets${'/'}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
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
  app.setNotFoundHandler((request, reply) => {
    if (wantsHtml(request)) return sendIndex(request, reply);
    return reply
      .status(404)
      .send({ error: 'not_found', message: `Nothing here: ${request.method} ${request.url}` });
  });
};

// Not encapsulated: the not-found handler must cover the whole app.
export const siteRoutes = fp(site, { name: 'site' });
