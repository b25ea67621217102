import crypto from 'node:crypto';
import { londonDay } from '@zechus/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

interface MyPage {
  name: string;
  enrollments: { id: number; name: string; dates: { date: string }[] }[];
}

/**
 * The public read answers are kept in each instance's memory under a version (decision 0016).
 * An office edit made through one instance must be in the other's very next answer: no instance
 * may serve the old name, the old dates or a cancelled dedication.
 */
describe.each(TEST_ENGINES)('office edits seen by a second instance on %s', (engine) => {
  const today = londonDay(new Date());
  let two: TwoInstances;
  let b: FastifyInstance;
  let donorOnB: Record<string, string>;
  let officeOnA: StaffClient;

  const onB = async <T>(url: string, cookies: Record<string, string> = {}) => {
    const reply = await b.inject({ method: 'GET', url, cookies });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as T;
  };
  const myPageOnB = () => onB<MyPage>('/api/my-page', donorOnB);
  const wallNamesOnB = async () =>
    (await onB<{ enrollments: { name: string }[] }>('/api/large-screen')).enrollments.map(
      (e) => e.name,
    );
  const episodeNamesOnB = async () =>
    (await onB<{ names: { name: string }[] }>('/api/episode/today', donorOnB)).names.map(
      (n) => n.name,
    );
  const dayOnB = (id: number, day: string) =>
    b.inject({ method: 'GET', url: `/api/enrollment/${id}?day=${day}`, cookies: donorOnB });
  const enrollmentNameOnB = async (id: number) =>
    (await onB<{ enrollment: { name: string } }>(`/api/enrollment/${id}`, donorOnB)).enrollment
      .name;

  beforeAll(async () => {
    two = await startTwoInstances(engine, {}, { demo: { today } });
    const [first, second] = two.instances;
    b = second.app;
    const login = await second.browser.post('/api/login', {
      email: DEMO.donor.email,
      id: DEMO.donor.donorNumber,
    });
    donorOnB = { zechus_session: login.cookies.find((c) => c.name === 'zechus_session')!.value };
    officeOnA = await staffWithRole(
      { app: first.app, handle: two.database.handle } as TestApp,
      'office',
    );
  }, 120_000);
  afterAll(() => two.close());

  it('a Hebrew name corrected on one instance is on the other’s wall, episode, enrollment and My Page at once', async () => {
    const old = 'ר׳ אברהם בן יצחק ז״ל';
    // Read once, so that B holds every answer in memory.
    expect(await wallNamesOnB()).toContain(old);
    expect(await episodeNamesOnB()).toContain(old);
    expect(await enrollmentNameOnB(1)).toBe(old);
    expect((await myPageOnB()).enrollments[0]?.name).toBe(old);

    const corrected = 'ר׳ אברהם בן יעקב ז״ל';
    const reply = await officeOnA.send('PATCH', '/api/office/dedications/1', { name: corrected });
    expect(reply.statusCode, reply.body).toBe(200);

    expect(await wallNamesOnB()).toContain(corrected);
    expect(await wallNamesOnB()).not.toContain(old);
    expect(await episodeNamesOnB()).toContain(corrected);
    expect(await enrollmentNameOnB(1)).toBe(corrected);
    expect((await myPageOnB()).enrollments[0]?.name).toBe(corrected);
  });

  it('a date moved on one instance is moved on the other’s My Page and dedication page', async () => {
    const before = (await myPageOnB()).enrollments.find((e) => e.id === 2)!;
    const last = before.dates.at(-1)!.date;
    // Read once, so that B holds the dedication's dates in memory.
    expect((await dayOnB(2, last)).statusCode).toBe(200);
    const dates = await two.database.handle.db
      .selectFrom('enrollment_dates')
      .select(['id', 'day'])
      .where('enrollment_id', '=', 2)
      .where('day', '=', last)
      .executeTakeFirstOrThrow();
    const to = new Date(Date.parse(`${last}T12:00:00Z`) + 5 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const moved = await officeOnA.post(`/api/office/dedications/2/dates/${dates.id}/move`, {
      day: to,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await myPageOnB()).enrollments.find((e) => e.id === 2)!;
    expect(after.dates.at(-1)?.date).toBe(to);
    const onItsNewDay = await dayOnB(2, to);
    expect(onItsNewDay.statusCode, onItsNewDay.body).toBe(200);
    expect(onItsNewDay.json<{ date: { day: string } }>().date.day).toBe(to);
    expect((await dayOnB(2, last)).statusCode).toBe(404);
  });

  it('a donor renamed on one instance is greeted by the new name on the other', async () => {
    await myPageOnB();
    const donor = await two.database.handle.db
      .selectFrom('donors')
      .select('id')
      .where('email', '=', DEMO.donor.email)
      .executeTakeFirstOrThrow();
    const reply = await officeOnA.send('PATCH', `/api/office/donors/${donor.id}`, {
      name: 'Dovid Kohn',
      email: DEMO.donor.email,
      phone: '',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await myPageOnB()).name).toBe('Dovid Kohn');
  });

  it('a dedication cancelled on one instance leaves the other’s wall and future dates at once', async () => {
    const name = (await myPageOnB()).enrollments.find((e) => e.id === 1)!.name;
    expect(await wallNamesOnB()).toContain(name);
    const reply = await officeOnA.post(
      '/api/office/dedications/1/cancel',
      { refund: 'none' },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await wallNamesOnB()).not.toContain(name);
    expect(await episodeNamesOnB()).not.toContain(name);
    const page = (await myPageOnB()).enrollments.find((e) => e.id === 1);
    expect(page?.dates ?? []).toEqual([]);
  });
});
