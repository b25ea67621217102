/**
 * npm run bench:api
 *
 * Issue 11 lines 2 and 3, issue 22 line 4. First the server as `npm start` runs it, built from
 * this source: its start-to-healthy time and idle memory on an existing demo database
 * (start-and-memory.ts). Then the read endpoints under load: the app on a fresh demo database in
 * this process (bench-app.ts), the demo donor logged in, each endpoint loaded by autocannon in a
 * child process (10 connections, 10 s), then the baseline — a bare Fastify route in the same app,
 * behind the same global hooks, answering the very bytes captured from that endpoint from memory
 * — and, for scale, a plain Fastify server with no plugins doing the same. Prints req/s, the
 * ratio to the baseline, p99, whether each budget held, and the CPU the servers spent per
 * request (what a busy machine does not inflate).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { DEMO } from '../src/db/seed/demo.ts';
import { startBenchApp } from './bench-app.ts';
import { CONNECTIONS, SECONDS, load } from './load.ts';
import { formatStartAndMemory, measureStartAndMemory } from './start-and-memory.ts';

const PORTS = { app: 4733, plain: 4734 };
const BUDGET = { ratio: 0.5, p99Ms: 20 };

async function logIn(url: string): Promise<string> {
  // The double-submit CSRF check only compares cookie and header: any well-formed token will do.
  const csrf = crypto.randomBytes(32).toString('base64url');
  const reply = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': csrf,
      cookie: `XSRF-TOKEN=${csrf}`,
    },
    body: JSON.stringify({ email: DEMO.donor.email, id: DEMO.donor.donorNumber }),
  });
  const session = reply.headers.getSetCookie().find((c) => c.startsWith('zechus_session='));
  if (!reply.ok || !session) throw new Error(`demo donor login failed: ${reply.status}`);
  return session.split(';')[0] as string;
}

async function capture(url: string, cookie: string): Promise<string> {
  const reply = await fetch(url, { headers: { cookie } });
  if (!reply.ok) throw new Error(`${url}: ${reply.status}`);
  return reply.text();
}

const held = (ok: boolean) => (ok ? 'held' : 'MISSED');

/** A load, and the CPU this process (the servers) spent per request under it, µs. */
async function measured(url: string, cookie: string) {
  const before = process.cpuUsage();
  const result = await load(url, cookie);
  const spent = process.cpuUsage(before);
  return { ...result, cpuUs: (spent.user + spent.system) / Math.max(1, result.total) };
}

async function main() {
  console.log(
    `bench:api — node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ` +
      `load average ${os.loadavg()[0]?.toFixed(1)}; autocannon ${CONNECTIONS} connections × ${SECONDS} s`,
  );
  // Line 2 first, on a quiet machine: builds the server and measures it as `npm start` runs it.
  // BENCH_SKIP_START=1 leaves line 2 out, for a quicker look at the endpoints alone.
  const start = process.env.BENCH_SKIP_START === '1' ? undefined : await measureStartAndMemory();
  const bench = await startBenchApp(PORTS.app, PORTS.plain);
  const rows: string[][] = [];
  try {
    const session = await logIn(bench.url);
    const myPage = JSON.parse(await capture(`${bench.url}/api/my-page`, session)) as {
      enrollments: { id: number; dates: unknown[] }[];
    };
    // The enrollment with the most dates: the heaviest a donor can open.
    const enrollment = [...myPage.enrollments].sort((a, b) => b.dates.length - a.dates.length)[0];
    if (!enrollment) throw new Error('the demo donor has no enrollment');
    const endpoints = [
      { path: '/api/large-screen', cookie: '' },
      { path: `/api/enrollment/${enrollment.id}`, cookie: session },
      { path: '/api/episode/today', cookie: session },
      { path: '/api/my-page', cookie: session },
    ];
    for (const e of endpoints) bench.bodies.push(await capture(`${bench.url}${e.path}`, e.cookie));

    for (const [n, e] of endpoints.entries()) {
      const app = await measured(`${bench.url}${e.path}`, e.cookie);
      const bare = await measured(`${bench.url}/bench/bare/${n}`, '');
      const plain = await measured(`${bench.plainUrl}/bare/${n}`, '');
      const ratio = app.rps / bare.rps;
      rows.push([
        `GET ${e.path}`,
        `${((bench.bodies[n]?.length ?? 0) / 1024).toFixed(1)} KB`,
        app.rps.toFixed(0),
        bare.rps.toFixed(0),
        ratio.toFixed(2),
        `${app.p99} ms`,
        held(ratio >= BUDGET.ratio && app.p99 <= BUDGET.p99Ms),
        `${app.cpuUs.toFixed(0)} / ${bare.cpuUs.toFixed(0)} (${(bare.cpuUs / app.cpuUs).toFixed(2)})`,
        plain.rps.toFixed(0),
        (app.rps / plain.rps).toFixed(2),
      ]);
    }
  } finally {
    await bench.close();
  }
  printTable(
    [
      '',
      'body',
      'req/s',
      'bare req/s',
      'ratio',
      'p99',
      'budget',
      'CPU µs/req app / bare (ratio)',
      'plain Fastify req/s',
      'ratio to plain',
    ],
    rows,
  );
  console.log(
    `\nbudget: ratio to the bare route ≥ ${BUDGET.ratio} and p99 ≤ ${BUDGET.p99Ms} ms. The CPU this ` +
      'process spent per request (the servers run here, the load in a child) does not move with ' +
      `what else the machine runs, as req/s and p99 do; load average now ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  if (start) console.log(formatStartAndMemory(start));
}

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

try {
  await main();
} catch (error) {
  console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
