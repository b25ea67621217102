import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayLearnersSchema, type DayPerek } from '@zechus/shared';
import type { StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { TODAY, openDemoDays, perekUrl, wholeDay } from './days-test-helpers.ts';

/** Days not yet begun: what a change of learners re-divides. */
const DAY = addDays(TODAY, 3);
const LATER = addDays(TODAY, 5);

describe.each(TEST_ENGINES)('a teacher’s reassignment and a change of learners on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  beforeAll(async () => ({ t, teacher } = await openDemoDays(engine)), 120_000);
  afterAll(() => t.close());

  const classmates = async (day: string, of: DayPerek['learner']) =>
    dayLearnersSchema.parse(
      (
        await teacher.get(
          `/api/office/days/${day}/learners?class=${encodeURIComponent(of.className ?? '')}&exclude=${of.id}&limit=200`,
        )
      ).json(),
    ).learners;
  const byPerek = async (day: string) =>
    new Map((await wholeDay(teacher, day)).map((row) => [row.perekIndex, row]));
  const perakimOf = (day: Map<number, DayPerek>, learnerId: number) =>
    [...day.values()].filter((row) => row.learner.id === learnerId).map((row) => row.perekIndex);
  const expectOk = (reply: { statusCode: number; body: string }) =>
    expect(reply.statusCode, reply.body).toBeLessThan(300);

  it('an absent child’s perakim stay with the classmates given them when a child joins or leaves, and the absent child gets none back', async () => {
    const before = await byPerek(DAY);
    const absent = before.get(100)?.learner;
    if (!absent) throw new Error('no perek 100');
    const [b, c] = await classmates(DAY, absent);
    if (!b || !c) throw new Error('no classmates');
    const moved = await teacher.post(
      `/api/office/days/${DAY}/learners/${absent.id}/reassign-open`,
      {
        toLearnerIds: [b.id, c.id],
      },
    );
    expectOk(moved);
    // And one perek of another child, given on its own.
    const single = before.get(300);
    if (!single) throw new Error('no perek 300');
    const [e] = (await classmates(DAY, single.learner)).filter(
      (l) => ![absent.id, b.id, c.id].includes(l.id),
    );
    if (!e) throw new Error('no classmate');
    expectOk(await teacher.post(perekUrl(DAY, 300, 'reassign'), { learnerId: e.id }));
    const byHand = new Map<number, number>([
      ...(moved.json() as { moved: { perekIndex: number; toLearnerId: number }[] }).moved.map(
        (m) => [m.perekIndex, m.toLearnerId] as [number, number],
      ),
      [300, e.id],
    ]);
    expect(byHand.size).toBeGreaterThan(2);

    // A newcomer joins: the day is divided again.
    const added = await teacher.post('/api/office/learners', {
      name: 'ילד חדש בכיתה',
      className: absent.className,
    });
    expectOk(added);
    const newcomer = (added.json() as { learner: { id: number } }).learner.id;
    const afterJoin = await byPerek(DAY);
    for (const [perekIndex, learnerId] of byHand) {
      expect(afterJoin.get(perekIndex), `perek ${perekIndex}`).toMatchObject({
        learner: { id: learnerId },
        movedByHand: true,
      });
    }
    expect(perakimOf(afterJoin, absent.id)).toEqual([]);
    expect(perakimOf(afterJoin, newcomer).length).toBeGreaterThan(0);
    expect(
      [...afterJoin.values()].filter((row) => row.movedByHand).map((row) => row.perekIndex),
    ).toEqual([...byHand.keys()].sort((x, y) => x - y));

    // Classmate b leaves the programme: what b was given is divided like any other perek, and
    // the absent child is still away that day; c and e keep theirs.
    expectOk(await teacher.post(`/api/office/learners/${b.id}/deactivate`));
    const afterLeave = await byPerek(DAY);
    expect(perakimOf(afterLeave, b.id)).toEqual([]);
    expect(perakimOf(afterLeave, absent.id)).toEqual([]);
    for (const [perekIndex, learnerId] of byHand) {
      const row = afterLeave.get(perekIndex);
      if (learnerId === b.id) expect(row?.movedByHand, `perek ${perekIndex}`).toBe(false);
      else expect(row, `perek ${perekIndex}`).toMatchObject({ learner: { id: learnerId } });
    }
    // Another day the absent child was not taken off keeps them learning.
    expect(perakimOf(await byPerek(LATER), absent.id).length).toBeGreaterThan(0);
  });

  it('a perek given back to the child it was taken from is the division’s again', async () => {
    const day = addDays(TODAY, 4);
    const row = (await byPerek(day)).get(200);
    if (!row) throw new Error('no perek 200');
    const [other] = await classmates(day, row.learner);
    if (!other) throw new Error('no classmate');
    expectOk(await teacher.post(perekUrl(day, 200, 'reassign'), { learnerId: other.id }));
    expect((await byPerek(day)).get(200)?.movedByHand).toBe(true);
    expectOk(await teacher.post(perekUrl(day, 200, 'reassign'), { learnerId: row.learner.id }));
    expect((await byPerek(day)).get(200)).toMatchObject({
      learner: { id: row.learner.id },
      movedByHand: false,
    });
    const stored = await t.handle.db
      .selectFrom('assignments')
      .select(['reassigned_at', 'reassigned_from'])
      .where('day', '=', day)
      .where('perek_index', '=', 200)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ reassigned_at: null, reassigned_from: null });
  });

  it('a reassignment made while its child is deactivated is never written over by the re-division', async () => {
    const day = addDays(TODAY, 6);
    for (let round = 0; round < 6; round++) {
      const row = (await byPerek(day)).get(40 + round * 80);
      if (!row) throw new Error('no perek');
      const [to] = await classmates(day, row.learner);
      if (!to) throw new Error('no classmate');
      const [reassigned, deactivated] = await Promise.all([
        teacher.post(perekUrl(day, row.perekIndex, 'reassign'), {
          learnerId: to.id,
          fromLearnerId: row.learner.id,
        }),
        teacher.post(`/api/office/learners/${row.learner.id}/deactivate`),
      ]);
      expectOk(deactivated);
      const after = await byPerek(day);
      expect(perakimOf(after, row.learner.id), `round ${round}`).toEqual([]);
      // Either the teacher's change came first and stands, or it was refused as stale.
      if (reassigned.statusCode === 200) {
        expect(after.get(row.perekIndex)?.learner.id, `round ${round}`).toBe(to.id);
      } else {
        expect(reassigned.statusCode, reassigned.body).toBe(409);
      }
    }
  });
});
