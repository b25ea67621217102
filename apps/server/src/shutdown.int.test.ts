import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { createMailer } from './mail/mailer.ts';
import { SandboxGateway } from './modules/payments/gateway/sandbox-gateway.ts';
import { installGracefulShutdown, type GracefulShutdown } from './shutdown.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from './test/test-database.ts';

/** A promise and the function that settles it: a test's way to wait for what happens. */
function signal() {
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { settled, settle };
}

/**
 * The whole app on a real port, with GET /api/slow, which answers only when the test lets it
 * (`finishSlow`): a request truly in flight for as long as the test needs.
 */
async function listeningApp(database: TestDatabase) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    WEB_DIST_DIR: path.join(database.dataDir, 'no-client-built'),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  const app = await buildApp({
    config,
    database: database.handle,
    mailer: createMailer({ from: config.MAIL_FROM, outboxDir: path.join(database.dataDir, 'out') }),
    paymentGateway: new SandboxGateway(),
  });
  const slowArrived = signal();
  const slowMayFinish = signal();
  let readyArrived: ReturnType<typeof signal> | undefined;
  app.get('/api/slow', async () => {
    slowArrived.settle();
    await slowMayFinish.settled;
    return { finished: true };
  });
  app.addHook('onRequest', async (request) => {
    if (request.url === '/api/ready') readyArrived?.settle();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    port,
    slowArrived: slowArrived.settled,
    finishSlow: slowMayFinish.settle,
    /** Resolves when the next readiness check reaches the app's routes. */
    nextReadyCheck: () => (readyArrived = signal()).settled,
  };
}

/** The answers in `raw`, one after another on one connection, as `[status, body]`. */
function parseAnswers(raw: string): [number, string][] {
  const answers: [number, string][] = [];
  let rest = raw;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const status = /^HTTP\/1\.1 (\d{3}) /.exec(rest);
    if (headEnd < 0 || !status) return answers;
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(rest.slice(0, headEnd))?.[1] ?? 0);
    const bodyStart = headEnd + 4;
    answers.push([Number(status[1]), rest.slice(bodyStart, bodyStart + length)]);
    rest = rest.slice(bodyStart + length);
  }
}

/** A raw HTTP/1.1 connection: requests go down it in turn; `closed` is what came back. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<[number, string][]>((resolve) =>
    socket.on('close', () => resolve(parseAnswers(received))),
  );
  const get = (url: string) => socket.write(`GET ${url} HTTP/1.1\r\nHost: zechus.test\r\n\r\n`);
  return { get, closed };
}

describe.each(TEST_ENGINES)('graceful shutdown (%s)', (engine) => {
  let database: TestDatabase;
  let graceful: GracefulShutdown | undefined;
  afterEach(async () => {
    graceful?.uninstall();
    process.exitCode = undefined;
    await database.destroy();
  });
  const exits: number[] = [];
  const install = (app: FastifyInstance, steps: { stopJobs?: () => Promise<void> } = {}) => {
    const released = signal();
    graceful = installGracefulShutdown(app, {
      timeoutMs: 60_000,
      stopJobs: steps.stopJobs ?? (async () => undefined),
      release: async () => released.settle(),
      exit: (code) => exits.push(code),
    });
    return { shutdown: graceful.shutdown, released: released.settled };
  };

  it('a request in flight when SIGTERM arrives still gets its answer; the jobs stop meanwhile; then the database is released', async () => {
    database = await createTestDatabase(engine);
    const t = await listeningApp(database);
    const jobsStopped = signal();
    const { shutdown, released } = install(t.app, { stopJobs: async () => jobsStopped.settle() });

    let answered = false;
    const inFlight = fetch(`http://127.0.0.1:${t.port}/api/slow`).then(async (reply) => {
      answered = true;
      return [reply.status, await reply.json()];
    });
    await t.slowArrived;
    const done = shutdown('SIGTERM');
    // The jobs do not wait for the drain: another instance may take their lease at once.
    await jobsStopped.settled;
    expect(answered).toBe(false);
    t.finishSlow();

    expect(await inFlight).toEqual([200, { finished: true }]);
    await released;
    await done;
    expect(process.exitCode).toBe(0);
    expect(exits).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${t.port}/api/health`)).rejects.toThrow();
  });

  it('/api/ready answers 503 stopping to a check that still reaches the instance while it drains', async () => {
    database = await createTestDatabase(engine);
    const t = await listeningApp(database);
    const { shutdown } = install(t.app);
    expect((await fetch(`http://127.0.0.1:${t.port}/api/ready`)).status).toBe(200);

    // One connection, busy with a request in flight: the drain must not cut it, so a check sent
    // down it after SIGTERM (as a proxy's pooled connection would) reaches the instance.
    const connection = rawConnection(t.port);
    connection.get('/api/slow');
    await t.slowArrived;
    const done = shutdown('SIGTERM');
    const checked = t.nextReadyCheck();
    connection.get('/api/ready');
    await checked;
    t.finishSlow();

    expect(await connection.closed).toEqual([
      [200, JSON.stringify({ finished: true })],
      [503, JSON.stringify({ status: 'stopping' })],
    ]);
    await done;
  });
});
