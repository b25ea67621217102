import net from 'node:net';
import { LIVE_STREAM_PATH } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStream } from '../test/sse-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Small limits, so a test sees each one act within a few seconds. */
const LIMITS = {
  HTTP_HEADERS_TIMEOUT_MS: '300',
  HTTP_BODY_TIMEOUT_MS: '400',
  HTTP_REQUEST_TIMEOUT_MS: '2000',
  HTTP_IDLE_TIMEOUT_MS: '800',
  LIVE_HEARTBEAT_MS: '100',
};

/** What a raw connection received, and how long after its start the server closed it. */
interface Exchange {
  received: string;
  closedAfterMs: number;
}

/**
 * A raw TCP client: sends `head` and then each of `chunks` `gapMs` apart, and resolves when the
 * server closes the connection (or gives up after 10 s, failing the test's expectations).
 */
function rawRequest(
  port: number,
  head: string,
  { chunks = [] as string[], gapMs = 0 } = {},
): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let drip: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => socket.destroy(), 10_000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearInterval(drip);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
    const left = [...chunks];
    if (left.length > 0) {
      drip = setInterval(() => {
        const next = left.shift();
        if (next === undefined) clearInterval(drip);
        else if (!socket.destroyed) socket.write(next);
      }, gapMs);
    }
  });
}

const scanHead = (contentLength: number) =>
  'POST /api/scan HTTP/1.1\r\nHost: zechus.test\r\nAuthorization: Bearer not-a-station\r\n' +
  `Content-Type: application/json\r\nContent-Length: ${contentLength}\r\nConnection: close\r\n\r\n`;

describe('request, header and body timeouts', () => {
  let t: TestApp;
  let port: number;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: LIMITS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  it('a request whose body never comes is answered 408 and closed within the body timeout, while /api/health answers', async () => {
    // The finding: headers with Content-Length: 60000, then nothing, held for ever (here 20).
    const held = Array.from({ length: 20 }, () => rawRequest(port, scanHead(60_000)));
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    for (const { received, closedAfterMs } of await Promise.all(held)) {
      expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(received).toContain('"error":"request_timeout"');
      expect(closedAfterMs).toBeGreaterThanOrEqual(400);
      expect(closedAfterMs).toBeLessThan(2000);
    }
  });

  it('a body that keeps coming slowly is answered as usual, past the body timeout', async () => {
    const body = JSON.stringify({ barcode: '12345678' });
    const chunks = body.match(/.{1,4}/g) ?? [];
    // Four bytes every 150 ms: the whole body takes longer than the 400 ms body timeout.
    const { received, closedAfterMs } = await rawRequest(port, scanHead(body.length), {
      chunks,
      gapMs: 150,
    });
    expect(closedAfterMs).toBeGreaterThan(400);
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('a body that trickles on for ever is cut by the request timeout: 408, closed', async () => {
    const { received, closedAfterMs } = await rawRequest(port, scanHead(60_000), {
      chunks: Array.from({ length: 100 }, () => ' '),
      gapMs: 150,
    });
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(2000);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('headers that never end are answered 408 and closed within the headers timeout', async () => {
    const { received, closedAfterMs } = await rawRequest(
      port,
      'GET /api/health HTTP/1.1\r\nHost: zechus.test\r\n',
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(300);
    expect(closedAfterMs).toBeLessThan(2000);
  });

  it('the live stream outlives the request, header and idle timeouts, and still brings events', async () => {
    const stream = openStream(`${base}${LIVE_STREAM_PATH}`);
    await stream.opened;
    const opened = Date.now();
    // 30 heartbeats 100 ms apart: past the 2 s request timeout and many an 800 ms idle timeout.
    await vi.waitFor(() => expect(stream.unnumbered.length).toBeGreaterThanOrEqual(30), {
      timeout: 15_000,
      interval: 50,
    });
    expect(Date.now() - opened).toBeGreaterThan(2000);
    const id = await t.app.liveBus.publish('force-reload', { reason: 'staff' });
    expect((await stream.waitFor(1))[0]).toEqual({
      id,
      event: 'force-reload',
      data: { reason: 'staff' },
    });
    stream.close();
  });
});
