import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SHARE_LINK_INACTIVE,
  SHARE_LINK_INACTIVE_CODE,
  shareTokenParamSchema,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { SITE_IMAGE_PATH, type PagePreviews } from './page-previews.ts';
import { drawSharedImage, drawSiteImage } from './preview-image.ts';
import { countLine } from './shared-texts.ts';

interface LinkPreviewDeps {
  previews: PagePreviews;
  programmeTitle: string;
}

/** Image reads per address and minute: a chat fetches one per link pasted. */
export const PREVIEW_IMAGES_PER_MINUTE = 60;
/** Drawings kept: a dedication's image is drawn again only when its count changes. */
const KEPT_IMAGES = 200;

/** `?v=` of the image's address (page-previews.ts): a day and a count, read only by caches. */
const imageQuerySchema = z.object({
  v: z
    .string()
    .regex(/^[0-9-]{1,20}$/)
    .optional(),
});

/**
 * One drawing at a time, each kept under what it shows: a flood of requests for the same link
 * waits on one drawing, and a flood of different ones queues behind each other rather than
 * taking both cores.
 */
class Drawings {
  private readonly kept = new Map<string, Promise<{ png: Buffer; etag: string }>>();
  private queue: Promise<unknown> = Promise.resolve();

  get(key: string, draw: () => Buffer): Promise<{ png: Buffer; etag: string }> {
    const hit = this.kept.get(key);
    if (hit) return hit;
    const drawn = this.queue.then(() => {
      const png = draw();
      const etag = `"${crypto.createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`;
      return { png, etag };
    });
    this.queue = drawn.catch(() => undefined);
    drawn.catch(() => this.kept.delete(key));
    this.kept.set(key, drawn);
    const oldest = this.kept.keys().next();
    if (this.kept.size > KEPT_IMAGES && !oldest.done) this.kept.delete(oldest.value);
    return drawn;
  }
}

/** The PNG, or a 304 to a cache that holds the very same one. */
function sendPng(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { png: Buffer; etag: string },
  cacheControl: string,
) {
  void reply.header('etag', image.etag).header('cache-control', cacheControl);
  if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
  return reply.type('image/png').send(image.png);
}

/**
 * The preview images (issue 26 §2, decision 0039), public as the chats that fetch them have no
 * cookies. A family link's image shows what its page shows first — the name, the kind, the day's
 * count — and is answered only for a working link, under the same token; it is drawn once per
 * count and kept. The site's image is drawn once.
 */
export const linkPreviewRoutes: FastifyPluginAsyncZod<LinkPreviewDeps> = async (app, deps) => {
  const drawings = new Drawings();
  const rateLimit = {
    max: PREVIEW_IMAGES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `link-preview ${request.ip}`,
  };

  app.get(SITE_IMAGE_PATH, { config: { rateLimit } }, async (request, reply) => {
    const image = await drawings.get('site', () => drawSiteImage(deps.programmeTitle));
    return sendPng(request, reply, image, 'public, max-age=86400');
  });

  app.get(
    '/api/shared/:token/preview.png',
    {
      schema: { params: shareTokenParamSchema, querystring: imageQuerySchema },
      config: { rateLimit },
    },
    async (request, reply) => {
      const facts = await deps.previews.sharedFacts(request.params.token);
      if (!facts) throw new HttpError(404, SHARE_LINK_INACTIVE_CODE, SHARE_LINK_INACTIVE);
      const shown = {
        name: facts.name,
        kind: facts.kind,
        done: facts.done,
        total: facts.total,
        countLine: countLine(facts),
      };
      const key = JSON.stringify([facts.enrollmentId, shown]);
      const image = await drawings.get(key, () => drawSharedImage(shown, deps.programmeTitle));
      // Kept a short while by a chat or a proxy, then asked again (a 304 while the count stands):
      // a link's image changes with the day's scans.
      return sendPng(request, reply, image, 'public, max-age=300');
    },
  );
};
