import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_STREAM_PATH, lastEventIdSchema, liveStreamQuerySchema } from '@zechus/shared';
import { HttpError } from '../http/errors.ts';
import type { SseHub } from './sse-hub.ts';

/**
 * The Last-Event-ID header a reconnecting EventSource sends (ids this server gave it), or
 * undefined when it is missing or not one: a header out of bounds is read as no header, not
 * passed to the database (PostgreSQL would refuse it and end the stream).
 */
const lastEventIdHeader = (header: string | string[] | undefined): number | undefined => {
  const digits = typeof header === 'string' ? header.trim() : '';
  if (!/^\d+$/.test(digits)) return undefined;
  const parsed = lastEventIdSchema.safeParse(digits);
  return parsed.success ? parsed.data : undefined;
};

/**
 * When a refused stream may try again (s): a place frees as soon as any stream closes, and the
 * wall, whose EventSource cannot read this header, retries by itself within 10 s at most
 * (reconnectDelay in apps/web live-connection.ts).
 */
export const STREAM_RETRY_AFTER_SECONDS = 10;

const REFUSED = {
  full: 'The live updates are full right now. Trying again shortly.',
  'address-full': 'Too many live updates are open from this address. Trying again shortly.',
} as const;

/**
 * GET /api/live/update-screen: the update-screen channel as Server-Sent Events (spec §7). The
 * staff's "reload every wall" is the wall module's (modules/wall/force-reload-routes.ts).
 */
export const liveRoutes: FastifyPluginAsyncZod<{ hub: SseHub }> = async (app, { hub }) => {
  // The stream's headers, for the stream itself and for HEAD.
  const streamHeaders = {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-content-type-options': 'nosniff',
  };

  /**
   * HEAD answers at once with the stream's status and type and no body, as a proxy's health check
   * expects. Fastify's automatic HEAD would run the GET handler: it opens a stream whose headers
   * Node holds back (a HEAD response has no body to carry them) and never ends, so the check
   * waited forever and held a client in the hub.
   */
  app.head(LIVE_STREAM_PATH, { config: { rateLimit: false } }, async (_request, reply) => {
    void reply.headers(streamHeaders);
    return reply.status(200).send();
  });

  app.get(
    LIVE_STREAM_PATH,
    {
      schema: { querystring: liveStreamQuerySchema },
      config: { rateLimit: false },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const lastEventId =
        lastEventIdHeader(request.headers['last-event-id']) ?? request.query.lastEventId;
      // Held streams cannot be allowed to use up the process's sockets: past the limits, 503 (a
      // plain JSON answer, before any stream is opened) and the rest of the site goes on.
      const refusal = hub.refusal(request.ip);
      if (refusal) {
        void reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS));
        throw new HttpError(503, 'live_stream_full', REFUSED[refusal]);
      }
      reply.hijack();
      reply.raw.writeHead(200, {
        ...streamHeaders,
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // Reconnect quickly after a network loss; the replay makes it seamless.
      reply.raw.write('retry: 1000\n\n');
      try {
        await hub.add(reply.raw, lastEventId, request.ip);
      } catch (error) {
        // The reply is hijacked, so Fastify cannot answer this: the hub has already dropped the
        // client and ended its stream (the browser reconnects and replays); only log it.
        request.log.warn({ err: error }, 'live stream: replay failed, stream ended');
      }
    },
  );
};
