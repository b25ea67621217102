import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-proc-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const startServer = (env: Record<string, string>) =>
  startServerProcess({ DATA_DIR: dataDir, ...env });

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
