import { londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { DEMO } from '../db/seed/demo.ts';
import { createMailer } from '../mail/mailer.ts';
import { SandboxGateway } from '../modules/payments/gateway/sandbox-gateway.ts';
import { openStream } from '../test/sse-client.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/** Two server instances on one PostgreSQL, as DESIGN.md §5 scales out. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances sharing one PostgreSQL', () => {
  let db: TestDatabase;
  const instances: Awaited<ReturnType<typeof buildApp>>[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('postgres', { demo: { today: londonDay(new Date()) } });
    for (let i = 0; i < 2; i++) {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: db.dataDir,
        DATABASE_URL: db.databaseUrl ?? '',
        WEB_DIST_DIR: `${db.dataDir}/none`,
        // No safety poll: only LISTEN/NOTIFY can carry an event to the other instance, so this
        // test fails if NOTIFY does not work.
        LIVE_SAFETY_POLL_MS: '0',
      });
      // Each instance has its own pool and its own LISTEN connection, like separate processes.
      const database = openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
      const app = await buildApp({
        config,
        database,
        mailer: createMailer({ from: 'z@zechus.org', outboxDir: `${db.dataDir}/outbox` }),
        paymentGateway: new SandboxGateway(),
      });
      app.addHook('onClose', () => database.close());
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      bases.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      instances.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of instances) await app.close();
    await db.destroy();
  });

  it('a chapter scanned on one instance reaches the walls listening on both (LISTEN/NOTIFY)', async () => {
    const [a, b] = instances;
    const onA = openStream(`${bases[0]}/api/live/update-screen`);
    const onB = openStream(`${bases[1]}/api/live/update-screen`);
    await Promise.all([onA.opened, onB.opened]);
    const wall = (await b!.inject({ method: 'GET', url: '/api/large-screen' })).json();
    const barcode = wall.chapters.find((c: { done: boolean }) => !c.done).barcode as string;
    const reply = await a!.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { barcode },
      headers: { authorization: `Bearer ${DEMO.stationToken}` },
    });
    expect(reply.json().result).toBe('done');
    const [fromA] = await onA.waitFor(1);
    const [fromB] = await onB.waitFor(1);
    expect(fromB).toEqual(fromA);
    expect(fromB?.data).toMatchObject({ barcode });
    onA.close();
    onB.close();
  });
});
