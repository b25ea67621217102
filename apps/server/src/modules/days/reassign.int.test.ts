import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayLearnersSchema, reassignReplySchema, type DayPerek } from '@zechus/shared';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import type { StaffClient } from '../../test/office.ts';
import {
  TODAY,
  TOMORROW,
  YESTERDAY,
  auditAfter,
  dayView,
  eventsAfter,
  markNow,
  openDemoDays,
  perekOf,
  perekUrl,
  wholeDay,
} from './days-test-helpers.ts';

describe.each(TEST_ENGINES)('a teacher gives perakim to other children on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  beforeAll(async () => ({ t, teacher } = await openDemoDays(engine)), 120_000);
  afterAll(() => t.close());
  /** Active learners of a class, excluding one (whom perakim can be given to). */
  const classmates = async (of: DayPerek['learner']) =>
    dayLearnersSchema.parse(
      (
        await teacher.get(
          `/api/office/days/${TODAY}/learners?class=${encodeURIComponent(of.className ?? '')}&exclude=${of.id}&limit=200`,
        )
      ).json(),
    ).learners;

  it('gives one open perek to another child: the day shows it, the log has before and after, the wall is told', async () => {
    const open = (await dayView(teacher, TODAY, { status: 'open', pageSize: 1 })).page.rows[0];
    if (!open) throw new Error('no open perek');
    const [to, third] = await classmates(open.learner);
    if (!to || !third) throw new Error('no classmates');
    const before = await markNow(t);

    const reply = await teacher.post(perekUrl(TODAY, open.perekIndex, 'reassign'), {
      learnerId: to.id,
      fromLearnerId: open.learner.id,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reassignReplySchema.parse(reply.json()).moved).toEqual([
      { perekIndex: open.perekIndex, perek: open.perek, toLearnerId: to.id, toName: to.name },
    ]);
    expect((await perekOf(teacher, TODAY, open.perekIndex)).learner).toMatchObject({
      id: to.id,
      name: to.name,
    });

    const [audit, ...more] = await auditAfter(t, before.audit);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      actor: 'Rivka Teacher',
      action: 'assignment.reassign',
      target_id: `${TODAY}#${open.perekIndex}`,
      before: { learnerId: open.learner.id, learnerName: open.learner.name },
      after: { learnerId: to.id, learnerName: to.name },
    });
    expect(audit?.summary).toContain(`to ${to.name} instead of ${open.learner.name}`);
    expect(await eventsAfter(t, before.event)).toEqual([
      { type: 'day-changed', data: { day: TODAY, reason: 'reassign' } },
    ]);

    // The page was showing the old learner: a second change from that view is refused.
    const stale = await teacher.post(perekUrl(TODAY, open.perekIndex, 'reassign'), {
      learnerId: third.id,
      fromLearnerId: open.learner.id,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/meanwhile/);
  });

  it('refuses a reassignment that cannot be made, and changes nothing', async () => {
    const done = (await dayView(teacher, TODAY, { status: 'done', pageSize: 1 })).page.rows[0];
    const open = (await dayView(teacher, TODAY, { status: 'open', pageSize: 1, page: 3 })).page
      .rows[0];
    if (!done || !open) throw new Error('no perakim');
    const [other] = await classmates(open.learner);
    const inactive = other?.id ?? 0;
    await t.handle.db
      .updateTable('learners')
      .set({ active: false })
      .where('id', '=', inactive)
      .execute();
    const before = await markNow(t);

    const cases: [string, unknown, number, RegExp][] = [
      [perekUrl(YESTERDAY, open.perekIndex, 'reassign'), { learnerId: 1 }, 409, /is over/],
      [perekUrl(TODAY, done.perekIndex, 'reassign'), { learnerId: 1 }, 409, /already learned/],
      [perekUrl(TODAY, open.perekIndex, 'reassign'), { learnerId: 999_999 }, 400, /No learner/],
      [perekUrl(TODAY, open.perekIndex, 'reassign'), { learnerId: inactive }, 400, /not an active/],
      [
        perekUrl(TODAY, open.perekIndex, 'reassign'),
        { learnerId: open.learner.id },
        400,
        /already/,
      ],
      [perekUrl(TODAY, open.perekIndex, 'reassign'), { learnerId: 2147483648 }, 400, /too large/],
      [perekUrl(TODAY, open.perekIndex, 'reassign'), { learnerId: 'x' }, 400, /learnerId/],
      [perekUrl(TODAY, open.perekIndex, 'reassign'), { learnerId: 1, extra: 1 }, 400, /extra/],
      [perekUrl(TODAY, 525, 'reassign'), { learnerId: 1 }, 400, /0 to 524/],
      [perekUrl(TODAY, -1, 'reassign'), { learnerId: 1 }, 400, /0 to 524/],
      [perekUrl('2026-02-30', 1, 'reassign'), { learnerId: 1 }, 400, /real date/],
      [perekUrl('2030-01-01', 1, 'reassign'), { learnerId: 1 }, 404, /No learning is laid out/],
    ];
    for (const [path, body, status, message] of cases) {
      const reply = await teacher.post(path, body);
      expect(reply.statusCode, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(reply.json().message, path).toMatch(message);
    }
    expect(await auditAfter(t, before.audit)).toEqual([]);
    expect(await eventsAfter(t, before.event)).toEqual([]);
    expect((await perekOf(teacher, TODAY, open.perekIndex)).learner.id).toBe(open.learner.id);
    await t.handle.db
      .updateTable('learners')
      .set({ active: true })
      .where('id', '=', inactive)
      .execute();
  });

  it('gives all of an absent child’s open perakim to classmates, evenly, once', async () => {
    // Tomorrow nothing is done yet: a child with three perakim, shared among two classmates.
    const all = await wholeDay(teacher, TOMORROW);
    const counts = new Map<number, DayPerek[]>();
    for (const row of all) counts.set(row.learner.id, [...(counts.get(row.learner.id) ?? []), row]);
    const [absentId, theirs] = [...counts].find(([, rows]) => rows.length === 3) ?? [];
    if (!absentId || !theirs?.[0]) throw new Error('no child with three perakim');
    const absent = theirs[0].learner;
    const [a, b] = await classmates(absent);
    if (!a || !b) throw new Error('no classmates');
    const before = await markNow(t);

    const path = `/api/office/days/${TOMORROW}/learners/${absent.id}/reassign-open`;
    const reply = await teacher.post(path, { toLearnerIds: [a.id, b.id] });
    expect(reply.statusCode, reply.body).toBe(200);
    const moved = reassignReplySchema.parse(reply.json()).moved;
    expect(moved.map((m) => [m.perekIndex, m.toLearnerId])).toEqual([
      [theirs[0].perekIndex, a.id],
      [theirs[1]?.perekIndex, b.id],
      [theirs[2]?.perekIndex, a.id],
    ]);
    const after = await wholeDay(teacher, TOMORROW);
    expect(after.filter((r) => r.learner.id === absent.id)).toEqual([]);
    expect(after.filter((r) => r.learner.id === a.id).length).toBe(
      (counts.get(a.id)?.length ?? 0) + 2,
    );

    const audit = await auditAfter(t, before.audit);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'assignment.reassign_open',
      before: { learnerId: absent.id, perakim: theirs.map((r) => r.perekIndex) },
    });
    expect(audit[0]?.summary).toContain(`${absent.name}’s 3 open perakim`);
    expect(await eventsAfter(t, before.event)).toEqual([
      { type: 'day-changed', data: { day: TOMORROW, reason: 'reassign' } },
    ]);

    // A second click finds nothing left to move.
    const again = await teacher.post(path, { toLearnerIds: [a.id, b.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/no open perakim/);
    expect(await auditAfter(t, before.audit)).toHaveLength(1);
  });

  it('never moves a done perek when an absent child’s perakim are given away', async () => {
    // A child who has learned some of today's perakim and not yet the others.
    const today = await wholeDay(teacher, TODAY);
    const child = today.find(
      (row) =>
        row.done && today.some((other) => other.learner.id === row.learner.id && !other.done),
    )?.learner;
    if (!child) throw new Error('no child with done and open perakim');
    const theirs = (await dayView(teacher, TODAY, { learner: child.id, pageSize: 200 })).page.rows;
    const [mate] = await classmates(child);
    if (!mate) throw new Error('no classmate');
    const reply = await teacher.post(
      `/api/office/days/${TODAY}/learners/${child.id}/reassign-open`,
      { toLearnerIds: [mate.id] },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reassignReplySchema.parse(reply.json()).moved.map((m) => m.perekIndex)).toEqual(
      theirs.filter((r) => !r.done).map((r) => r.perekIndex),
    );
    const now = (await dayView(teacher, TODAY, { learner: child.id, pageSize: 200 })).page.rows;
    expect(now.map((r) => r.perekIndex)).toEqual(
      theirs.filter((r) => r.done).map((r) => r.perekIndex),
    );
  });

  it('refuses to give an absent child’s perakim away when it cannot be done', async () => {
    const some = (await dayView(teacher, TOMORROW, { pageSize: 1, page: 40 })).page.rows[0];
    if (!some) throw new Error('no perek');
    const [mate] = await classmates(some.learner);
    const path = (day: string, id: number | string) =>
      `/api/office/days/${day}/learners/${id}/reassign-open`;
    const before = await markNow(t);
    const cases: [string, unknown, number, RegExp][] = [
      [path(YESTERDAY, some.learner.id), { toLearnerIds: [mate?.id] }, 409, /is over/],
      [path(TOMORROW, some.learner.id), { toLearnerIds: [] }, 400, /at least one/],
      [path(TOMORROW, some.learner.id), { toLearnerIds: [mate?.id, mate?.id] }, 400, /only once/],
      [path(TOMORROW, some.learner.id), { toLearnerIds: [some.learner.id] }, 400, /absent/],
      [path(TOMORROW, some.learner.id), { toLearnerIds: [999_999] }, 400, /No learner/],
      [path(TOMORROW, 2147483648), { toLearnerIds: [1] }, 400, /too large/],
      [path(TOMORROW, 999_999), { toLearnerIds: [1] }, 404, /No learner/],
      [path(TOMORROW, some.learner.id), { toLearnerIds: 'all' }, 400, /list/],
    ];
    for (const [url, body, status, message] of cases) {
      const reply = await teacher.post(url, body);
      expect(reply.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(reply.json().message, url).toMatch(message);
    }
    expect(await auditAfter(t, before.audit)).toEqual([]);
    expect(await eventsAfter(t, before.event)).toEqual([]);
  });

  it('two clicks on one reassignment change it once', async () => {
    const open = (await dayView(teacher, TOMORROW, { pageSize: 1, page: 100 })).page.rows[0];
    if (!open) throw new Error('no perek');
    const [to] = await classmates(open.learner);
    const before = await markNow(t);
    const body = { learnerId: to?.id, fromLearnerId: open.learner.id };
    const replies = await Promise.all([
      teacher.post(perekUrl(TOMORROW, open.perekIndex, 'reassign'), body),
      teacher.post(perekUrl(TOMORROW, open.perekIndex, 'reassign'), body),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditAfter(t, before.audit)).toHaveLength(1);
    expect(await eventsAfter(t, before.event)).toHaveLength(1);
  });
});
