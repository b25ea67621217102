/**
 * Load for bench:api, generated in a child process so that autocannon's own work does not share
 * the event loop of the servers it measures. `load(url, cookie)` spawns this file, which runs
 * autocannon (10 connections, BENCH_SECONDS or 10 s) and prints {rps, p99, failures} as JSON.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const CONNECTIONS = 10;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export interface Load {
  /** Mean requests per second. */
  rps: number;
  /** 99th percentile latency, ms. */
  p99: number;
  /** Requests answered in all. */
  total: number;
}

const self = fileURLToPath(import.meta.url);

export function load(url: string, cookie: string): Promise<Load> {
  const child = spawn(process.execPath, ['--import', 'tsx', self, url, cookie], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`load on ${url} failed (${code})`));
      const result = JSON.parse(out) as Load & { failures: number };
      if (result.failures > 0) reject(new Error(`${url}: ${result.failures} failed requests`));
      else resolve(result);
    });
  });
}

if (process.argv[1] === self) {
  const [url = '', cookie = ''] = process.argv.slice(2);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: cookie ? { cookie } : {},
  });
  console.log(
    JSON.stringify({
      rps: result.requests.average,
      p99: result.latency.p99,
      total: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts,
    }),
  );
}
