import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './registry.ts';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * True when `authorization` is `Bearer <token>`. The two are compared as digests, which have
 * one length, in constant time: how long the check takes tells nothing of how much of a guess
 * was right, nor of the token's length.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '';
  return crypto.timingSafeEqual(digest(given), digest(token));
}

/** What a scrape is answered, on the app's port or the metrics port. */
export type ScrapeAnswer =
  | { status: 200; contentType: string; body: string }
  | { status: 401 | 404; body: { error: string; message: string } };

export const NOT_FOUND = {
  status: 404,
  body: { error: 'not_found', message: `Nothing here: GET ${METRICS_PATH}` },
} as const;

/**
 * `token`, when set, is asked of every scrape, wherever it comes. Without metrics (neither
 * METRICS_TOKEN nor METRICS_PORT) the answer is the 404 of any missing page.
 */
export async function answerScrape(
  authorization: string | undefined,
  token: string | undefined,
  metrics: Metrics | undefined,
): Promise<ScrapeAnswer> {
  if (!metrics) return NOT_FOUND;
  if (token !== undefined && !bearerMatches(authorization, token)) {
    return {
      status: 401,
      body: {
        error: 'unauthorized',
        message: 'Metrics need the header Authorization: Bearer <METRICS_TOKEN>.',
      },
    };
  }
  return { status: 200, contentType: metrics.contentType, body: await metrics.render() };
}

/**
 * GET /metrics on the app's own port: only with METRICS_TOKEN, and then only with the token.
 * Without one it is a 404 even when METRICS_PORT serves the metrics elsewhere: never public by
 * default. Its requests are logged only at warn and above (a scrape comes every 15 s or so).
 */
export function metricsRoute(
  app: FastifyInstance,
  token: string | undefined,
  metrics: Metrics | undefined,
): void {
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    const answer = await answerScrape(
      request.headers.authorization,
      token,
      token === undefined ? undefined : metrics,
    );
    void reply.status(answer.status).header('cache-control', 'no-store');
    if (answer.status === 401) void reply.header('www-authenticate', 'Bearer realm="metrics"');
    if (answer.status === 200) return reply.type(answer.contentType).send(answer.body);
    return reply.send(answer.body);
  });
}
