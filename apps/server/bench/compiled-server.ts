/**
 * The compiled server (apps/server/dist/server.js, as `npm run serve` runs it) as a child process
 * for the benchmarks: built from the current source first, started on a port of its own, timed
 * from spawn to the first healthy GET /api/health, its resident memory read from /proc.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverDir, '../..');
export const COMPILED_SERVER = path.join(serverDir, 'dist', 'server.js');

/** Compiles the server (apps/server/build.mjs, well under a second) so a run measures this source. */
export function buildServer(): void {
  execFileSync(process.execPath, [path.join(serverDir, 'build.mjs')], { stdio: 'inherit' });
}

/** Removes V8's code caches of the server's bundles (src/code-cache.ts): the next start compiles. */
export function dropCodeCaches(): void {
  const dist = path.dirname(COMPILED_SERVER);
  for (const name of fs.readdirSync(dist)) {
    if (name.endsWith('.v8-cache')) fs.rmSync(path.join(dist, name), { force: true });
  }
}

/** A free loopback port, as the system hands one out. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface CompiledServer {
  url: string;
  child: ChildProcess;
  /** From spawn to the first 200 from /api/health, ms. */
  startMs: number;
  /** CPU the process had used (user + system) when it first answered healthy, ms. */
  startCpuMs: number;
  /** Its resident set size now, MB (Linux /proc). */
  rssMb(): number;
  /** SIGTERM, resolved once it has exited. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** DATA_DIR: SQLite and uploads; an empty folder gets the demo seeded on start. */
  dataDir: string;
  /** Port to listen on; a free one when left out. */
  port?: number;
  /** More environment (it starts from this process's, with DATABASE_URL and SMTP_URL unset). */
  env?: Record<string, string>;
  /** Give up when not healthy within this time, ms. */
  timeoutMs?: number;
}

const HEALTH_POLL_MS = 5;
const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux: /proc/<pid>/stat counts CPU in these.

function procStatus(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
}

function cpuMs(pid: number): number {
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Starts dist/server.js (build it first: buildServer) and resolves once it answers healthy. */
export async function startCompiledServer(options: StartOptions): Promise<CompiledServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      SMTP_URL: '',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = started + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (gone) throw new Error(`the server exited before it was healthy:\n${errors}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not healthy within ${options.timeoutMs ?? 60_000} ms`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  const startMs = performance.now() - started;
  const pid = child.pid ?? 0;
  return {
    url,
    child,
    startMs,
    startCpuMs: cpuMs(pid),
    rssMb: () => procStatus(pid, 'VmRSS') / 1024,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}
