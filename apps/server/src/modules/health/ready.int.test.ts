import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, TEST_ENGINES } from '../../test/test-database.ts';
import { readyRoutes } from './ready-routes.ts';

/** Only the readiness route, over `database`: for databases the whole app could not start on. */
async function readinessAlone(database: DatabaseHandle, databaseTimeoutMs?: number) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(readyRoutes, {
    database,
    ...(databaseTimeoutMs === undefined ? {} : { databaseTimeoutMs }),
  });
  return app;
}

describe.each(TEST_ENGINES)('GET /api/ready (%s)', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 200 ready, never cached and without a cookie, when the database answers and every migration is in', async () => {
    t = await createTestApp(engine);
    const reply = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ready' });
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it('answers 503 migrating while a migration this code needs is missing from the database, and ready once it is in', async () => {
    t = await createTestApp(engine);
    const newest = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from schema_migrations order by name desc limit 1`.execute(
      t.handle.db,
    );
    const [row] = newest.rows;
    if (!row) throw new Error('no migrations recorded');
    await sql`delete from schema_migrations where name = ${row.name}`.execute(t.handle.db);

    const missing = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({ status: 'migrating' });

    await sql`insert into schema_migrations (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(
      t.handle.db,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({
      status: 'ready',
    });
  });

  it('answers 503 unavailable once the database is gone', async () => {
    const database = await createTestDatabase(engine);
    const app = await readinessAlone(database.handle);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await database.destroy();

    const reply = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ status: 'unavailable' });
    await app.close();
  });
});

describe('GET /api/ready, a database that never answers', () => {
  let silent: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('answers 503 unavailable within its time limit instead of keeping the checker waiting', async () => {
    // Takes the connection and never says a word: a database behind a partition, or stuck.
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent?.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-ready-'));
    const database = openDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${port}/x`,
      dataDir,
    });
    const app = await readinessAlone(database, 300);

    const reply = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ status: 'unavailable' });

    await app.close();
    // Lets the pool's waiting connection fail, so the pool can end.
    for (const socket of sockets) socket.destroy();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
