/**
 * Issue 11 line 2: the compiled server's start, from process start to a healthy /api/health on
 * an existing database, and its resident memory at idle after the demo seed.
 *
 *   node --import tsx apps/server/bench/start-and-memory.ts [--runs 5] [--idle-seconds 30]
 *
 * Builds the server, seeds the demo into a fresh SQLite data folder (a first start, not counted),
 * starts it once without V8's code cache (the first start after a build: decision 0032; shown,
 * not counted), then `runs` times on that database as any later start (the median counts), and
 * leaves the last start without a request for `idle-seconds` before reading its memory: the
 * server gives back the heap that starting took once it is idle (idle-memory.ts), so the figure
 * is what an idle server holds, and the reading 3 s after start is printed beside it.
 * measureStartAndMemory is exported for `npm run bench:api`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, dropCodeCaches, startCompiledServer } from './compiled-server.ts';

export const START_BUDGET_MS = 1000;
export const IDLE_RSS_BUDGET_MB = 120;

export interface StartAndMemory {
  /** Median of the measured starts on the existing database, ms. */
  startMs: number;
  /** Every measured start, ms, in order. */
  startsMs: number[];
  /** CPU time each start took to be healthy (user + system), ms: the part a busy machine does not inflate. */
  startsCpuMs: number[];
  /** The first start after the build, before the code cache is written: ms, and its CPU ms. */
  uncachedStart: { ms: number; cpuMs: number };
  /** Resident memory 3 s after the last start, MB. */
  rssAfterStartMb: number;
  /** Resident memory after idleSeconds without a request, MB. */
  idleRssMb: number;
  idleSeconds: number;
  startHeld: boolean;
  memoryHeld: boolean;
}

export interface MeasureOptions {
  runs?: number;
  idleSeconds?: number;
  /** Skip the build (the caller has just built). */
  built?: boolean;
  /** More environment for the server. */
  env?: Record<string, string>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureStartAndMemory(options: MeasureOptions = {}): Promise<StartAndMemory> {
  const runs = options.runs ?? 5;
  const idleSeconds = options.idleSeconds ?? 30;
  if (!options.built) buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-start-bench-'));
  const env = {
    NODE_ENV: 'development',
    SEED_DEMO: 'auto',
    PAYMENT_GATEWAY: 'sandbox',
    ...options.env,
  };
  try {
    const seeding = await startCompiledServer({ dataDir, env });
    await seeding.stop();
    dropCodeCaches();
    const uncached = await startCompiledServer({ dataDir, env });
    const uncachedStart = { ms: uncached.startMs, cpuMs: uncached.startCpuMs };
    await uncached.stop(); // and its code cache is written as it exits
    const startsMs: number[] = [];
    const startsCpuMs: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const server = await startCompiledServer({ dataDir, env });
      startsMs.push(server.startMs);
      startsCpuMs.push(server.startCpuMs);
      if (run < runs) {
        await server.stop();
        continue;
      }
      await pause(3000);
      const rssAfterStartMb = server.rssMb();
      await pause(idleSeconds * 1000 - 3000);
      const idleRssMb = server.rssMb();
      await server.stop();
      const startMs = median(startsMs);
      return {
        startMs,
        startsMs,
        startsCpuMs,
        uncachedStart,
        rssAfterStartMb,
        idleRssMb,
        idleSeconds,
        startHeld: startMs <= START_BUDGET_MS,
        memoryHeld: idleRssMb <= IDLE_RSS_BUDGET_MB,
      };
    }
    throw new Error('runs must be at least 1');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The two budget lines, as the benchmarks print them. */
export function formatStartAndMemory(result: StartAndMemory): string {
  const verdict = (held: boolean) => (held ? 'held' : 'MISSED');
  const runs = result.startsMs.map((ms) => ms.toFixed(0)).join(', ');
  const cpu = result.startsCpuMs.map((ms) => ms.toFixed(0)).join(', ');
  return [
    `start to healthy on an existing database: ${result.startMs.toFixed(0)} ms median ` +
      `(runs ${runs}; CPU ${cpu} ms)  budget ≤ ${START_BUDGET_MS} ms  ${verdict(result.startHeld)}`,
    `  the first start after a build, before V8's code cache is written: ` +
      `${result.uncachedStart.ms.toFixed(0)} ms (CPU ${result.uncachedStart.cpuMs.toFixed(0)} ms)`,
    `idle RSS after the demo seed: ${result.idleRssMb.toFixed(0)} MB after ${result.idleSeconds} s ` +
      `without a request (${result.rssAfterStartMb.toFixed(0)} MB 3 s after start)  ` +
      `budget ≤ ${IDLE_RSS_BUDGET_MB} MB  ${verdict(result.memoryHeld)}`,
  ].join('\n');
}

const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : undefined;
};

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const runs = flag('runs');
  const idleSeconds = flag('idle-seconds');
  const result = await measureStartAndMemory({
    ...(runs ? { runs } : {}),
    ...(idleSeconds ? { idleSeconds } : {}),
  });
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(formatStartAndMemory(result));
  process.exitCode = result.startHeld && result.memoryHeld ? 0 : 1;
}
