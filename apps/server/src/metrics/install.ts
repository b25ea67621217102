import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { metricsRoute } from './access.ts';
import { observeRequests } from './http-requests.ts';
import { listenMetricsPort } from './metrics-port.ts';
import type { LiveFigures } from './registry.ts';

export interface MetricsDeps {
  config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT' | 'METRICS_HOST'>;
  database: DatabaseHandle;
  live: LiveFigures;
}

/**
 * Prometheus metrics (issue 25 line 4; README "Metrics"). Off unless METRICS_TOKEN or
 * METRICS_PORT is set: then prom-client is loaded (never before, so a server without metrics
 * pays nothing for them at start), every request is observed, and the metrics are served at
 * GET /metrics on this port (with the token) and/or on the metrics port. Off, /metrics is a 404.
 */
export async function installMetrics(
  app: FastifyInstance,
  { config, database, live }: MetricsDeps,
): Promise<void> {
  const token = config.METRICS_TOKEN;
  if (token === undefined && config.METRICS_PORT === undefined) {
    metricsRoute(app, undefined, undefined);
    return;
  }
  const { createMetrics } = await import('./registry.ts');
  const metrics = createMetrics({ database, live, log: app.log });
  observeRequests(app, metrics.requestDuration);
  metricsRoute(app, token, metrics);
  if (config.METRICS_PORT !== undefined) {
    const port = await listenMetricsPort({
      host: config.METRICS_HOST,
      port: config.METRICS_PORT,
      token,
      metrics,
      log: app.log,
    });
    app.addHook('onClose', () => port.close());
  }
}
