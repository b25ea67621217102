import { HEBREW_NAME_MESSAGE, addDays, type LearnerRow } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { auditRows, staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { lastLiveEventId, liveEventsSince } from './test-helpers.ts';

const TODAY = '2026-11-22';
const TOMORROW = addDays(TODAY, 1);
const FIFTH = 'כיתה ה׳';

describe.each(TEST_ENGINES)('the learners area on %s', (engine) => {
  let t: TestApp;
  let owner: StaffClient;
  let office: StaffClient;
  let teacher: StaffClient;

  beforeAll(async () => {
    t = await createTestApp(engine, { today: TODAY, env: { LOGIN_LIMIT_PER_IP: '1000' } });
    await seedDemoIfEmpty(t.handle, { dataDir: t.dataDir, today: TODAY });
    owner = await staffWithRole(t, 'owner', 'Rivka Owner');
    office = await staffWithRole(t, 'office', 'Dina Office');
    teacher = await staffWithRole(t, 'teacher', 'Rabbi Teacher');
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.handle.db;
  const list = async (staff: StaffClient, query: string) => {
    const reply = await staff.get(`/api/office/learners?${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as { rows: LearnerRow[]; total: number; page: number; pageSize: number };
  };
  const learnerCount = async () =>
    Number(
      (
        await db()
          .selectFrom('learners')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const dayOf = (day: string) =>
    db()
      .selectFrom('assignments')
      .select(['id', 'perek_index', 'learner_id', 'barcode', 'done_at'])
      .where('day', '=', day)
      .orderBy('perek_index')
      .execute();
  const firstOf = async (className: string) =>
    (await list(owner, `class=${encodeURIComponent(className)}&pageSize=1`)).rows[0] as LearnerRow;

  it('answers 401 to every learners call without a staff session, and changes nothing', async () => {
    const before = await learnerCount();
    const stranger = new TestBrowser(t.app);
    const token = await stranger.csrfToken();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/office/learners'],
      ['GET', '/api/office/learners/classes'],
      ['GET', '/api/office/learners/1'],
      ['POST', '/api/office/learners', { name: 'משה' }],
      ['PATCH', '/api/office/learners/1', { name: 'משה' }],
      ['POST', '/api/office/learners/1/deactivate'],
      ['POST', '/api/office/learners/1/reactivate'],
      ['DELETE', '/api/office/learners/1'],
      ['PUT', '/api/office/learners/1/photo'],
      ['DELETE', '/api/office/learners/1/photo'],
      ['POST', '/api/office/learners/import/preview'],
      [
        'POST',
        '/api/office/learners/import',
        { rows: [{ line: 2, name: 'משה', className: null }] },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const reply = await t.app.inject({
        method: method as 'GET',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: { 'x-xsrf-token': token, 'x-requested-with': 'XMLHttpRequest' },
        cookies: { 'XSRF-TOKEN': token },
      });
      expect(reply.statusCode, `${method} ${url}`).toBe(401);
      expect(reply.json().message).toBe('Please sign in to the office.');
    }
    expect(await learnerCount()).toBe(before);
  });

  it('teachers, the office and owners all look after the learners', async () => {
    for (const [staff, name] of [
      [teacher, 'רחל מורה'],
      [office, 'לאה משרד'],
      [owner, 'שרה בעלים'],
    ] as const) {
      expect((await staff.get('/api/office/learners')).statusCode).toBe(200);
      expect((await staff.get('/api/office/learners/classes')).statusCode).toBe(200);
      const added = await staff.post('/api/office/learners', { name, className: 'כיתה ט׳' });
      expect(added.statusCode, added.body).toBe(201);
    }
    const audit = await auditRows(t, 'learners');
    expect(audit.slice(0, 3).map((row) => [row.action, row.actor])).toEqual([
      ['learner.create', 'Rivka Owner'],
      ['learner.create', 'Dina Office'],
      ['learner.create', 'Rabbi Teacher'],
    ]);
    expect(audit[0]?.summary).toMatch(/^Added שרה בעלים in כיתה ט׳ \(/);
  });

  it('the list searches Hebrew names, filters by class and status, sorts and pages on the server', async () => {
    const all = await list(teacher, 'status=all&pageSize=200');
    expect(all.total).toBe(DEMO.learners + 3);

    const fifth = await list(teacher, `class=${encodeURIComponent(FIFTH)}&pageSize=200`);
    expect(fifth.total).toBe(40);
    expect(fifth.rows.every((r) => r.className === FIFTH && r.active)).toBe(true);
    const names = fifth.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort());

    const moshe = await list(teacher, `search=${encodeURIComponent('משה')}&status=all`);
    expect(moshe.total).toBeGreaterThan(0);
    expect(moshe.rows.every((r) => r.name.includes('משה'))).toBe(true);
    // A search's own % is a letter to find, not a wildcard.
    expect((await list(teacher, 'search=%25')).total).toBe(0);

    const paged = await list(teacher, 'pageSize=10&page=2&sort=name&dir=desc');
    const firstTwenty = await list(teacher, 'pageSize=20&sort=name&dir=desc');
    expect(paged.rows.map((r) => r.id)).toEqual(firstTwenty.rows.slice(10).map((r) => r.id));

    const byClass = await list(teacher, 'sort=class&dir=desc&pageSize=1');
    expect(byClass.rows[0]?.className).toBe('כיתה ט׳');
    const byLearned = await list(teacher, 'sort=learned&dir=desc&pageSize=200&status=all');
    const learned = byLearned.rows.map((r) => r.perakimLearned);
    expect(learned).toEqual([...learned].sort((a, b) => b - a));
    expect(learned[0]).toBeGreaterThan(0);
    const newest = await list(teacher, 'sort=added&dir=desc&pageSize=3');
    expect(newest.rows.map((r) => r.name)).toEqual(['שרה בעלים', 'לאה משרד', 'רחל מורה']);

    expect((await list(teacher, 'status=inactive')).total).toBe(0);
  });

  it('refuses bad paging, sorting, filters and ids with 400', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'pageSize=500',
      'sort=age',
      'dir=up',
      'status=gone',
      `search=${'א'.repeat(101)}`,
      'class=%00',
    ]) {
      const reply = await owner.get(`/api/office/learners?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().error).toBe('bad_request');
    }
    for (const id of ['2147483648', 'abc', '0', '-1', '1.5']) {
      expect((await owner.get(`/api/office/learners/${id}`)).statusCode, id).toBe(400);
      expect((await owner.post(`/api/office/learners/${id}/deactivate`)).statusCode).toBe(400);
      expect((await owner.send('DELETE', `/api/office/learners/${id}`)).statusCode).toBe(400);
    }
    const missing = await owner.get('/api/office/learners/2147483647');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no learner with id 2147483647.');
  });

  it('lists every class with its active and total learners', async () => {
    const reply = await teacher.get('/api/office/learners/classes');
    expect(reply.statusCode).toBe(200);
    const classes = reply.json() as { name: string; active: number; total: number }[];
    expect(classes.map((c) => c.name)).toEqual([...DEMO.classes, 'כיתה ט׳'].sort());
    expect(classes.find((c) => c.name === FIFTH)).toEqual({ name: FIFTH, active: 40, total: 40 });
    expect(classes.find((c) => c.name === 'כיתה ט׳')).toEqual({
      name: 'כיתה ט׳',
      active: 3,
      total: 3,
    });
  });

  it('a new child needs a Hebrew name; they learn from tomorrow, today stays as it is', async () => {
    const before = await learnerCount();
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
    expect(await learnerCount()).toBe(before);

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
    // 525 perakim among 244 children: two or three each, and the newcomer two.
    expect(tomorrow.filter((r) => r.learner_id === learner.id).length).toBe(2);

    const detail = await teacher.get(`/api/office/learners/${learner.id}`);
    expect(detail.json()).toMatchObject({ id: learner.id, today: { day: TODAY, assigned: 0 } });
  });

  it('a second child of the same name in a class is added only when the office confirms', async () => {
    const existing = await firstOf(FIFTH);
    const before = await learnerCount();
    const again = await office.post('/api/office/learners', {
      name: existing.name,
      className: FIFTH,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'duplicate_name',
      message: `There is already a learner named \u2068${existing.name}\u2069 in \u2068${FIFTH}\u2069. Is this another child with the same name?`,
    });
    expect(await learnerCount()).toBe(before);

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
    expect(await learnerCount()).toBe(before + 2);
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
