/**
 * npm run bench:live [-- --clients 2000 --events 40]
 *
 * Connects N Server-Sent-Events clients on loopback to (1) Zechus — a real app on a fresh SQLite
 * database, events published by real POST /api/scan requests (stored, announced, replayable) —
 * and (2) a bare Node.js SSE server that writes the same events to its clients straight from
 * memory. Prints the publish→delivery latency (p50/p99 over every client × event) of each and
 * their ratio, plus the server's memory per connection. Both servers run in this process, one after
 * the other; the clients run in a forked child (sse-clients.ts) so their parsing does not slow the
 * servers.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { londonDay } from '@zechus/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DEMO, seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { SandboxGateway } from '../src/modules/payments/gateway/sandbox-gateway.ts';
import { clock, startClients } from './sse-clients.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    events: { type: 'string', default: '40' },
  },
});
const CLIENTS = Number(values.clients);
const EVENTS = Number(values.events);
const GAP_MS = 25;

interface Run {
  latencies: number[];
  missing: number;
  rssPerClientKb: number;
}

async function measure(
  url: string,
  publish: (barcode: string) => Promise<void>,
  barcodes: string[],
): Promise<Run> {
  const sentAt = new Map<string, number>();
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const clients = startClients(url, CLIENTS);
  let received: [string, number][] = [];
  let rssPerClientKb: number;
  try {
    await clients.opened;
    await new Promise((r) => setTimeout(r, 500));
    global.gc?.();
    rssPerClientKb = (process.memoryUsage().rss - rssBefore) / 1024 / CLIENTS;
    for (const barcode of barcodes) {
      sentAt.set(barcode, clock());
      await publish(barcode);
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    const deadline = Date.now() + 20_000;
    do {
      await new Promise((r) => setTimeout(r, 250));
      received = await clients.collect();
    } while (received.length < CLIENTS * barcodes.length && Date.now() < deadline);
  } finally {
    clients.stop();
  }
  const expected = CLIENTS * barcodes.length;
  const latencies = received.flatMap(([barcode, at]) => {
    const sent = sentAt.get(barcode);
    return sent === undefined ? [] : [at - sent];
  });
  return { latencies, missing: expected - latencies.length, rssPerClientKb };
}

async function zechusRun(): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    SCAN_LIMIT_PER_MINUTE: '100000',
  });
  const database = openDatabase({ dataDir });
  await migrateToLatest(database);
  await seedDemoIfEmpty(database, { dataDir, today: londonDay(new Date()) });
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ from: 'b@zechus.org', outboxDir: path.join(dataDir, 'outbox') }),
    paymentGateway: new SandboxGateway(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const wall = (await app.inject({ method: 'GET', url: '/api/large-screen' })).json() as {
    chapters: { barcode: string; done: boolean }[];
  };
  const barcodes = wall.chapters
    .filter((c) => !c.done)
    .slice(0, EVENTS)
    .map((c) => c.barcode);
  const agent = new http.Agent({ keepAlive: true });
  const run = await measure(
    `http://127.0.0.1:${port}/api/live/update-screen`,
    (barcode) =>
      new Promise<void>((resolve, reject) => {
        const req = http.request(
          `http://127.0.0.1:${port}/api/scan`,
          {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${DEMO.stationToken}`,
            },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 200 ? resolve() : reject(new Error(`scan ${res.statusCode}`)),
            );
          },
        );
        req.end(JSON.stringify({ barcode }));
      }),
    barcodes,
  );
  agent.destroy();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return run;
}

async function bareRun(): Promise<Run> {
  const clients = new Set<http.ServerResponse>();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write('retry: 1000\n\n');
    clients.add(res);
    res.on('close', () => clients.delete(res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  let id = 0;
  const run = await measure(
    `http://127.0.0.1:${port}/`,
    async (barcode) => {
      const chunk = `id: ${++id}\nevent: chapter-done\ndata: {"barcode":"${barcode}","name":"x","perek":"y","day":"d","image":null}\n\n`;
      for (const res of clients) res.write(chunk);
    },
    Array.from({ length: EVENTS }, (_, i) => `bare-${i}`),
  );
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  return run;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
    : NaN;

function summary(run: Run) {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    delivered: sorted.length,
    ...run,
  };
}

try {
  await main();
} catch (error) {
  // A bench that cannot measure says why and stops (its servers would keep it alive otherwise).
  console.error(`bench:live failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

async function main() {
  console.log(
    `bench:live — ${CLIENTS} SSE clients, ${EVENTS} events ${GAP_MS} ms apart, node ${process.version}, ${os.cpus().length} cores`,
  );
  const bare = summary(await bareRun());
  const zechus = summary(await zechusRun());
  const fmt = (n: number) => n.toFixed(2).padStart(8);
  console.log('');
  console.log('                       p50 ms    p99 ms   delivered  missing  RSS/client KB');
  for (const [name, r] of [
    ['bare node SSE', bare],
    ['zechus (scan→wall)', zechus],
  ] as const) {
    console.log(
      `${name.padEnd(20)} ${fmt(r.p50)}  ${fmt(r.p99)}  ${String(r.delivered).padStart(10)}  ${String(r.missing).padStart(7)}  ${fmt(r.rssPerClientKb)}`,
    );
  }
  console.log('');
  console.log(
    `ratio zechus / bare: p50 ×${(zechus.p50 / bare.p50).toFixed(2)}, p99 ×${(zechus.p99 / bare.p99).toFixed(2)}`,
  );
  if (zechus.missing > 0) {
    console.error(`${zechus.missing} deliveries never arrived`);
    process.exitCode = 1;
  }
}
