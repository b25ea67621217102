import { LIVE_STREAM_PATH } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStream } from '../test/sse-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('the live stream’s limits, in all and per address', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: {
        LIVE_MAX_STREAMS: '4',
        LIVE_MAX_STREAMS_PER_ADDRESS: '2',
        LIVE_HEARTBEAT_MS: '200',
        // Every client here is on loopback: the test names their addresses as a proxy would.
        TRUST_PROXY: '127.0.0.1',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const listen = async (ip: string) => {
    const stream = openStream(`${base}${LIVE_STREAM_PATH}`, from(ip));
    await stream.opened;
    return stream;
  };
  /** Asks for a stream from `ip`: its status, Retry-After and JSON body (an open stream is let go). */
  const ask = async (ip: string) => {
    const abort = new AbortController();
    const reply = await fetch(`${base}${LIVE_STREAM_PATH}`, {
      headers: from(ip),
      signal: abort.signal,
    });
    const answer = {
      status: reply.status,
      retryAfter: reply.headers.get('retry-after'),
      body: reply.status === 200 ? undefined : ((await reply.json()) as unknown),
    };
    abort.abort();
    return answer;
  };

  it('refuses streams past the limits with 503, Retry-After and a message, while /api/health and the rest answer; a closed stream frees its place', async () => {
    const first = [await listen('198.51.100.1'), await listen('198.51.100.1')];
    expect(first.map((s) => s.headers()['content-type'])).toEqual([
      'text/event-stream; charset=utf-8',
      'text/event-stream; charset=utf-8',
    ]);
    // A third from the same address is refused; another address is not.
    expect(await ask('198.51.100.1')).toEqual({
      status: 503,
      retryAfter: '10',
      body: {
        error: 'live_stream_full',
        message: 'Too many live updates are open from this address. Trying again shortly.',
      },
    });
    const second = [await listen('203.0.113.5'), await listen('203.0.113.6')];
    // Four open: the instance is full for everyone.
    expect(await ask('192.0.2.9')).toEqual({
      status: 503,
      retryAfter: '10',
      body: {
        error: 'live_stream_full',
        message: 'The live updates are full right now. Trying again shortly.',
      },
    });
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
    expect((await fetch(`${base}/api/plans`)).status).toBe(200);
    expect((await fetch(`${base}${LIVE_STREAM_PATH}`, { method: 'HEAD' })).status).toBe(200);

    // One leaves: a newcomer is let in as soon as the server hears it go.
    first[0]?.close();
    await vi.waitFor(async () => expect((await ask('192.0.2.9')).status).toBe(200), {
      timeout: 5000,
      interval: 50,
    });
    // The open ones still hear what is published.
    const id = await t.app.liveBus.publish('force-reload', { reason: 'staff' });
    for (const stream of [first[1], ...second]) {
      expect((await stream?.waitFor(1))?.[0]?.id).toBe(id);
      stream?.close();
    }
  });
});
