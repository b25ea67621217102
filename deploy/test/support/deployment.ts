import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startControl, type Control } from './control.ts';
import { writeEnvironmentFile } from './env-file.ts';
import { siteClient } from './https-client.ts';
import { startNginx, type TestNginx } from './nginx.ts';
import { DEPLOY, freePort, REPO } from './paths.ts';
import { createScratchDatabase, type ScratchDatabase } from './postgres.ts';
import { makeCurrent, makeRelease } from './releases.ts';
import { Units, waitUntilReady } from './units.ts';

/** Low enough that the test reaches it in a few requests; the example's other limits stand. */
export const LOGIN_LIMIT_PER_IP = 5;

export interface Deployment {
  origin: string;
  /** The instances' ports (zechus@PORT), as in the upstream file. */
  ports: [number, number];
  metricsToken: string;
  database: ScratchDatabase;
  dataDir: string;
  /** The test's /opt/zechus: releases/r1, the running one, and `current`. */
  installDir: string;
  /** /etc/zechus/zechus.env as the test filled it in. */
  environmentFile: string;
  nginx: TestNginx;
  units: Units;
  control: Control;
  client: ReturnType<typeof siteClient>;
  close(): Promise<void>;
}

/**
 * Everything deploy/ describes, on loopback: a PostgreSQL database of its own with the demo's
 * data (children, today's learning, the demo station token and staff login), the env file from
 * zechus.env.example, two instances as zechus@.service starts them, nginx with deploy/nginx/ in
 * front over TLS, and a systemctl for deploy/zechus-rolling-restart.
 */
export async function startDeployment(): Promise<Deployment> {
  for (const built of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(REPO, built))) {
      throw new Error(`${built} is missing: npm run test:deploy builds it (npm run build)`);
    }
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-deploy-'));
  const dataDir = path.join(work, 'data');
  const installDir = path.join(work, 'opt-zechus');
  makeCurrent(installDir, makeRelease(installDir, 'r1'));
  const logDir = path.join(work, 'journal');
  fs.mkdirSync(dataDir);
  fs.mkdirSync(logDir);
  const [http = 0, https = 0, first = 0, second = 0] = await Promise.all(
    [1, 2, 3, 4].map(() => freePort()),
  );
  const ports: [number, number] = [first, second];
  const origin = `https://localhost:${https}`;
  const database = await createScratchDatabase('zechus_deploy');

  // The demo's data, seeded the one way a database gets it (never in production).
  execFileSync(process.execPath, ['apps/server/dist/seed.js'], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });

  const metricsToken = crypto.randomBytes(32).toString('hex');
  const environmentFile = path.join(work, 'zechus.env');
  writeEnvironmentFile(
    environmentFile,
    {
      PUBLIC_URL: origin,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      // The test machine has no card processor or mail server: the sandbox, and mail to files.
      PAYMENT_GATEWAY: 'sandbox',
      METRICS_TOKEN: metricsToken,
      // As the operator does with `openssl rand -hex 32` (the example holds a placeholder).
      SHARE_LINK_KEY: crypto.randomBytes(32).toString('hex'),
      LOGIN_LIMIT_PER_IP: String(LOGIN_LIMIT_PER_IP),
      // Every sponsor of the test comes from one address.
      PAYMENT_LIMIT_PER_IP: '10000',
    },
    ['SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  );

  const units = new Units(
    path.join(DEPLOY, 'systemd/zechus@.service'),
    environmentFile,
    logDir,
    installDir,
  );
  for (const port of ports) units.start(String(port));
  await Promise.all(ports.map((port) => waitUntilReady(port)));
  const nginx = await startNginx(path.join(work, 'nginx'), { http, https, instances: ports });
  const control = await startControl(work, units, nginx);

  return {
    origin,
    ports,
    metricsToken,
    database,
    dataDir,
    installDir,
    environmentFile,
    nginx,
    units,
    control,
    client: siteClient(origin, nginx.certificate),
    async close() {
      await control.close();
      await nginx.stop();
      await units.stopAll();
      await database.drop();
      if (process.env.KEEP_DEPLOY_TEST !== '1') fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** One instance's Prometheus text, scraped as Prometheus would: its own port, the token. */
export async function scrape(deployment: Deployment, port: number): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${deployment.metricsToken}` },
  });
  if (answer.status !== 200) throw new Error(`/metrics on ${port} answered ${answer.status}`);
  return answer.text();
}

/** The value of an unlabelled metric in Prometheus text. */
export function metricValue(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in the metrics`);
  return Number(line.slice(name.length + 1));
}
