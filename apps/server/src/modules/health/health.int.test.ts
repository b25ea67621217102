import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

describe.each(TEST_ENGINES)('health and plans on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('the health check reports a reachable database of the configured engine', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', database: { engine, reachable: true } });
  });

  it('the plans come in position order with prices in dollars', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(reply.statusCode).toBe(200);
    const plans = reply.json() as { position: number; type: string; price: number }[];
    expect(plans.map((p) => p.type)).toEqual(['yoirtzeit', 'rosh_chodesh', 'shloishim', 'shiva']);
    expect(plans.map((p) => p.position)).toEqual([0, 1, 2, 3]);
    expect(plans[1]?.price).toBe(1800);
  });

  it('a plan switched off by staff is no longer offered', async () => {
    await t.handle.db
      .updateTable('plans')
      .set({ active: false })
      .where('position', '=', 3)
      .execute();
    const plans = (await t.app.inject({ method: 'GET', url: '/api/plans' })).json() as unknown[];
    expect(plans).toHaveLength(3);
  });
});

describe('health when the database is gone', () => {
  it('answers 503 and says the database is unreachable', async () => {
    const t = await createTestApp('sqlite');
    await t.handle.db.destroy();
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    await t.app.close();
  });
});
