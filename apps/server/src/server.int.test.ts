import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = path.join(import.meta.dirname, 'server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-proc-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs the real server process, as `npm start` does (no tsx wrapper, so signals reach it). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  return { child, exited, listening, output: () => output };
}

describe('the server process', () => {
  it('starts on an empty data folder, migrates, answers, and exits cleanly on SIGTERM', async () => {
    const server = startServer({ SEED_DEMO: 'never', LOG_LEVEL: 'info' });
    const base = await server.listening;
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: { engine: 'sqlite', reachable: true } });
    expect(fs.existsSync(path.join(dataDir, 'zechus.db'))).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
  });

  it('refuses to start with bad settings and lists every problem', async () => {
    const server = startServer({ PORT: 'eighty', OFFICE_EMAIL: 'nobody', SEED_DEMO: 'never' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toMatch(/PORT .*\n.*OFFICE_EMAIL/);
    await server.listening.catch(() => undefined);
  });
});
