import type { FastifyInstance } from 'fastify';
import type { Histogram } from 'prom-client';
import { LIVE_STREAM_PATH } from '@zechus/shared';
import type { RequestLabel } from './registry.ts';

/**
 * The route label of a request no route matched: the not-found handler answers it (an API 404,
 * or the client's page for a browser's navigation to one of its screens). Never the raw address:
 * ids and tokens in paths (/api/my-page/…, /shared/<token>, /sign-in/<token>) must not become
 * label values — a secret in the metrics, and a new series for every one.
 */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Counts and times every answered request by method, route pattern and status. A live stream
 * that was opened is left out: its "answer" ends only when the stream does, minutes or hours
 * later, and zechus_live_streams_open tells of it; a stream refused (503) is counted.
 */
export function observeRequests(
  app: FastifyInstance,
  requestDuration: Histogram<RequestLabel>,
): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === LIVE_STREAM_PATH && request.method === 'GET' && reply.statusCode === 200) return;
    requestDuration.observe(
      {
        method: request.method,
        route: route ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
