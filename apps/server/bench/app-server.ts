/**
 * Starts the Zechus server as a child process for bench:api (node with `args`: the compiled
 * server or the source through tsx, see build-if-needed.ts). Resolves once GET /api/health
 * answers, with the time that took and a way to stop it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const COMPILED = path.join(SERVER_DIR, 'dist', 'server.js');

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** From spawn to the first healthy /api/health, ms. */
  startMs: number;
  /** The child's resident memory now, MB (from /proc, Linux). */
  rssMb(): number;
  stop(): Promise<void>;
}

export async function startServer(
  args: string[],
  env: Record<string, string>,
  port: number,
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: path.resolve(SERVER_DIR, '..', '..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the server exited before it was healthy (port ${port})`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const startMs = performance.now() - started;
  return {
    url,
    child,
    startMs,
    rssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
