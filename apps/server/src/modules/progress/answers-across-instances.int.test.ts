import { londonDay } from '@zechus/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { scanWithToken } from '../../test/live-test-app.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

interface Wall {
  chapters: { barcode: string; done: boolean; perekIndex: number; name: string }[];
  lastEventId: number;
}
interface Progress {
  chapters_done: number;
  members: { done: boolean; name: string }[];
}

/**
 * The read answers are kept in memory per instance (docs/decisions/0016). Two instances share
 * one database, as DESIGN.md §5 scales out: whatever is changed through one is in the other's
 * very next answer, without waiting for anything but the change's own reply.
 */
describe.each(TEST_ENGINES)('answers kept by two instances sharing %s', (engine) => {
  const today = londonDay(new Date());
  let two: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let donorOnB: Record<string, string>;
  let teacherOnA: StaffClient;

  const onB = async <T>(url: string, cookies: Record<string, string> = {}) => {
    const reply = await b.inject({ method: 'GET', url, cookies });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as T;
  };
  const wallOnB = () => onB<Wall>('/api/large-screen');
  const enrollmentOnB = () => onB<Progress>('/api/enrollment/2', donorOnB);
  const episodeOnB = () => onB<Progress>('/api/episode/today', donorOnB);
  const todayOnMyPage = async () => {
    const page = await onB<{
      enrollments: { id: number; dates: { date: string; progress: number }[] }[];
    }>('/api/my-page', donorOnB);
    return page.enrollments.find((e) => e.id === 2)?.dates.find((d) => d.date === today)?.progress;
  };

  beforeAll(async () => {
    two = await startTwoInstances(engine, {}, { demo: { today } });
    const [first, second] = two.instances;
    a = first.app;
    b = second.app;
    const login = await second.browser.post('/api/login', {
      email: DEMO.donor.email,
      id: DEMO.donor.donorNumber,
    });
    donorOnB = { zechus_session: login.cookies.find((c) => c.name === 'zechus_session')!.value };
    teacherOnA = await staffWithRole({ app: a, handle: two.database.handle } as TestApp, 'teacher');
  }, 120_000);
  afterAll(() => two.close());

  it('a chapter scanned on one instance is in the other’s wall, enrollment, episode and My Page at once', async () => {
    // Each answer read once first, so that B holds it in memory.
    const wall = await wallOnB();
    const enrollment = await enrollmentOnB();
    const episode = await episodeOnB();
    const percent = await todayOnMyPage();
    // Six perakim of 525 move My Page's whole percentage by at least one.
    const opened = wall.chapters.filter((c) => !c.done).slice(0, 6);

    for (const chapter of opened) {
      expect((await scanWithToken(a, chapter.barcode)).json().result).toBe('done');
    }

    const after = await wallOnB();
    for (const chapter of opened) expect(after.chapters[chapter.perekIndex]?.done).toBe(true);
    expect(after.lastEventId).toBeGreaterThan(wall.lastEventId);
    const enrollmentAfter = await enrollmentOnB();
    expect(enrollmentAfter.chapters_done).toBe(enrollment.chapters_done + 6);
    expect(enrollmentAfter.members[opened[0]!.perekIndex]?.done).toBe(true);
    expect((await episodeOnB()).chapters_done).toBe(episode.chapters_done + 6);
    expect(await todayOnMyPage()).toBeGreaterThan(percent ?? 100);

    // And one more, read back at once after its reply.
    const next = after.chapters.find((c) => !c.done)!;
    expect((await scanWithToken(a, next.barcode)).json().result).toBe('done');
    expect((await wallOnB()).chapters[next.perekIndex]?.done).toBe(true);
  });

  it('a scan undone in the office on one instance is open again on the other', async () => {
    const wall = await wallOnB();
    const done = wall.chapters.find((c) => c.done)!;
    const enrollment = await enrollmentOnB();

    const undo = await teacherOnA.post(
      `/api/office/days/${today}/perakim/${done.perekIndex}/undo`,
      {},
    );
    expect(undo.statusCode, undo.body).toBe(200);

    expect((await wallOnB()).chapters[done.perekIndex]?.done).toBe(false);
    expect((await enrollmentOnB()).chapters_done).toBe(enrollment.chapters_done - 1);
  });

  it('a child renamed on one instance is renamed in the other’s answers', async () => {
    const wall = await wallOnB();
    const chapter = wall.chapters[0]!;
    const learner = await two.database.handle.db
      .selectFrom('assignments')
      .select('learner_id')
      .where('day', '=', today)
      .where('perek_index', '=', chapter.perekIndex)
      .executeTakeFirstOrThrow();

    const renamed = await teacherOnA.send('PATCH', `/api/office/learners/${learner.learner_id}`, {
      name: 'ילד ששמו תוקן',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    expect((await wallOnB()).chapters[0]?.name).toBe('ילד ששמו תוקן');
    expect((await episodeOnB()).members[0]?.name).toBe('ילד ששמו תוקן');
  });

  it('a child added on one instance re-divides the days not yet begun in the other’s answers', async () => {
    const dayUrl = (day: string) => `/api/episode/${day}`;
    // The day after tomorrow: tomorrow's perakim are fixed from 18:00 the evening before.
    const later = new Date(`${today}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 2);
    const day = later.toISOString().slice(0, 10);
    const before = await onB<Progress>(dayUrl(day), donorOnB);
    const name = 'ילדה חדשה בכיתה';
    expect(before.members.some((m) => m.name === name)).toBe(false);

    const added = await teacherOnA.post('/api/office/learners', {
      name,
      className: DEMO.classes[0],
    });
    expect(added.statusCode, added.body).toBe(201);

    const after = await onB<Progress>(dayUrl(day), donorOnB);
    expect(after.members.some((m) => m.name === name)).toBe(true);
  });
});
