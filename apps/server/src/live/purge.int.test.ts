import { LIVE_STREAM_PATH, londonDay } from '@zechus/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDailyJobs } from '../jobs/scheduler.ts';
import { createMailer } from '../mail/mailer.ts';
import { SandboxGateway } from '../modules/payments/gateway/sandbox-gateway.ts';
import { openStream } from '../test/sse-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';

const WINDOW = 5;
const HOUR_MS = 3_600_000;

describe.each(TEST_ENGINES)('old live events purged by the daily jobs on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: { LIVE_REPLAY_WINDOW: String(WINDOW), LIVE_HEARTBEAT_MS: '200' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // Ten events from ten days ago, then three from the last hour.
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS).toISOString();
    const rows = [
      ...Array.from({ length: 10 }, (_, i) => at(240 - i)),
      ...Array.from({ length: 3 }, () => at(1)),
    ].map((created_at, i) => ({
      type: 'force-reload',
      payload: JSON.stringify({ reason: `event ${i + 1}` }),
      created_at,
    }));
    ids = [];
    for (const row of rows) {
      const { id } = await t.handle.db
        .insertInto('live_events')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    const ran = await runDailyJobs(
      {
        db: t.handle.db,
        gateway: new SandboxGateway(),
        mailer: createMailer({ from: 'z@zechus.org', outboxDir: t.outboxDir }),
        publicUrl: 'https://zechus.org',
        log: pino({ level: 'silent' }),
        liveReplayWindow: WINDOW,
      },
      londonDay(new Date()),
      'test-instance',
    );
    expect(ran).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  it('deletes the events older than a week, but never the newest of the replay window', async () => {
    const left = await t.handle.db.selectFrom('live_events').select('id').orderBy('id').execute();
    // The last two old ones are within the newest five, so they stay with the three recent ones.
    expect(left.map((r) => r.id)).toEqual(ids.slice(-WINDOW));
    // Ids go on from the newest: a reconnect never mistakes a new event for one it has seen.
    const next = await t.app.liveBus.publish('force-reload', { reason: 'after the purge' });
    expect(next).toBeGreaterThan(ids.at(-1) ?? Infinity);
  });

  it('a wall reconnecting with an id from before the purge gets reload; one within the window, what it missed', async () => {
    const newest = await t.app.liveBus.lastId();
    const gone = openStream(`${base}${LIVE_STREAM_PATH}`, { 'last-event-id': String(ids[2]) });
    const [reload] = await gone.waitFor(1);
    expect(reload).toEqual({ id: newest, event: 'reload', data: { reason: 'replay-window' } });
    gone.close();

    const within = newest - WINDOW;
    const kept = openStream(`${base}${LIVE_STREAM_PATH}`, { 'last-event-id': String(within) });
    const events = await kept.waitFor(WINDOW);
    expect(events.map((e) => e.id)).toEqual(
      Array.from({ length: WINDOW }, (_, i) => within + 1 + i),
    );
    expect(new Set(events.map((e) => e.event))).toEqual(new Set(['force-reload']));
    kept.close();
  });
});
