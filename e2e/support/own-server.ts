/**
 * A server of a story's own, beside the suite's three (playwright.config.ts), for a story that
 * needs the server configured otherwise (a one-event replay window, a day it can move).
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { dataDir } from './outbox.ts';
import { serverEnv } from './server-env.ts';

/** A free local port. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * The compiled server (built by playwright.config.ts) on a free port and a fresh SQLite database
 * with the demo seeded, configured as the suite's servers but for `extraEnv`. Stopped by its PID.
 */
export async function startOwnServer(
  name: string,
  extraEnv: Record<string, string>,
): Promise<{ url: string; folder: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const folder = path.join(dataDir(), `${name}-${port}`);
  await mkdir(folder, { recursive: true });
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...serverEnv(port, folder, extraEnv),
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error('the server exited before it answered');
          return fetch(`${url}/api/health`).then(
            (response) => response.ok,
            () => false,
          );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, folder, stop };
}
