import net from 'node:net';
import { LIVE_STREAM_PATH } from '@zechus/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServerProcess } from './test/server-process.ts';
import { openStream } from './test/sse-client.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from './test/test-database.ts';

const BODY = JSON.stringify({ barcode: '12345678' });

/**
 * A station's scan, sent by hand on a raw connection: its headers now, its body when the test
 * says (`finish`). `accepted` resolves when the server has the request (its `100 Continue`), so
 * SIGTERM can come while it is truly in flight.
 */
function scanInFlight(base: string) {
  const { port } = new URL(base);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.setEncoding('utf8');
  socket.on('error', () => undefined);
  let received = '';
  let accept: () => void = () => undefined;
  const accepted = new Promise<void>((resolve) => (accept = resolve));
  socket.on('data', (chunk: string) => {
    received += chunk;
    if (received.startsWith('HTTP/1.1 100 Continue')) accept();
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(
    'POST /api/scan HTTP/1.1\r\nHost: zechus.test\r\nAuthorization: Bearer not-a-station\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${BODY.length}\r\nExpect: 100-continue\r\n\r\n`,
  );
  return { accepted, closed, finish: () => socket.write(BODY), abandon: () => socket.destroy() };
}

/** The server's JSON log lines with this message. */
const logLines = (stdout: string, msg: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg);

describe.each(TEST_ENGINES)('the server process on SIGTERM (%s)', (engine) => {
  let database: TestDatabase;
  let server: ReturnType<typeof startServerProcess> | undefined;
  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database.destroy();
  });

  const start = async (env: Record<string, string>) => {
    database = await createTestDatabase(engine);
    server = startServerProcess({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      SEED_DEMO: 'never',
      LOG_LEVEL: 'info',
      // Long enough that only the shutdown can end the upload the tests leave hanging.
      HTTP_BODY_TIMEOUT_MS: '60000',
      ...env,
    });
    return { server, base: await server.listening };
  };

  it('answers the request in flight, ends the live stream with a retry hint, and exits 0 within SHUTDOWN_TIMEOUT_MS', async () => {
    const { server, base } = await start({ SHUTDOWN_TIMEOUT_MS: '5000' });
    const ready = await fetch(`${base}/api/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    const stream = openStream(`${base}${LIVE_STREAM_PATH}`);
    await stream.opened;
    // The first heartbeat: the hub holds the stream.
    await vi.waitFor(() => expect(stream.unnumbered.length).toBeGreaterThan(0));
    const scan = scanInFlight(base);
    await scan.accepted;

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await stream.ended;
    // The stream's opening `retry: 1000`, then its goodbye: reconnect within a second.
    expect(stream.retries).toHaveLength(2);
    expect(stream.retries[1]).toBeGreaterThanOrEqual(250);
    expect(stream.retries[1]).toBeLessThan(1000);
    await vi.waitFor(() => expect(logLines(server.stdout(), 'shutting down')).toHaveLength(1));
    // A new readiness check is refused (the listener is closed) or told 503: never 200 again.
    const late = await fetch(`${base}/api/ready`).then(
      (reply) => reply.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    // Yet the scan sent before SIGTERM still gets its answer.
    scan.finish();
    expect(await scan.closed).toMatch(/\r\n\r\nHTTP\/1\.1 401 Unauthorized\r\n/);

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(logLines(server.stdout(), 'shut down cleanly')).toHaveLength(1);
  });

  it('exits anyway once SHUTDOWN_TIMEOUT_MS has passed, with 1, naming what was still open, when a request never ends', async () => {
    const { server, base } = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    // An upload whose body never comes (a phone that lost its signal mid-upload).
    const stuck = scanInFlight(base);
    await stuck.accepted;

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(4000);
    expect(logLines(server.stdout(), 'shutting down')).toHaveLength(1);
    const [gaveUp] = logLines(
      server.stdout(),
      'shutdown ran out of time (SHUTDOWN_TIMEOUT_MS); exiting with work still open',
    );
    expect(gaveUp).toMatchObject({ level: 50, stillOpen: ['requests'], connections: 1 });
    stuck.abandon();
  });
});
