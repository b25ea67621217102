import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { METRICS_PATH, answerScrape, type ScrapeAnswer } from './access.ts';
import type { Metrics } from './registry.ts';

export interface MetricsPort {
  address: AddressInfo;
  close(): Promise<void>;
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), bound to METRICS_HOST (127.0.0.1 unless
 * told otherwise): a private address the site's visitors cannot reach, for a Prometheus beside
 * the app or on a private network. A plain Node server, not a second Fastify: it answers one
 * path, and its scrapes stay out of the app's request metrics. The token, when METRICS_TOKEN is
 * set too, is asked here as well.
 */
export async function listenMetricsPort(options: {
  host: string;
  port: number;
  token: string | undefined;
  metrics: Metrics;
  log: FastifyBaseLogger;
}): Promise<MetricsPort> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const scrape: Promise<ScrapeAnswer> =
      request.method === 'GET' && path === METRICS_PATH
        ? answerScrape(request.headers.authorization, options.token, options.metrics)
        : Promise.resolve({
            status: 404,
            body: { error: 'not_found', message: `Only GET ${METRICS_PATH} is served here.` },
          });
    scrape
      .then((answer) => {
        const json = answer.status !== 200;
        response.writeHead(answer.status, {
          'content-type': json ? 'application/json; charset=utf-8' : answer.contentType,
          'cache-control': 'no-store',
          ...(answer.status === 401 ? { 'www-authenticate': 'Bearer realm="metrics"' } : {}),
        });
        response.end(json ? JSON.stringify(answer.body) : answer.body);
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'metrics: scrape failed');
        response.writeHead(500).end();
      });
  });
  // A scrape that hangs must not hold a socket for ever (Node's own limits, kept short here).
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  options.log.info(
    { metrics: `http://${options.host}:${options.port}${METRICS_PATH}` },
    'metrics listening',
  );
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Prometheus keeps its connection open between scrapes: end it, or close waits for it.
        server.closeAllConnections();
      }),
  };
}
