import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { auditRows, type StaffClient } from '../../test/office.ts';
import { TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { learnerCount, listLearners, openLearnersArea } from './test-helpers.ts';

const FIFTH = 'כיתה ה׳';

describe.each(TEST_ENGINES)('reading the learners list on %s', (engine) => {
  let t: TestApp;
  let owner: StaffClient;
  let office: StaffClient;
  let teacher: StaffClient;
  beforeAll(async () => ({ t, owner, office, teacher } = await openLearnersArea(engine)), 120_000);
  afterAll(() => t.close());

  const list = listLearners;

  it('answers 401 to every learners call without a staff session, and changes nothing', async () => {
    const before = await learnerCount(t);
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
    expect(await learnerCount(t)).toBe(before);
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
});
