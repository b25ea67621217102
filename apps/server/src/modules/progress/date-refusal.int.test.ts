import { addDays, DATE_NOT_IN_DEDICATION, dateNotInDedicationSchema } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../test/row-counts.ts';
import { demoDonorSession } from '../../test/demo-donor.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

const TODAY = '2026-11-24';
/** The demo's day of learning: one date, today. */
const DAY = 1;

describe.each(TEST_ENGINES)('a progress link with a wrong ?day= on %s', (engine) => {
  let t: TestApp;
  let session: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: { today: TODAY }, today: TODAY });
    session = await demoDonorSession(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, cookies: session });

  it('says plainly that the date is not part of the dedication and lists the dates it has', async () => {
    const before = await rowCounts(t.handle.db);
    for (const day of [
      '2',
      '0',
      'tomorrow',
      '2026-02-30',
      addDays(TODAY, 1),
      '-1',
      '1e30',
      '2147483648',
    ]) {
      const reply = await get(`/api/enrollment/${DAY}?day=${encodeURIComponent(day)}`);
      expect(reply.statusCode, day).toBe(404);
      const body = dateNotInDedicationSchema.parse(reply.json());
      expect(body.message).toBe(DATE_NOT_IN_DEDICATION);
      expect(body.dates).toEqual([
        { position: 1, day: TODAY, hebrew: expect.stringMatching(/[\u05d0-\u05ea]/) },
      ]);
    }
    expect(await rowCounts(t.handle.db)).toEqual(before);
  });

  it('the date written out, or its place, opens it; an empty ?day= is no choice at all', async () => {
    for (const day of ['1', TODAY, '']) {
      const reply = await get(`/api/enrollment/${DAY}?day=${day}`);
      expect(reply.statusCode, day).toBe(200);
      expect(reply.json().date.day).toBe(TODAY);
    }
  });

  it('someone else’s dedication stays the 403 that says it is not theirs, whatever the ?day=', async () => {
    const reply = await get('/api/enrollment/999999?day=abc');
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error).toBe('not_your_enrollment');
  });
});
