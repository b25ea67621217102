import { addDays, londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';

describe.each(TEST_ENGINES)('the end-to-end clock on %s', (engine) => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: {}, testClock: true });
    plain = await createTestApp(engine);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  it('moves the programme’s day for the wall, and back', async () => {
    const tomorrow = addDays(londonDay(new Date()), 1);
    const moved = await t.browser.post('/api/test/clock', { day: tomorrow });
    expect(moved.json()).toEqual({ today: tomorrow });
    const wall = (await t.app.inject({ method: 'GET', url: '/api/large-screen' })).json();
    expect(wall.date.day).toBe(tomorrow);
    // Tomorrow is laid out in the demo, nothing of it done yet.
    expect(wall.chapters).toHaveLength(525);
    expect(wall.chapters.some((c: { done: boolean }) => c.done)).toBe(false);

    await t.browser.post('/api/test/clock', { day: null });
    const back = (await t.app.inject({ method: 'GET', url: '/api/large-screen' })).json();
    expect(back.date.day).toBe(londonDay(new Date()));
  });

  it('refuses a day that is not a date', async () => {
    expect((await t.browser.post('/api/test/clock', { day: '2026-02-30' })).statusCode).toBe(400);
  });

  it('does not exist unless the server runs with TEST_CLOCK=on', async () => {
    const reply = await plain.browser.post('/api/test/clock', { day: '2030-01-01' });
    expect(reply.statusCode).toBe(404);
  });
});

describe('the TEST_CLOCK setting', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'on' })).toThrow(
      /TEST_CLOCK is for end-to-end tests/,
    );
  });
});
