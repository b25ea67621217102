import crypto from 'node:crypto';
import net from 'node:net';
import { LIVE_STREAM_PATH, londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChapters } from '../modules/scan/scan-test-chapters.ts';
import { createStationToken } from '../modules/scan/station-tokens.ts';
import { parsePrometheusText, sampleValue, type Sample } from '../test/prometheus-text.ts';
import { signUpRequest } from '../test/sign-up-request.ts';
import { openStream } from '../test/sse-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';
import { recordJobRun } from './job-runs.ts';

const TOKEN = crypto.randomBytes(32).toString('hex');
const REQUESTS = 'zechus_http_request_duration_seconds_count';

/** A port nothing listens on now (the metrics port must be given as a number). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

describe.each(TEST_ENGINES)('metrics, on %s', (engine) => {
  it('without METRICS_TOKEN, /metrics is a 404 like any missing page, whoever asks', async () => {
    const t = await createTestApp(engine);
    try {
      for (const headers of [
        {},
        { authorization: `Bearer ${TOKEN}` },
        { accept: 'text/plain;version=0.0.4' },
      ]) {
        const reply = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(reply.statusCode).toBe(404);
        expect(reply.body).not.toContain('zechus_');
      }
    } finally {
      await t.close();
    }
  });

  it('METRICS_PORT serves the metrics on a loopback port of its own, while /metrics on the site stays a 404', async () => {
    const port = await freePort();
    const t = await createTestApp(engine, { env: { METRICS_PORT: String(port) } });
    try {
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await scrape.text()).toContain('# TYPE zechus_live_streams_open gauge');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
    // The port closes with the app (a rolling restart frees it for the next process).
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    let base: string;
    /** Every route pattern the app declares. */
    const routes = new Set<string>();
    const scrape = () =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
    const samples = async (): Promise<Sample[]> => {
      const reply = await scrape();
      expect(reply.statusCode, reply.body).toBe(200);
      return parsePrometheusText(reply.body);
    };

    beforeAll(async () => {
      t = await createTestApp(engine, {
        env: { METRICS_TOKEN: TOKEN },
        onRoute: (route) => routes.add(route.url),
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
    }, 60_000);
    afterAll(() => t.close());

    it('a scrape without the token, with a wrong one or in another scheme is refused with 401', async () => {
      for (const authorization of [
        undefined,
        `Bearer ${TOKEN.slice(0, -1)}x`,
        `Bearer ${TOKEN}extra`,
        `Basic ${TOKEN}`,
        TOKEN,
      ]) {
        const reply = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(reply.statusCode, authorization).toBe(401);
        expect(reply.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(reply.body).not.toContain('zechus_');
      }
    });

    it('a scrape with the token gets Prometheus text: requests, live streams, memory and event-loop lag', async () => {
      const reply = await scrape();
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(reply.headers['cache-control']).toBe('no-store');
      for (const type of [
        'zechus_http_request_duration_seconds histogram',
        'zechus_live_streams_open gauge',
        'zechus_live_events_published_total counter',
        'zechus_live_events_replayed_total counter',
        'zechus_job_runs_total counter',
        'zechus_payments gauge',
        'zechus_refunds gauge',
        'zechus_scans_last_minute gauge',
        'zechus_emails_last_hour gauge',
        'process_resident_memory_bytes gauge',
        'nodejs_eventloop_lag_p99_seconds gauge',
      ]) {
        expect(reply.body).toContain(`# TYPE ${type}`);
      }
      const now = parsePrometheusText(reply.body);
      expect(sampleValue(now, 'zechus_database_figures_up')).toBe(1);
      expect(sampleValue(now, 'zechus_emails_last_hour', { status: 'failed' })).toBe(0);
      // The pool is PostgreSQL's; SQLite's one connection has none to report.
      if (engine === 'postgres') {
        expect(sampleValue(now, 'zechus_db_pool_connections', { state: 'max' })).toBe(10);
        expect(sampleValue(now, 'zechus_db_pool_waiting_queries')).toBe(0);
      } else {
        expect(sampleValue(now, 'zechus_db_pool_connections', { state: 'max' })).toBeUndefined();
      }
    });

    it('a scan counts in the scans of the last minute, in the requests of POST /api/scan and as a published event', async () => {
      const before = await samples();
      const [barcode = ''] = await openChapters(t.handle.db, londonDay(new Date()), 1);
      const station = await createStationToken(t.handle.db, 'Main hall');
      const scan = await t.app.inject({
        method: 'POST',
        url: '/api/scan',
        payload: { barcode },
        headers: { authorization: `Bearer ${station.token}` },
      });
      expect(scan.statusCode, scan.body).toBe(200);

      const after = await samples();
      const scans = (s: Sample[]) =>
        sampleValue(s, 'zechus_scans_last_minute', { result: 'done' }) ?? 0;
      expect(scans(after) - scans(before)).toBe(1);
      const scanRequests = (s: Sample[]) =>
        sampleValue(s, REQUESTS, { method: 'POST', route: '/api/scan', status_code: '200' }) ?? 0;
      expect(scanRequests(after) - scanRequests(before)).toBe(1);
      const published = (s: Sample[]) => sampleValue(s, 'zechus_live_events_published_total');
      expect(published(after)! - published(before)!).toBe(1);
    });

    it('a sign-up counts in the payments by status and gateway', async () => {
      const payments = (s: Sample[]) =>
        sampleValue(s, 'zechus_payments', { status: 'approved', gateway: 'sandbox' }) ?? 0;
      const before = payments(await samples());
      const signUp = await t.browser.post('/api/sign-up', signUpRequest(), {
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(signUp.statusCode, signUp.body).toBe(200);
      expect(payments(await samples()) - before).toBe(1);
    });

    it('an open live stream counts as open, and the events a reconnecting one is sent again as replayed', async () => {
      const lastId = await t.app.liveBus.lastId();
      await t.app.liveBus.publish('force-reload', { reason: 'staff' });
      await t.app.liveBus.publish('force-reload', { reason: 'staff' });
      const before = await samples();
      const stream = openStream(`${base}${LIVE_STREAM_PATH}`, { 'last-event-id': String(lastId) });
      try {
        await stream.waitFor(2);
        const during = await samples();
        expect(sampleValue(during, 'zechus_live_streams_open')).toBe(1);
        const replayed = (s: Sample[]) => sampleValue(s, 'zechus_live_events_replayed_total')!;
        expect(replayed(during) - replayed(before)).toBe(2);
      } finally {
        stream.close();
      }
    });

    it('a job run counts by outcome, and its last success is kept through a later failure', async () => {
      const job = `test job on ${engine}`;
      await recordJobRun(job, async () => undefined);
      await expect(
        recordJobRun(job, () => Promise.reject(new Error('mail server down'))),
      ).rejects.toThrow('mail server down');
      const now = await samples();
      expect(sampleValue(now, 'zechus_job_runs_total', { name: job, outcome: 'success' })).toBe(1);
      expect(sampleValue(now, 'zechus_job_runs_total', { name: job, outcome: 'failure' })).toBe(1);
      const lastSuccess = sampleValue(now, 'zechus_job_last_success_timestamp_seconds', {
        name: job,
      });
      expect(Math.abs(lastSuccess! - Date.now() / 1000)).toBeLessThan(60);
    });

    it('no label holds an id or a token: requests are labelled by their route pattern', async () => {
      const secret = crypto.randomBytes(16).toString('hex');
      await t.app.inject({ method: 'GET', url: `/api/reminders/${secret}` });
      await t.app.inject({ method: 'GET', url: `/api/enrollment/987654/certificate` });
      await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${secret}` });
      await t.app.inject({ method: 'GET', url: `/shared/${secret}?key=${secret}` });
      const body = (await scrape()).body;
      expect(body).not.toContain(secret);
      expect(body).not.toContain('987654');
      expect(body).not.toContain(TOKEN);

      const labelled = parsePrometheusText(body).filter((s) => s.name === REQUESTS);
      expect(labelled.map((s) => s.labels.route)).toContain('/api/reminders/:token');
      expect(labelled.map((s) => s.labels.route)).toContain('/api/enrollment/:id/certificate');
      for (const { labels } of labelled) {
        expect(labels.route === '(unmatched)' || routes.has(labels.route ?? ''), labels.route).toBe(
          true,
        );
      }
    });
  });
});
