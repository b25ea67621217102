import { LIVE_STREAM_PATH } from '@zechus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';

describe.each(TEST_ENGINES)('HEAD on the live stream on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** Fails in two seconds rather than waiting on an answer that never comes. */
  const within = (ms: number, request: Promise<LightMyRequestResponse>) =>
    Promise.race([
      request,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
      ),
    ]);

  it('answers at once, 200 with the stream’s content type and no body, as a health check expects', async () => {
    for (const url of [LIVE_STREAM_PATH, `${LIVE_STREAM_PATH}?lastEventId=0`]) {
      const reply = await within(2000, t.app.inject({ method: 'HEAD', url }));
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache, no-transform');
      expect(reply.body).toBe('');
    }
  });

  it('a Last-Event-ID on HEAD replays nothing: the answer is the same, with no body', async () => {
    await t.app.liveBus.publish('force-reload', { reason: 'staff' });
    const reply = await within(
      2000,
      t.app.inject({ method: 'HEAD', url: LIVE_STREAM_PATH, headers: { 'last-event-id': '0' } }),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('');
  });
});
