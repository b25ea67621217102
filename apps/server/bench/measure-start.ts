/**
 * Start-to-healthy time and idle memory of the server on an existing database (issue 11 line 2),
 * as one call so bench:api can take apps/server/bench/start-and-memory.ts's measurement instead
 * once that exists. The first start migrates and seeds the demo into the empty folder and is not
 * counted; the second, on that database, is measured and left running for the load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from './app-server.ts';

/** Time for the started server to settle (its first jobs, lazy work) before memory is read. */
const SETTLE_MS = 3000;

export async function measureStartAndMemory(
  args: string[],
  env: Record<string, string>,
  port: number,
): Promise<{ server: RunningServer; startMs: number; idleRssMb: number }> {
  // A fresh folder per measurement, removed when the server it serves stops.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-bench-start-'));
  env = { ...env, DATA_DIR: dataDir };
  const seeding = await startServer(args, env, port);
  await seeding.stop();
  const running = await startServer(args, env, port);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const server = {
    ...running,
    async stop() {
      await running.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { server, startMs: running.startMs, idleRssMb: running.rssMb() };
}
