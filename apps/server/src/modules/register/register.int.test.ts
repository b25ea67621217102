import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSlipSchema } from '@zechus/shared';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { TODAY, dayView, eventsAfter, markNow, openDemoDays } from '../days/days-test-helpers.ts';
import {
  classView,
  perakimOf,
  registerAuditAfter,
  setTeachers,
  take,
} from './register-test-helpers.ts';

const CLASS = 'כיתה ה׳';
const OTHER = 'כיתה ו׳';

describe.each(TEST_ENGINES)('a teacher takes the morning register on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  let office: StaffClient;
  beforeAll(async () => {
    ({ t, teacher } = await openDemoDays(engine));
    office = await staffWithRole(t, 'office', 'Sarah Office');
    await setTeachers(office, CLASS, [teacher.id]);
  }, 120_000);
  afterAll(() => t.close());

  it('stores who is absent, audits it, and shares their open perakim among the present children of the class only', async () => {
    const view = await classView(teacher, CLASS);
    expect(view).toMatchObject({ day: TODAY, className: CLASS, laidOut: true, register: null });
    // Two children with open perakim are absent; the rest of the class is here.
    const [first, second] = view.children.filter((child) => child.open >= 1);
    if (!first || !second) throw new Error('no children with open perakim');
    const absent = [first.id, second.id];
    const present = view.children.filter((child) => !absent.includes(child.id));
    const theirs = await perakimOf(t, TODAY, absent);
    const open = theirs.filter((row) => row.done_at === null);
    const before = await markNow(t);

    const reply = await take(teacher, CLASS, absent);
    expect(reply.register).toMatchObject({ className: CLASS, takenBy: 'Rivka Teacher' });
    expect(reply.register.absent.map((child) => child.id).sort()).toEqual([...absent].sort());
    expect(reply.newlyAbsent).toHaveLength(2);
    expect(reply.present).toBe(present.length);
    expect(reply.left).toBe(0);
    expect(reply.moved.map((m) => m.perekIndex)).toEqual(open.map((row) => row.perek_index));
    // Every one to a present child of this class, shared evenly.
    const presentIds = new Set(present.map((child) => child.id));
    expect(reply.moved.every((m) => presentIds.has(m.toLearnerId))).toBe(true);
    const perChild = new Map<number, number>();
    for (const m of reply.moved)
      perChild.set(m.toLearnerId, (perChild.get(m.toLearnerId) ?? 0) + 1);
    expect(Math.max(...perChild.values()) - Math.min(...perChild.values())).toBeLessThanOrEqual(1);

    // The absent keep only what they had done; the new holders are as the reply says.
    const after = await perakimOf(t, TODAY, absent);
    expect(after.map((row) => row.perek_index)).toEqual(
      theirs.filter((row) => row.done_at !== null).map((row) => row.perek_index),
    );
    const holders = await perakimOf(t, TODAY, [...presentIds]);
    for (const m of reply.moved) {
      expect(holders.find((row) => row.perek_index === m.perekIndex)?.learner_id).toBe(
        m.toLearnerId,
      );
    }

    const audit = await registerAuditAfter(t, before.audit);
    expect(audit.map((row) => [row.area, row.action, row.actor])).toEqual([
      ['register', 'register.take', 'Rivka Teacher'],
      ['days', 'assignment.share_absent', 'Rivka Teacher'],
    ]);
    expect(audit[0]?.summary).toContain(`Took the register of ${CLASS}`);
    expect(audit[0]?.summary).toContain(first.name);
    expect(await eventsAfter(t, before.event)).toEqual([
      { type: 'day-changed', data: { day: TODAY, reason: 'reassign' } },
    ]);

    // The class view and the office's day view show the register.
    const now = await classView(teacher, CLASS);
    expect(
      now.children
        .filter((child) => child.absent)
        .map((child) => child.id)
        .sort(),
    ).toEqual([...absent].sort());
    expect(now.children.reduce((n, child) => n + child.extra, 0)).toBe(reply.moved.length);
    const day = await dayView(office, TODAY, { pageSize: 1 });
    expect(day.registers).toEqual([reply.register]);

    // The slip: each receiving child's extra perakim, with the barcodes the database now holds.
    const slip = registerSlipSchema.parse(
      (await teacher.get(`/api/office/register/slip?class=${encodeURIComponent(CLASS)}`)).json(),
    );
    expect(slip.className).toBe(CLASS);
    const onSlip = slip.children.flatMap((child) =>
      child.perakim.map((perek) => [perek.perekIndex, child.learnerId, perek.barcode.value]),
    );
    expect(onSlip.map(([index]) => index).sort()).toEqual(
      reply.moved.map((m) => m.perekIndex).sort(),
    );
    for (const [index, learnerId, barcode] of onSlip) {
      const row = holders.find((r) => r.perek_index === index);
      expect([learnerId, barcode]).toEqual([row?.learner_id, row?.barcode]);
    }
    expect(slip.children[0]?.perakim[0]?.barcode.svg).toContain('<svg');
  });

  it('taking it again moves nothing twice, and a child marked present again gets nothing back', async () => {
    const view = await classView(teacher, CLASS);
    const absent = view.children.filter((child) => child.absent).map((child) => child.id);
    const before = await markNow(t);

    const again = await take(teacher, CLASS, absent);
    expect(again.moved).toEqual([]);
    expect(again.newlyAbsent).toEqual([]);
    expect(await registerAuditAfter(t, before.audit)).toEqual([]);
    expect(await eventsAfter(t, before.event)).toEqual([]);

    // Ticked by mistake: the first child is here after all. Their perakim stay where they went.
    const [mistaken, still] = absent;
    if (!mistaken || !still) throw new Error('two absent children expected');
    const holdersBefore = await perakimOf(
      t,
      TODAY,
      view.children.map((child) => child.id),
    );
    const reply = await take(teacher, CLASS, [still]);
    expect(reply.presentAgain.map((child) => child.id)).toEqual([mistaken]);
    expect(reply.moved).toEqual([]);
    expect(reply.register.absent.map((child) => child.id)).toEqual([still]);
    expect(
      await perakimOf(
        t,
        TODAY,
        view.children.map((child) => child.id),
      ),
    ).toEqual(holdersBefore);
    const audit = await registerAuditAfter(t, before.audit);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toContain('present after all');
  });

  it('a class with no present child left moves nothing, and says so', async () => {
    const view = await classView(office, OTHER);
    const everyone = view.children.map((child) => child.id);
    const open = (await perakimOf(t, TODAY, everyone)).filter((row) => row.done_at === null);
    const before = await markNow(t);
    const reply = await take(office, OTHER, everyone);
    expect(reply).toMatchObject({ moved: [], present: 0, left: open.length });
    expect(
      (await perakimOf(t, TODAY, everyone)).filter((row) => row.done_at === null),
    ).toHaveLength(open.length);
    expect((await registerAuditAfter(t, before.audit)).map((row) => row.action)).toEqual([
      'register.take',
    ]);
    expect(await eventsAfter(t, before.event)).toEqual([]);
  });
});
