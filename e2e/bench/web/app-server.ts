/**
 * The app as `npm run serve` runs it (the compiled server when the build made one, else the
 * TypeScript source through tsx), on a fresh SQLite database with the demo seeded, in a temp data
 * folder, on a free port in 4800–4899.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningApp {
  url: string;
  command: string;
  stop(): Promise<void>;
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

async function freePort(): Promise<number> {
  for (let port = 4800; port <= 4899; port += 1) if (await portIsFree(port)) return port;
  throw new Error('no free port in 4800–4899');
}

export async function startApp(repoRoot: string): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-bench-web-'));
  const compiled = path.join(repoRoot, 'apps/server/dist/server.js');
  const args = fs.existsSync(compiled)
    ? [compiled]
    : ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/server.ts')];
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'auto',
      DATABASE_URL: '',
      SMTP_URL: '',
      PAYMENT_GATEWAY: 'sandbox',
      WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
      HERO_VIDEO_URL: '',
      SENTRY_DSN: '',
      LOGIN_LIMIT_PER_IP: '10000',
      TEST_CLOCK: 'off',
    },
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () =>
    new Promise<void>((resolve) => {
      const cleanUp = () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (exited) return cleanUp();
      child.once('exit', cleanUp);
      child.kill('SIGTERM');
    });
  // Polls until the server answers: the demo seed on a fresh database takes a few seconds.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error('the server exited before it answered /api/health');
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /api/health within 2 minutes');
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    command: `node ${args.map((a) => path.relative(repoRoot, a) || a).join(' ')}`,
    stop,
  };
}
