import { addDays, DONOR_ERROR, enrollmentProgressSchema, londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { demoDonorSession } from '../../test/demo-donor.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

describe.each(TEST_ENGINES)('a donor following the learning on %s', (engine) => {
  let t: TestApp;
  let session: Record<string, string>;
  const today = londonDay(new Date());
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: { today } });
    session = await demoDonorSession(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, cookies = session) => t.app.inject({ method: 'GET', url, cookies });

  it('My Page lists the three enrollments with every date, Hebrew date and progress', async () => {
    const page = (await get('/api/my-page')).json();
    expect(page).toMatchObject({ name: DEMO.donor.name, donorId: '100001' });
    expect(page.enrollments.map((e: { kind: string }) => e.kind)).toEqual([
      'yoirtzeit',
      'shloishim',
      'merit',
    ]);
    const month = page.enrollments[1];
    const yesterday = month.dates.find((d: { date: string }) => d.date === addDays(today, -1));
    expect(yesterday).toMatchObject({ complete: true, progress: 100 });
    const todays = month.dates.find((d: { date: string }) => d.date === today);
    expect(todays.complete).toBe(false);
    expect(todays.progress).toBe(33);
    expect(todays.hebrew).toMatch(/[\u05d0-\u05ea]/);
  });

  it('an enrollment shows the chosen day’s sedorim, masechtos, 525 members and the total', async () => {
    const reply = await get('/api/enrollment/2?day=1');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.enrollment).toMatchObject({ id: 2, kind: 'shloishim', position: 1, dates: 30 });
    expect(body.date.day).toBe(addDays(today, -6));
    // Spec §3: the enrollment itself carries kind, date and name.
    expect(body.enrollment.date).toEqual(body.date);
    expect(enrollmentProgressSchema.parse(body).enrollment.date.day).toBe(addDays(today, -6));
    expect(body.total).toBe(100);
    expect(body.sedorim).toHaveLength(6);
    expect(body.mesechtas).toHaveLength(63);
    expect(body.members).toHaveLength(525);
    expect(body.members[0]).toMatchObject({ perek: 'ברכות פרק א', done: true });
    expect(body.show_recordings).toBe(true);
    expect(body.members.some((m: { recording: string | null }) => m.recording)).toBe(true);
  });

  it('without a day it shows today when the enrollment has today', async () => {
    const body = (await get('/api/enrollment/1')).json();
    expect(body.date.day).toBe(today);
    expect(body.chapters_done).toBe(175);
    expect(body.chapters_not_done).toBe(350);
    expect(body.date.hebrew).toContain('פרשת');
  });

  it('?_id picks a date by its id; a date outside the enrollment is a 404', async () => {
    const page = (await get('/api/my-page')).json();
    const third = page.enrollments[1].dates[2];
    expect((await get(`/api/enrollment/2?_id=${third.id}`)).json().date.day).toBe(third.date);
    expect((await get('/api/enrollment/2?day=31')).statusCode).toBe(404);
    expect((await get('/api/enrollment/2?_id=1')).statusCode).toBe(404);
  });

  it('today’s progress names the day’s sponsors', async () => {
    const body = (await get('/api/episode/today')).json();
    expect(body.date.day).toBe(today);
    expect(body.names.map((n: { kind: string }) => n.kind)).toEqual(['yoirtzeit', 'shloishim']);
    expect(body.name).toContain('אברהם');
    expect((await get(`/api/episode/${addDays(today, 1)}`)).json().chapters_done).toBe(0);
  });

  it('without a login every one of these is a 403', async () => {
    for (const url of ['/api/my-page', '/api/enrollment/1', '/api/episode/today']) {
      const reply = await get(url, {});
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error).toBe(DONOR_ERROR.notLoggedIn);
      expect(reply.json().message).toMatch(/log in/);
    }
  });

  it('another donor’s enrollment is a 403 that says it is not theirs (not “log in”), an unknown one too', async () => {
    const now = new Date().toISOString();
    const other = await t.handle.db
      .insertInto('donors')
      .values({
        donor_number: '200002',
        email: 'other@example.org',
        name: 'Other',
        phone: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const enrollment = await t.handle.db
      .insertInto('enrollments')
      .values({
        donor_id: other.id,
        plan_id: 1,
        plan_text: 'A day of learning',
        price_cents: 36000,
        kind: 'merit',
        name: 'פלוני',
        hebrew_month: 3,
        hebrew_day: 1,
        yoirtzeit_month: null,
        yoirtzeit_day: null,
        recurring: false,
        status: 'active',
        next_charge_on: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await get(`/api/enrollment/${enrollment.id}`);
    const unknown = await get('/api/enrollment/9999');
    for (const reply of [theirs, unknown]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual({
        error: DONOR_ERROR.notYourEnrollment,
        message: 'This dedication is not one of yours.',
      });
    }
    expect(theirs.body).not.toContain('פלוני');
    // The session is untouched: the donor's own page still opens.
    expect((await get('/api/my-page')).statusCode).toBe(200);
  });

  it('bad parameters are a clear 400', async () => {
    expect((await get('/api/enrollment/abc')).statusCode).toBe(400);
    const badDay = await get('/api/episode/2026-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toMatch(/YYYY-MM-DD/);
  });
});
