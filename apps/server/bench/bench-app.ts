/**
 * The app for bench:api's load, in this process: a fresh demo-seeded SQLite database, the whole
 * app as buildApp makes it, plus the baseline — GET /bench/bare/<n>, a route that answers the
 * n-th captured body from memory and does nothing else, behind the same global hooks (headers,
 * cookies, compression) as every route, so the ratio measures what an endpoint itself costs. A
 * plain Fastify server with no plugins answers the same bodies too, to show what those hooks cost.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { londonDay } from '@zechus/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { SandboxGateway } from '../src/modules/payments/gateway/sandbox-gateway.ts';

export interface BenchApp {
  url: string;
  plainUrl: string;
  /** What /bench/bare/<n> (and the plain server's /bare/<n>) answer. */
  bodies: string[];
  close(): Promise<void>;
}

function bareRoutes(app: FastifyInstance, prefix: string, bodies: string[]) {
  app.get<{ Params: { n: string } }>(`${prefix}/:n`, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(bodies[Number(request.params.n)] ?? '{}'),
  );
}

export async function startBenchApp(port: number, plainPort: number): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-bench-api-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
  });
  const database = openDatabase({ dataDir });
  await migrateToLatest(database);
  await seedDemoIfEmpty(database, { dataDir, today: londonDay(new Date()) });
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ from: 'b@zechus.org', outboxDir: path.join(dataDir, 'outbox') }),
    paymentGateway: new SandboxGateway(),
  });
  const bodies: string[] = [];
  bareRoutes(app, '/bench/bare', bodies);
  await app.listen({ port, host: '127.0.0.1' });
  const plain = Fastify({ logger: false });
  bareRoutes(plain, '/bare', bodies);
  await plain.listen({ port: plainPort, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    plainUrl: `http://127.0.0.1:${plainPort}`,
    bodies,
    async close() {
      await plain.close();
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
