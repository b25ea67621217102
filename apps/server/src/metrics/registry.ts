import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/database.ts';
import { readDatabaseFigures, type DatabaseFigures } from './database-figures.ts';
import { jobTallies } from './job-runs.ts';

/**
 * The Prometheus metrics of one instance (issue 25 line 4), loaded only when metrics are on.
 *
 * Two kinds, and Prometheus queries treat them differently:
 * - PER INSTANCE (this process's own doings; `sum` them across instances): HTTP requests, open
 *   live streams, live events published and replayed, job runs, the PostgreSQL pool, and
 *   prom-client's process metrics (memory, CPU, event-loop lag, GC).
 * - WHOLE DATABASE (read from the shared database at each scrape; every instance reports the
 *   same value, so take `max`, never `sum`): payments, refunds, scans of the last minute,
 *   e-mails of the last hour (database-figures.ts).
 */
export interface LiveFigures {
  /** Streams this instance holds open. */
  streams(): number;
  /** Events this instance has published since it started. */
  published(): number;
  /** Events this instance has written to reconnecting streams from history. */
  replayed(): number;
}

export interface MetricSources {
  database: DatabaseHandle;
  live: LiveFigures;
  log: FastifyBaseLogger;
}

export type RequestLabel = 'method' | 'route' | 'status_code';

export interface Metrics {
  /** Every answered request: its count is the request rate, its buckets the latency. */
  requestDuration: Histogram<RequestLabel>;
  /** The whole text of a scrape, in Prometheus's text format. */
  render(): Promise<string>;
  contentType: string;
}

type Rows<L extends string> = { labels: Record<L, string>; value: number }[];

/**
 * A gauge of rows read at scrape. A label set seen before and absent now reads 0 rather than
 * vanishing, so a count that falls to nothing is seen falling (and `known` ones read 0 from the
 * first scrape); when the database could not be read, the gauge reports nothing at all.
 */
function rowGauge<L extends string>(
  registry: Registry,
  config: { name: string; help: string; labelNames: L[]; known?: Record<L, string>[] },
  rows: () => Rows<L> | undefined,
): void {
  const seen = new Map<string, Record<L, string>>();
  const remember = (labels: Record<L, string>) => seen.set(JSON.stringify(labels), labels);
  config.known?.forEach(remember);
  new Gauge<L>({
    name: config.name,
    help: config.help,
    labelNames: config.labelNames,
    registers: [registry],
    collect() {
      const current = rows();
      this.reset();
      if (!current) return;
      for (const labels of seen.values()) this.set(labels, 0);
      for (const { labels, value } of current) {
        remember(labels);
        this.set(labels, value);
      }
    },
  });
}

/** A counter whose running total is kept elsewhere (plain numbers): copied in at scrape. */
function copiedCounter<L extends string>(
  registry: Registry,
  config: { name: string; help: string; labelNames?: L[] },
  totals: () => Rows<L>,
): void {
  new Counter<L>({
    ...config,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, value } of totals()) this.inc(labels, value);
    },
  });
}

