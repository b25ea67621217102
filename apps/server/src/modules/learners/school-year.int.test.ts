import { addDays } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { auditRows, type StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { assignmentsOf } from '../learning/learning-test-helpers.ts';
import { TODAY, openLearnersArea } from './test-helpers.ts';

const TOMORROW = addDays(TODAY, 1);
const CLASSES: readonly string[] = DEMO.classes;
const [THIRD, FOURTH, EIGHTH] = ['כיתה ג׳', 'כיתה ד׳', 'כיתה ח׳'] as const;

describe.each(TEST_ENGINES)('the school year on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let teacher: StaffClient;
  beforeAll(async () => ({ t, office, teacher } = await openLearnersArea(engine)), 120_000);
  afterAll(() => t.close());

  const db = () => t.handle.db;
  const classOf = async (className: string) =>
    db()
      .selectFrom('learners')
      .select(['id', 'name', 'active'])
      .where('class_name', '=', className)
      .orderBy('id')
      .execute();
  const addChild = async (name: string, className: string) => {
    const reply = await office.post('/api/office/learners', { name, className });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().learner.id as number;
  };
  const teacherId = async () =>
    (
      await db()
        .selectFrom('staff_users')
        .select('id')
        .where('name', '=', 'Rabbi Teacher')
        .executeTakeFirstOrThrow()
    ).id;

  it('a class is renamed with all its children and its teacher, and is audited', async () => {
    const from = 'שיעור אור';
    const ids = [await addChild('אהרן אור', from), await addChild('ברוך אור', from)];
    await office.post(`/api/office/learners/${ids[1]}/deactivate`);
    await db()
      .insertInto('class_teachers')
      .values({ class_name: from, staff_user_id: await teacherId() })
      .execute();

    const reply = await teacher.post('/api/office/learners/classes/rename', {
      from,
      to: " שיעור  אור ב' ",
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const to = 'שיעור אור ב׳';
    expect(reply.json()).toEqual({
      renamed: [{ from, to, learners: 2 }],
      deactivated: 0,
      division: null,
    });
    expect(await classOf(from)).toEqual([]);
    expect((await classOf(to)).map((row) => row.id)).toEqual(ids);
    const teachers = await db()
      .selectFrom('class_teachers')
      .selectAll()
      .where('class_name', 'in', [from, to])
      .execute();
    expect(teachers.map((row) => row.class_name)).toEqual([to]);
    const [audit] = await auditRows(t, 'learners');
    expect(audit).toMatchObject({ action: 'class.rename', actor: 'Rabbi Teacher' });
    expect(audit?.summary).toBe(`Renamed the class ${from} to ${to} (2 learners)`);
  });

  it('a class is not renamed to a name another class already has, nor from one that is not there', async () => {
    const audits = (await auditRows(t, 'learners')).length;
    const taken = await office.post('/api/office/learners/classes/rename', {
      from: 'שיעור אור ב׳',
      to: FOURTH,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'class_name_taken' });
    expect(taken.json().message).toContain('There is already a class');
    expect(taken.json().message).toContain('Please choose another name');
    const missing = await office.post('/api/office/learners/classes/rename', {
      from: 'אין כזה',
      to: 'חדש',
    });
    expect(missing.statusCode).toBe(404);
    for (const body of [
      { from: 'שיעור אור ב׳', to: '' },
      { from: '', to: 'א' },
      { from: 'x' },
      { from: 'x', to: 'y', z: 1 },
      { from: 'x', to: 'כ'.repeat(41) },
    ]) {
      const bad = await office.post('/api/office/learners/classes/rename', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await auditRows(t, 'learners')).toHaveLength(audits);
  });

  it('several learners are deactivated at once with one re-division, each audited', async () => {
    const group = 'שיעור עוזבים';
    const ids = [
      await addChild('גד עוזב', group),
      await addChild('דן עוזב', group),
      await addChild('זבולון עוזב', group),
    ];
    await office.post(`/api/office/learners/${ids[2]}/deactivate`);
    const audits = (await auditRows(t, 'learners')).length;
    const reply = await office.post('/api/office/learners/deactivate-many', { ids });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().deactivated).toBe(2);
    expect(reply.json().division).toMatchObject({ daysRedivided: DEMO.futureDays });
    expect((await classOf(group)).every((row) => !row.active)).toBe(true);
    const tomorrow = await assignmentsOf(db(), TOMORROW);
    expect(tomorrow.filter((row) => ids.includes(row.learner_id))).toEqual([]);
    const rows = (await auditRows(t, 'learners')).slice(
      0,
      (await auditRows(t, 'learners')).length - audits,
    );
    expect(rows.map((row) => row.action).sort()).toEqual([
      'learner.deactivate',
      'learner.deactivate',
      'learners.deactivate-many',
    ]);

    const again = await office.post('/api/office/learners/deactivate-many', { ids });
    expect(again.json()).toEqual({ deactivated: 0, division: null });
    for (const body of [
      { ids: [] },
      { ids: [0] },
      { ids: ['x'] },
      {},
      { ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
    ]) {
      expect((await office.post('/api/office/learners/deactivate-many', body)).statusCode).toBe(
        400,
      );
    }
    expect(
      (await office.post('/api/office/learners/deactivate-many', { ids: [ids[0], 99_999_999] }))
        .statusCode,
    ).toBe(404);
  });

  it('a class cannot take the name of a class that is not moving up', async () => {
    const before = await classOf(THIRD);
    const reply = await office.post('/api/office/learners/classes/move-up', {
      moves: [{ from: THIRD, to: FOURTH }],
      leaving: [],
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toContain('It is not moving up this year');
    expect(await classOf(THIRD)).toEqual(before);
    const twice = await office.post('/api/office/learners/classes/move-up', {
      moves: [
        { from: THIRD, to: 'א' },
        { from: FOURTH, to: 'א' },
      ],
      leaving: [],
    });
    expect(twice.statusCode).toBe(400);
    const both = await office.post('/api/office/learners/classes/move-up', {
      moves: [{ from: THIRD, to: 'א' }],
      leaving: [THIRD],
    });
    expect(both.statusCode).toBe(400);
    expect(
      (await office.post('/api/office/learners/classes/move-up', { moves: [], leaving: [] }))
        .statusCode,
    ).toBe(400);
  });

  it('at the year’s end every class moves up at once and the top class leaves', async () => {
    const classes = CLASSES;
    const before = new Map<string, number[]>();
    for (const name of classes)
      before.set(
        name,
        (await classOf(name)).map((row) => row.id),
      );
    const leavers = (await classOf(EIGHTH)).filter((row) => row.active).map((row) => row.id);
    await db()
      .insertInto('class_teachers')
      .values({ class_name: FOURTH, staff_user_id: await teacherId() })
      .execute();
    const todayBefore = await assignmentsOf(db(), TODAY);

    const moves = classes.slice(0, -1).map((from, i) => ({ from, to: classes[i + 1] ?? '' }));
    const reply = await office.post('/api/office/learners/classes/move-up', {
      moves,
      leaving: [EIGHTH],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.deactivated).toBe(leavers.length);
    expect(body.division).toMatchObject({ daysRedivided: DEMO.futureDays });
    // ג׳ is empty; each class's children are now in the next; ח׳ holds its leavers and the ז׳s.
    expect(await classOf(THIRD)).toEqual([]);
    for (const { from, to } of moves) {
      const now = (await classOf(to)).map((row) => row.id);
      for (const id of before.get(from) ?? []) expect(now).toContain(id);
    }
    const eighth = await classOf(EIGHTH);
    expect(eighth.filter((row) => leavers.includes(row.id)).every((row) => !row.active)).toBe(true);
    expect(eighth.filter((row) => !leavers.includes(row.id)).every((row) => row.active)).toBe(true);
    const tomorrow = await assignmentsOf(db(), TOMORROW);
    expect(tomorrow.filter((row) => leavers.includes(row.learner_id))).toEqual([]);
    expect(await assignmentsOf(db(), TODAY)).toEqual(todayBefore);
    // The teacher of ד׳ teaches the new ד׳: her row stays with the name.
    const taught = await db().selectFrom('class_teachers').select('class_name').execute();
    expect(taught.map((row) => row.class_name)).toContain(FOURTH);
    const [audit] = await auditRows(t, 'learners');
    expect(audit?.action).toBe('classes.move-up');
    expect(audit?.summary).toContain(`${THIRD} → ${FOURTH}`);
    expect(audit?.summary).toContain(`${EIGHTH} left (${leavers.length} learners deactivated`);
  });
});
