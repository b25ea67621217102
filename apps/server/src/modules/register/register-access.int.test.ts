import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classTeachersSchema, registerHomeSchema } from '@zechus/shared';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { openDemoDays } from '../days/days-test-helpers.ts';
import { classView, registerAuditAfter, setTeachers } from './register-test-helpers.ts';
import { lastAuditId } from '../days/days-test-helpers.ts';

const MINE = 'כיתה ג׳';
const NOT_MINE = 'כיתה ד׳';
const url = (path: string, className: string) =>
  `/api/office/register/${path}?class=${encodeURIComponent(className)}`;

describe.each(TEST_ENGINES)('who may take which register, on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  let owner: StaffClient;
  beforeAll(async () => {
    ({ t, teacher } = await openDemoDays(engine));
    owner = await staffWithRole(t, 'owner', 'Programme Owner');
  }, 120_000);
  afterAll(() => t.close());

  it('the office sets who teaches each class, and every change is audited once', async () => {
    const before = await lastAuditId(t);
    const set = await setTeachers(owner, MINE, [teacher.id]);
    expect(set.classes.find((entry) => entry.name === MINE)?.teachers).toEqual([
      { id: teacher.id, name: 'Rivka Teacher' },
    ]);
    expect(set.staff[0]).toMatchObject({ name: 'Rivka Teacher', role: 'teacher' });
    await setTeachers(owner, MINE, [teacher.id]);
    const audit = await registerAuditAfter(t, before);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      area: 'register',
      action: 'class_teachers.set',
      target_id: MINE,
      summary: `Teachers of ${MINE}: Rivka Teacher (were: nobody)`,
    });
    const read = classTeachersSchema.parse(
      (await owner.get('/api/office/register/teachers')).json(),
    );
    expect(read.classes.map((entry) => entry.name)).toContain(NOT_MINE);
  });

  it('a teacher sees and takes only her own classes; the office and the owner any', async () => {
    const home = registerHomeSchema.parse((await teacher.get('/api/office/register')).json());
    expect(home).toMatchObject({ anyClass: false, classes: [{ name: MINE, mine: true }] });
    const ownerHome = registerHomeSchema.parse((await owner.get('/api/office/register')).json());
    expect(ownerHome.anyClass).toBe(true);
    expect(ownerHome.classes.length).toBeGreaterThanOrEqual(6);

    const other = await classView(owner, NOT_MINE);
    const child = other.children[0];
    if (!child) throw new Error('no child');
    const counts = await rowCounts(t.handle.db);
    const refusals = [
      await teacher.get(url('class', NOT_MINE)),
      await teacher.get(url('slip', NOT_MINE)),
      await teacher.post('/api/office/register', {
        className: NOT_MINE,
        absentLearnerIds: [child.id],
      }),
      await teacher.get('/api/office/register/teachers'),
      await teacher.send('PUT', '/api/office/register/teachers', {
        className: NOT_MINE,
        staffUserIds: [teacher.id],
      }),
    ];
    expect(refusals.map((reply) => reply.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(refusals[2]?.json().message).toMatch(/not one of your classes/);
    expect(await rowCounts(t.handle.db)).toEqual(counts);
    expect((await teacher.get(url('class', MINE))).statusCode).toBe(200);
  });

  it('answers bad input with a 4xx and changes nothing', async () => {
    const mine = await classView(teacher, MINE);
    const other = await classView(owner, NOT_MINE);
    const [child] = mine.children;
    const [stranger] = other.children;
    if (!child || !stranger) throw new Error('no children');
    const counts = await rowCounts(t.handle.db);
    const post = (body: unknown) => teacher.post('/api/office/register', body);
    const put = (body: unknown) => owner.send('PUT', '/api/office/register/teachers', body);
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, number, RegExp][] =
      [
        [post({ className: MINE, absentLearnerIds: [stranger.id] }), 400, /not an active child/],
        [post({ className: MINE, absentLearnerIds: [child.id, child.id] }), 400, /twice/],
        [post({ className: MINE, absentLearnerIds: [2147483648] }), 400, /too large/],
        [post({ className: MINE, absentLearnerIds: 'all' }), 400, /list/],
        [post({ className: MINE, absentLearnerIds: [], extra: 1 }), 400, /extra/],
        [post({ className: '  ', absentLearnerIds: [] }), 400, /Choose a class/],
        [post({ absentLearnerIds: [] }), 400, /className/],
        [post({ className: 'כיתה ט׳', absentLearnerIds: [] }), 404, /No child is in the class/],
        [teacher.get(url('class', '')), 400, /Choose a class/],
        [teacher.get('/api/office/register/slip'), 400, /class/],
        [put({ className: MINE, staffUserIds: [999_999] }), 400, /No active staff/],
        [put({ className: MINE, staffUserIds: [1, 1] }), 400, /twice/],
        [put({ className: 'כיתה ט׳', staffUserIds: [] }), 404, /No child is in the class/],
        [put({ className: MINE }), 400, /staffUserIds/],
      ];
    for (const [reply, status, message] of cases) {
      const answer = await reply;
      expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
      expect(answer.json().message).toMatch(message);
    }
    expect(await rowCounts(t.handle.db)).toEqual(counts);
  });
});
