import { HEBREW_NAME_MESSAGE, addDays, type LearnerRow } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { auditRows, type StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { assignmentsOf } from '../learning/learning-test-helpers.ts';
import {
  TODAY,
  lastLiveEventId,
  learnerCount,
  listLearners,
  liveEventsSince,
  openLearnersArea,
} from './test-helpers.ts';

const TOMORROW = addDays(TODAY, 1);
const FIFTH = 'כיתה ה׳';

describe.each(TEST_ENGINES)('changing the learners on %s', (engine) => {
  let t: TestApp;
  let owner: StaffClient;
  let office: StaffClient;
  let teacher: StaffClient;
  beforeAll(async () => ({ t, owner, office, teacher } = await openLearnersArea(engine)), 120_000);
  afterAll(() => t.close());

  const list = listLearners;
  const db = () => t.handle.db;
  const dayOf = (day: string) => assignmentsOf(db(), day);
  const firstOf = async (className: string) =>
    (await list(owner, `class=${encodeURIComponent(className)}&pageSize=1`)).rows[0] as LearnerRow;

  it('a new child needs a Hebrew name; they learn from tomorrow, today stays as it is', async () => {
    const before = await learnerCount(t);
    const refusals: [unknown, string][] = [
      [{ name: 'Moshe Levi' }, HEBREW_NAME_MESSAGE],
      [{ name: 'משה\u0000לוי' }, 'The name must not contain control characters'],
      [{ name: '   ' }, 'Please write the child’s name'],
      [{ name: 'א'.repeat(61) }, 'The name must be at most 60 characters long'],
      [{ name: 'משה', className: 'כ'.repeat(41) }, 'The class must be at most 40 characters'],
      [{ name: 'משה', className: 'ה\u0000' }, 'The class must not contain control characters'],
      [{ name: 'משה', extra: 1 }, 'extra'],
      [{}, 'name'],
    ];
    for (const [body, message] of refusals) {
      const reply = await teacher.post('/api/office/learners', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().message).toContain(message);
    }
    expect(await learnerCount(t)).toBe(before);

    const todayBefore = await dayOf(TODAY);
    const reply = await teacher.post('/api/office/learners', {
      name: '  נחמן\u200F  ברסלב ',
      className: FIFTH,
    });
    expect(reply.statusCode).toBe(201);
    const { learner, division } = reply.json();
    expect(learner).toMatchObject({
      name: 'נחמן ברסלב',
      className: FIFTH,
      active: true,
      imageUrl: null,
      perakimLearned: 0,
      perakimGiven: 0,
    });
    expect(division).toMatchObject({ daysLaidOut: 0, daysRedivided: DEMO.futureDays });
    expect(await dayOf(TODAY)).toEqual(todayBefore);
    const tomorrow = await dayOf(TOMORROW);
    // 525 perakim among 241 children: two or three each, and the newcomer two.
    expect(tomorrow.filter((r) => r.learner_id === learner.id).length).toBe(2);

    const detail = await teacher.get(`/api/office/learners/${learner.id}`);
    expect(detail.json()).toMatchObject({ id: learner.id, today: { day: TODAY, assigned: 0 } });
  });

  it('a second child of the same name in a class is added only when the office confirms', async () => {
    const existing = await firstOf(FIFTH);
    const before = await learnerCount(t);
    const again = await office.post('/api/office/learners', {
      name: existing.name,
      className: FIFTH,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'duplicate_name',
      message: `There is already a learner named \u2068${existing.name}\u2069 in \u2068${FIFTH}\u2069. Is this another child with the same name?`,
    });
    expect(await learnerCount(t)).toBe(before);

    const otherClass = await office.post('/api/office/learners', {
      name: existing.name,
      className: 'כיתה ט׳',
    });
    expect(otherClass.statusCode).toBe(201);
    const confirmed = await office.post('/api/office/learners', {
      name: existing.name,
      className: FIFTH,
      allowDuplicate: true,
    });
    expect(confirmed.statusCode).toBe(201);
    expect(await learnerCount(t)).toBe(before + 2);
  });

  it('two clicks on “add” add one child, and two on “deactivate” deactivate them once', async () => {
    const name = 'שמעון לחיצה כפולה';
    const added = await Promise.all(
      [1, 2].map(() => office.post('/api/office/learners', { name, className: FIFTH })),
    );
    expect(added.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const named = await db().selectFrom('learners').select('id').where('name', '=', name).execute();
    expect(named).toHaveLength(1);

    const id = named[0]?.id ?? -1;
    const audit = (await auditRows(t, 'learners')).length;
    const deactivated = await Promise.all(
      [1, 2].map(() => office.post(`/api/office/learners/${id}/deactivate`)),
    );
    expect(deactivated.map((r) => r.statusCode)).toEqual([200, 200]);
    // One of them made the change (and re-divided); the other found it made.
    expect(deactivated.map((r) => r.json().division === null).sort()).toEqual([false, true]);
    const rows = await auditRows(t, 'learners');
    expect(rows.length).toBe(audit + 1);
    expect(rows[0]).toMatchObject({ action: 'learner.deactivate', target_id: String(id) });
  });

  it('a name or class is corrected; renaming a child on today’s list tells the wall', async () => {
    const todayRow = (await dayOf(TODAY))[0];
    const child = todayRow?.learner_id ?? -1;
    const url = `/api/office/learners/${child}`;
    const before = (await teacher.get(url)).json() as LearnerRow;
    const since = await lastLiveEventId(t);

    const renamed = await teacher.send('PATCH', url, { name: 'אליעזר הקטן' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ learner: { name: 'אליעזר הקטן' }, division: null });
    expect(await liveEventsSince(t, since, 'day-changed')).toEqual([
      { day: TODAY, reason: 'learner-renamed' },
    ]);
    const [audit] = await auditRows(t, 'learners');
    expect(audit).toMatchObject({
      action: 'learner.update',
      target_id: String(child),
      summary: `Renamed ${before.name} to אליעזר הקטן`,
    });
    expect(JSON.parse(audit?.before ?? '{}')).toEqual({
      name: before.name,
      className: before.className,
    });

    const moved = await teacher.send('PATCH', url, { className: 'קבוצה ב' });
    expect(moved.json().learner.className).toBe('קבוצה ב');
    expect((await auditRows(t, 'learners'))[0]?.summary).toBe(
      `Moved אליעזר הקטן from ${before.className} to קבוצה ב`,
    );
    const noClass = await teacher.send('PATCH', url, { className: '' });
    expect(noClass.json().learner.className).toBeNull();

    expect((await teacher.send('PATCH', url, {})).statusCode).toBe(400);
    expect((await teacher.send('PATCH', url, { name: 'Eliezer' })).statusCode).toBe(400);
    expect((await teacher.send('PATCH', url, { name: 'א\u0000' })).statusCode).toBe(400);
    expect(
      (await teacher.send('PATCH', '/api/office/learners/2147483647', { name: 'משה' })).statusCode,
    ).toBe(404);
    // Sending what is already there changes nothing and writes no audit row.
    const rows = (await auditRows(t, 'learners')).length;
    expect((await teacher.send('PATCH', url, { name: 'אליעזר הקטן' })).statusCode).toBe(200);
    expect((await auditRows(t, 'learners')).length).toBe(rows);
  });

  it('a child who left is deactivated: gone from the days not yet begun, today’s perakim stay', async () => {
    const child = await firstOf('כיתה ג׳');
    const todayBefore = await dayOf(TODAY);
    const theirsToday = todayBefore.filter((r) => r.learner_id === child.id).length;
    expect(theirsToday).toBeGreaterThan(0);

    const reply = await teacher.post(`/api/office/learners/${child.id}/deactivate`);
    expect(reply.statusCode, reply.body).toBe(200);
    const { learner, division } = reply.json();
    expect(learner.active).toBe(false);
    expect(division.daysRedivided).toBe(DEMO.futureDays);
    expect(await dayOf(TODAY)).toEqual(todayBefore);
    const future = await db()
      .selectFrom('assignments')
      .select('id')
      .where('learner_id', '=', child.id)
      .where('day', '>', TODAY)
      .execute();
    expect(future).toEqual([]);
    const tomorrow = await dayOf(TOMORROW);
    const shares = new Map<number, number>();
    for (const row of tomorrow) shares.set(row.learner_id, (shares.get(row.learner_id) ?? 0) + 1);
    expect(Math.max(...shares.values()) - Math.min(...shares.values())).toBeLessThanOrEqual(1);

    const [audit] = await auditRows(t, 'learners');
    expect(audit?.action).toBe('learner.deactivate');
    expect(audit?.summary).toContain(
      `Deactivated ${child.name} in כיתה ג׳: no perakim from tomorrow, today's ${theirsToday} kept`,
    );
    expect((await list(teacher, 'status=inactive')).rows.map((r) => r.id)).toContain(child.id);
    const classes = (await teacher.get('/api/office/learners/classes')).json();
    expect(classes.find((c: { name: string }) => c.name === 'כיתה ג׳')).toMatchObject({
      active: 39,
      total: 40,
    });

    // Twice is once: nothing more changes or is recorded.
    const rows = (await auditRows(t, 'learners')).length;
    expect(
      (await teacher.post(`/api/office/learners/${child.id}/deactivate`)).json().division,
    ).toBe(null);
    expect((await auditRows(t, 'learners')).length).toBe(rows);

    const back = await teacher.post(`/api/office/learners/${child.id}/reactivate`);
    expect(back.json().learner.active).toBe(true);
    expect((await dayOf(TOMORROW)).some((r) => r.learner_id === child.id)).toBe(true);
    expect((await auditRows(t, 'learners'))[0]?.action).toBe('learner.reactivate');
  });

  it('a child with history is never removed; one added by mistake is, and their perakim go to others', async () => {
    const child = await firstOf('כיתה ד׳');
    const refused = await owner.send('DELETE', `/api/office/learners/${child.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      new RegExp(
        `^\u2068${child.name}\u2069 has already been given \\d+ perakim, so they are kept`,
      ),
    );
    expect((await owner.get(`/api/office/learners/${child.id}`)).statusCode).toBe(200);

    const added = (await owner.post('/api/office/learners', { name: 'טעות בהקלדה' })).json();
    expect((await dayOf(TOMORROW)).some((r) => r.learner_id === added.learner.id)).toBe(true);
    const removed = await owner.send('DELETE', `/api/office/learners/${added.learner.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await owner.get(`/api/office/learners/${added.learner.id}`)).statusCode).toBe(404);
    const tomorrow = await dayOf(TOMORROW);
    expect(tomorrow).toHaveLength(525);
    expect(tomorrow.some((r) => r.learner_id === added.learner.id)).toBe(false);
    const [audit] = await auditRows(t, 'learners');
    expect(audit).toMatchObject({ action: 'learner.remove', target_id: String(added.learner.id) });
    expect(audit?.summary).toMatch(/^Removed טעות בהקלדה without a class, added by mistake/);
    expect(
      (await owner.send('DELETE', `/api/office/learners/${added.learner.id}`)).statusCode,
    ).toBe(404);
  });
});
