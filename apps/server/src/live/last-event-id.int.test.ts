import { LIVE_STREAM_PATH } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../test/sse-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';

describe.each(TEST_ENGINES)('a Last-Event-ID header out of bounds on %s', (engine) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { LIVE_HEARTBEAT_MS: '200' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  // EventSource sends back only ids this server gave, so no wall sends these; a client that does
  // is listened to as if it sent none (it used to end the stream on PostgreSQL, or wait past
  // every event there will ever be on SQLite).
  for (const header of ['2147483648', '1e30', '-1', '99999999999999999999999']) {
    it(`"${header}" is read as no header: the stream stays open and brings the next event`, async () => {
      const stream = openStream(`${base}${LIVE_STREAM_PATH}`, { 'last-event-id': header });
      await stream.opened;
      expect(stream.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
      // Once the first heartbeat has come, the hub has the client: what is published reaches it.
      while (stream.unnumbered.length === 0) await new Promise((r) => setTimeout(r, 10));
      const id = await t.app.liveBus.publish('force-reload', { reason: 'staff' });
      const [event] = await stream.waitFor(1);
      expect(event).toEqual({ id, event: 'force-reload', data: { reason: 'staff' } });
      stream.close();
    });
  }
});
