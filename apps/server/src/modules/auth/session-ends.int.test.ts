import { londonDay } from '@zechus/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { DEMO, seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { signInStaff, staffWithRole, type StaffClient } from '../../test/office.ts';
import { TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import { SESSION_COOKIE } from './sessions.ts';

/**
 * Each instance keeps the sessions it has looked up in memory (decision 0032). Two instances
 * share one database, as DESIGN.md §5 scales out: a session ended through one is refused by the
 * other on the very next request, with nothing waited for but the ending request's own answer.
 */
describe.each(TEST_ENGINES)('sessions ended on one of two instances sharing %s', (engine) => {
  let two: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let ownerOnA: StaffClient;
  let demoDonorId: number;

  const asTestApp = (app: FastifyInstance) => ({ app, handle: two.database.handle }) as TestApp;

  /** Signs a donor in on an instance; answers the session cookie. */
  const logIn = async (app: FastifyInstance, email: string, id: string, cookies = {}) => {
    const reply = await new TestBrowser(app).post('/api/login', { email, id }, { cookies });
    expect(reply.statusCode, reply.body).toBe(200);
    return { [SESSION_COOKIE]: reply.cookies.find((c) => c.name === SESSION_COOKIE)!.value };
  };
  const myPage = (app: FastifyInstance, cookies: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/my-page', cookies });
  /** My Page read twice on B: the second answer comes with the session B keeps in memory. */
  const openTwiceOnB = async (cookies: Record<string, string>) => {
    expect((await myPage(b, cookies)).statusCode).toBe(200);
    expect((await myPage(b, cookies)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    two = await startTwoInstances(engine);
    const today = londonDay(new Date());
    await seedDemoIfEmpty(two.database.handle, { dataDir: two.database.dataDir, today });
    [a, b] = two.instances.map((i) => i.app) as [FastifyInstance, FastifyInstance];
    ownerOnA = await staffWithRole(asTestApp(a), 'owner');
    const demo = await two.database.handle.db
      .selectFrom('donors')
      .select('id')
      .where('email', '=', DEMO.donor.email)
      .executeTakeFirstOrThrow();
    demoDonorId = demo.id;
  }, 120_000);
  afterAll(() => two?.close());

  it('a logout on one instance makes the same cookie a 403 on the other at once', async () => {
    const donor = await logIn(a, DEMO.donor.email, DEMO.donor.donorNumber);
    await openTwiceOnB(donor);

    const logout = await new TestBrowser(a).post('/api/logout', {}, { cookies: donor });
    expect(logout.statusCode).toBe(200);

    const after = await myPage(b, donor);
    expect(after.statusCode).toBe(403);
    expect(after.json().error).toBe('not_logged_in');
  });

  it('signing in again on one instance ends the old cookie on the other at once', async () => {
    const first = await logIn(a, DEMO.donor.email, DEMO.donor.donorNumber);
    await openTwiceOnB(first);

    const second = await logIn(a, DEMO.donor.email, DEMO.donor.donorNumber, first);

    expect((await myPage(b, first)).statusCode).toBe(403);
    expect((await myPage(b, second)).statusCode).toBe(200);
  });

  it('a donor merged into another on one instance is signed out on the other at once', async () => {
    const now = new Date().toISOString();
    const merged = await two.database.handle.db
      .insertInto('donors')
      .values({
        donor_number: '700007',
        email: 'twice@example.org',
        name: 'Twice',
        phone: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const donor = await logIn(b, 'twice@example.org', '700007');
    await openTwiceOnB(donor);

    const merge = await ownerOnA.post(`/api/office/donors/${demoDonorId}/merge`, {
      mergeId: merged.id,
    });
    expect(merge.statusCode, merge.body).toBe(200);

    expect((await myPage(b, donor)).statusCode).toBe(403);
  });

  it('a staff member switched off on one instance is signed out of the office on the other at once', async () => {
    const teacherOnA = await staffWithRole(asTestApp(a), 'teacher');
    const email = (
      await two.database.handle.db
        .selectFrom('staff_users')
        .select('email')
        .where('id', '=', teacherOnA.id)
        .executeTakeFirstOrThrow()
    ).email;
    const teacherOnB = await signInStaff(
      asTestApp(b),
      email,
      'a long test password for the office',
    );
    expect((await teacherOnB.get('/api/office/me')).statusCode).toBe(200);
    expect((await teacherOnB.get('/api/episode/today')).statusCode).toBe(200);

    const off = await ownerOnA.send('PUT', `/api/office/staff/${teacherOnA.id}/active`, {
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);

    expect((await teacherOnB.get('/api/office/me')).statusCode).toBe(401);
    expect((await teacherOnB.get('/api/episode/today')).statusCode).toBe(403);
  });

  it.runIf(engine === 'sqlite')(
    'a session ended by another process writing to the same SQLite file is refused at once',
    async () => {
      const donor = await logIn(a, DEMO.donor.email, DEMO.donor.donorNumber);
      await openTwiceOnB(donor);
      // Another connection to the file, as a command run beside the server has (npm run staff).
      const other = openDatabase({ dataDir: two.database.dataDir });
      try {
        await other.db.deleteFrom('sessions').where('donor_id', '=', demoDonorId).execute();
      } finally {
        await other.close();
      }
      expect((await myPage(b, donor)).statusCode).toBe(403);
    },
  );
});