export function createMetrics({ database, live, log }: MetricSources): Metrics {
  const registry = new Registry();
  // Resident memory, heap, CPU, open handles, GC, and the event-loop lag (min/mean/p50/p90/p99
  // since the last scrape, from perf_hooks' monitorEventLoopDelay).
  collectDefaultMetrics({ register: registry });

  // --- per instance -------------------------------------------------------------------------
  const requestDuration = new Histogram<RequestLabel>({
    name: 'zechus_http_request_duration_seconds',
    help: 'Answered HTTP requests by method, route pattern (never the raw address) and status: _count is the request count, the buckets the latency.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  new Gauge({
    name: 'zechus_live_streams_open',
    help: 'Live update streams (the walls, the progress pages) this instance holds open.',
    registers: [registry],
    collect() {
      this.set(live.streams());
    },
  });
  copiedCounter(
    registry,
    {
      name: 'zechus_live_events_published_total',
      help: 'Live events this instance published.',
    },
    () => [{ labels: {}, value: live.published() }],
  );
  copiedCounter(
    registry,
    {
      name: 'zechus_live_events_replayed_total',
      help: 'Live events this instance sent again to streams reconnecting with Last-Event-ID.',
    },
    () => [{ labels: {}, value: live.replayed() }],
  );
  // The job's label is `name`, not `job`: Prometheus gives every series its own `job` (the scrape
  // job's name), and would rename ours to exported_job.
  copiedCounter(
    registry,
    {
      name: 'zechus_job_runs_total',
      help: 'Runs of each background job on this instance, by name and outcome (success, failure).',
      labelNames: ['name', 'outcome'],
    },
    () =>
      [...jobTallies()].flatMap(([name, tally]) => [
        { labels: { name, outcome: 'success' }, value: tally.succeeded },
        { labels: { name, outcome: 'failure' }, value: tally.failed },
      ]),
  );
  rowGauge(
    registry,
    {
      name: 'zechus_job_last_success_timestamp_seconds',
      help: 'When each background job last ended well on this instance (Unix time; 0 while it has only failed since start).',
      labelNames: ['name'],
    },
    () =>
      [...jobTallies()].map(([name, tally]) => ({
        labels: { name },
        value: (tally.lastSuccessAt ?? 0) / 1000,
      })),
  );
  // PostgreSQL only. SQLite has no pool: one connection in the process, whose queries run one at
  // a time on the event loop (their cost shows as event-loop lag), so there is nothing to report.
  if (database.poolUse) {
    const poolUse = database.poolUse;
    rowGauge(
      registry,
      {
        name: 'zechus_db_pool_connections',
        help: 'PostgreSQL pool connections of this instance: in_use, idle, max (the pool size).',
        labelNames: ['state'],
      },
      () => {
        const use = poolUse();
        return [
          { labels: { state: 'in_use' }, value: use.total - use.idle },
          { labels: { state: 'idle' }, value: use.idle },
          { labels: { state: 'max' }, value: use.max },
        ];
      },
    );
    new Gauge({
      name: 'zechus_db_pool_waiting_queries',
      help: 'Queries of this instance waiting for a free PostgreSQL pool connection.',
      registers: [registry],
      collect() {
        this.set(poolUse().waiting);
      },
    });
  }

  // --- whole database (the same on every instance: query with max, not sum) ------------------
  let figures: DatabaseFigures | undefined;
  const databaseUp = new Gauge({
    name: 'zechus_database_figures_up',
    help: '1 when this scrape read the whole-database figures (payments, refunds, scans, e-mails), 0 when the database did not answer.',
    registers: [registry],
  });
  rowGauge(
    registry,
    {
      name: 'zechus_payments',
      help: 'Payment attempts in the database, by stored status and gateway (whole database).',
      labelNames: ['status', 'gateway'],
    },
    () => figures?.payments.map(({ status, gateway, count }) => row({ status, gateway }, count)),
  );
  rowGauge(
    registry,
    {
      name: 'zechus_payments_oldest_unsettled_age_seconds',
      help: 'Age of the oldest payment still pending, unknown or charged-but-unrecorded, by status; 0 when none (whole database).',
      labelNames: ['status'],
      known: [{ status: 'pending' }, { status: 'unknown' }, { status: 'charged' }],
    },
    () =>
      figures?.oldestUnsettledPayments.map(({ status, ageSeconds }) => row({ status }, ageSeconds)),
  );
  rowGauge(
    registry,
    {
      name: 'zechus_refunds',
      help: 'Refunds in the database, by status (whole database).',
      labelNames: ['status'],
      known: ['pending', 'succeeded', 'failed', 'unknown'].map((status) => ({ status })),
    },
    () => figures?.refunds.map(({ status, count }) => row({ status }, count)),
  );
  rowGauge(
    registry,
    {
      name: 'zechus_scans_last_minute',
      help: 'Scans received in the last 60 seconds, by result (whole database).',
      labelNames: ['result'],
      known: [{ result: 'done' }, { result: 'already_done' }],
    },
    () => figures?.scansLastMinute.map(({ result, count }) => row({ result }, count)),
  );
  rowGauge(
    registry,
    {
      name: 'zechus_emails_last_hour',
      help: 'E-mails logged in the last hour, by status: sending, sent, failed (whole database).',
      labelNames: ['status'],
      known: ['sending', 'sent', 'failed'].map((status) => ({ status })),
    },
    () => figures?.emailsLastHour.map(({ status, count }) => row({ status }, count)),
  );

  return {
    requestDuration,
    contentType: registry.contentType,
    async render() {
      try {
        figures = await readDatabaseFigures(database.db);
        databaseUp.set(1);
      } catch (error) {
        // The process's own metrics still answer: a database that is down is worth seeing.
        figures = undefined;
        databaseUp.set(0);
        log.warn({ err: error }, 'metrics: the database figures could not be read');
      }
      return registry.metrics();
    },
  };
}

const row = <L extends string>(labels: Record<L, string>, value: number) => ({ labels, value });
