import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase, type Engine } from '../db/database.ts';
import { createMailer } from '../mail/mailer.ts';
import { SandboxGateway } from '../modules/payments/gateway/sandbox-gateway.ts';
import {
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseOptions,
} from './test-database.ts';
import { TestBrowser } from './test-app.ts';

export interface Instance {
  app: FastifyInstance;
  browser: TestBrowser;
}

export interface TwoInstances {
  /** The database both share (the test's own handle, for setting up and looking in). */
  database: TestDatabase;
  instances: [Instance, Instance];
  close(): Promise<void>;
}

/**
 * Two app instances on one fresh database, as DESIGN.md §5 scales out. Each opens its own
 * connection (its own PostgreSQL pool, or its own SQLite connection to the same file), like
 * separate processes, so nothing is shared between them but what is in the database.
 */
export async function startTwoInstances(
  engine: Engine,
  env: Record<string, string> = {},
  options: TestDatabaseOptions = {},
): Promise<TwoInstances> {
  const database = await createTestDatabase(engine, options);
  const start = async (n: number): Promise<Instance> => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: database.dataDir,
      WEB_DIST_DIR: path.join(database.dataDir, 'no-client-built'),
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    });
    const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const mailer = createMailer({
      from: config.MAIL_FROM,
      outboxDir: path.join(database.dataDir, `outbox-${n}`),
      smtpUrl: undefined,
    });
    const app = await buildApp({
      config,
      database: handle,
      mailer,
      paymentGateway: new SandboxGateway(),
    });
    app.addHook('onClose', async () => {
      mailer.close();
      await handle.close();
    });
    await app.ready();
    const browser = new TestBrowser(app);
    // Fetched once now, so a burst of posts does not first fetch a page each.
    await browser.csrfToken();
    return { app, browser };
  };
  const instances: [Instance, Instance] = [await start(1), await start(2)];
  return {
    database,
    instances,
    async close() {
      for (const { app } of instances) await app.close();
      await database.destroy();
    },
  };
}
