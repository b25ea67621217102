import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayLearnersSchema, MISHNAH } from '@zechus/shared';
import { DEMO } from '../../db/seed/demo.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { TODAY, YESTERDAY, dayView, openDemoDays, wholeDay } from './days-test-helpers.ts';

describe.each(TEST_ENGINES)('a teacher looks at a day on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  beforeAll(async () => ({ t, teacher } = await openDemoDays(engine)), 120_000);
  afterAll(() => t.close());

  it('a caller without a staff session is refused by every days API', async () => {
    const calls = [
      ['GET', `/api/office/days/${TODAY}`],
      ['GET', `/api/office/days/${TODAY}/learners`],
      ['POST', `/api/office/days/${TODAY}/perakim/1/reassign`],
      ['POST', `/api/office/days/${TODAY}/learners/1/reassign-open`],
      ['POST', `/api/office/days/${TODAY}/perakim/1/done`],
      ['POST', `/api/office/days/${TODAY}/perakim/1/undo`],
    ] as const;
    for (const [method, url] of calls) {
      const reply =
        method === 'GET'
          ? await t.app.inject({ method, url })
          : await t.browser.post(url, { learnerId: 1, toLearnerIds: [2] });
      expect(reply.statusCode, `${method} ${url}`).toBe(401);
      expect(reply.json().message).toBe('Please sign in to the office.');
    }
  });

  it('teachers, the office and owners may all open the day', async () => {
    for (const role of ['teacher', 'office', 'owner'] as const) {
      const staff = await staffWithRole(t, role);
      expect((await staff.get(`/api/office/days/${TODAY}`)).statusCode, role).toBe(200);
    }
  });

  it('shows all 525 perakim with their learner, class, state, source and recording', async () => {
    const view = await dayView(teacher, TODAY, { pageSize: 25 });
    expect(view).toMatchObject({ day: TODAY, today: TODAY, laidOut: true, notLaidOut: null });
    expect(view.can).toEqual({ reassign: true, markDone: true });
    expect(view.hebrewDate).toMatch(/[\u05D0-\u05EA]/);
    expect(view.page).toMatchObject({ total: 525, page: 1, pageSize: 25 });
    expect(view.page.rows).toHaveLength(25);
    expect(view.page.rows[0]).toMatchObject({
      perekIndex: 0,
      perek: 'ברכות פרק א',
      masechet: 'ברכות',
    });

    const all = await wholeDay(teacher, TODAY);
    expect(all.map((row) => row.perekIndex)).toEqual(MISHNAH.perakim.map((p) => p.index));
    const done = all.filter((row) => row.done);
    expect(done.length).toBe(view.summary.done);
    expect(view.summary.total).toBe(525);
    // The demo's scans came from its station: the source names it, with the time.
    expect(done[0]).toMatchObject({ doneSource: 'station', doneBy: 'Demo scanner station' });
    expect(done[0]?.doneAt).toMatch(new RegExp(`^${TODAY}T`));
    expect(
      all.filter((row) => !row.done).every((r) => r.doneAt === null && r.doneBy === null),
    ).toBe(true);
    expect(all.some((row) => row.recording?.startsWith('/uploads/'))).toBe(true);
    expect(all.every((row) => DEMO.classes.includes(row.learner.className as never))).toBe(true);

    // Per class: done of total, adding up to the day.
    expect(view.summary.classes.map((c) => c.className).sort()).toEqual([...DEMO.classes].sort());
    expect(view.summary.classes.reduce((sum, c) => sum + c.total, 0)).toBe(525);
    expect(view.summary.classes.reduce((sum, c) => sum + c.done, 0)).toBe(view.summary.done);
  });

  it('lists a class’s perakim not finished yet, the check at the end of the day', async () => {
    const className = DEMO.classes[2];
    const view = await dayView(teacher, TODAY, {
      class: className,
      status: 'open',
      pageSize: 200,
    });
    const summary = view.summary.classes.find((c) => c.className === className);
    expect(view.page.total).toBe((summary?.total ?? 0) - (summary?.done ?? 0));
    expect(view.page.rows.every((r) => !r.done && r.learner.className === className)).toBe(true);
    // The summary stays the whole day's whatever the filter.
    expect(view.summary.total).toBe(525);

    const doneOnly = await dayView(teacher, TODAY, { class: className, status: 'done' });
    expect(doneOnly.page.total).toBe(summary?.done);
  });

  it('finds perakim by a learner’s name or a masechet, in Hebrew or English', async () => {
    const [someone] = (await dayView(teacher, TODAY, { pageSize: 1 })).page.rows;
    const byName = await dayView(teacher, TODAY, { search: someone?.learner.name ?? '' });
    expect(byName.page.total).toBeGreaterThan(0);
    expect(
      byName.page.rows.every((r) => r.learner.name.includes(someone?.learner.name ?? '')),
    ).toBe(true);

    const berakhot = MISHNAH.masechtos.find((m) => m.name === 'Berakhot')?.perakim;
    for (const search of ['ברכות', 'berakhot']) {
      const view = await dayView(teacher, TODAY, { search });
      expect(view.page.total, search).toBe(berakhot);
      expect(view.page.rows.every((r) => r.masechet === 'ברכות')).toBe(true);
    }
    const one = await dayView(teacher, TODAY, { search: 'ברכות פרק ב' });
    expect(one.page.rows.map((r) => r.perekIndex)).toEqual([1]);
    expect((await dayView(teacher, TODAY, { search: 'nobody at all' })).page.total).toBe(0);
  });

  it('sorts by learner, class and done time on the server, and pages', async () => {
    const byLearner = await dayView(teacher, TODAY, { sort: 'learner', dir: 'desc', pageSize: 50 });
    const names = byLearner.page.rows.map((r) => r.learner.name);
    const collator = new Intl.Collator(['he', 'en'], { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort((a, b) => collator.compare(b, a)));

    const byTime = await dayView(teacher, TODAY, { sort: 'doneAt', pageSize: 200, page: 3 });
    // Open perakim come last, whichever way.
    expect(byTime.page.rows.at(-1)?.done).toBe(false);
    const firstPage = await dayView(teacher, TODAY, { sort: 'doneAt', dir: 'desc', pageSize: 5 });
    const times = firstPage.page.rows.map((r) => r.doneAt ?? '');
    expect(times).toEqual([...times].sort().reverse());

    const byClass = await dayView(teacher, TODAY, { sort: 'class', pageSize: 200 });
    const classes = byClass.page.rows.map((r) => r.learner.className ?? '');
    expect(classes).toEqual([...classes].sort(collator.compare));

    const page3 = await dayView(teacher, TODAY, { pageSize: 200, page: 3 });
    expect(page3.page.rows.map((r) => r.perekIndex)).toEqual(
      Array.from({ length: 125 }, (_, i) => 400 + i),
    );
  });

  it('says when a day has no learning laid out, ahead or before the programme', async () => {
    const ahead = addDays(TODAY, DEMO.futureDays + 5);
    const view = await dayView(teacher, ahead);
    expect(view).toMatchObject({
      laidOut: false,
      notLaidOut: { reason: 'ahead', layoutOn: addDays(ahead, -30) },
      can: { reassign: false, markDone: false },
      summary: { done: 0, total: 0, classes: [] },
      page: { total: 0, rows: [] },
    });
    const before = await dayView(teacher, '2020-01-01');
    expect(before.notLaidOut).toEqual({ reason: 'before', layoutOn: null });

    const past = await dayView(teacher, YESTERDAY);
    expect(past.can).toEqual({ reassign: false, markDone: true });
    expect(past.summary.done).toBe(525);
    const future = await dayView(teacher, addDays(TODAY, 3));
    expect(future.can).toEqual({ reassign: true, markDone: false });
  });

  it('answers bad dates and bad queries with 400, naming what is wrong', async () => {
    for (const url of [
      '/api/office/days/2026-02-30',
      '/api/office/days/2026-13-01',
      '/api/office/days/tomorrow',
      `/api/office/days/${TODAY}?sort=colour`,
      `/api/office/days/${TODAY}?status=late`,
      `/api/office/days/${TODAY}?learner=2147483648`,
      `/api/office/days/${TODAY}?learner=-1`,
      `/api/office/days/${TODAY}?pageSize=0`,
      `/api/office/days/${TODAY}?page=1.5`,
      `/api/office/days/${TODAY}?search=${'x'.repeat(101)}`,
      `/api/office/days/2026-02-30/learners`,
      `/api/office/days/${TODAY}/learners?exclude=2147483648`,
      `/api/office/days/${TODAY}/learners?limit=201`,
    ]) {
      const reply = await teacher.get(url);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().error, url).toBe('bad_request');
    }
    const reply = await teacher.get('/api/office/days/2026-02-30');
    expect(reply.json().message).toMatch(/day must be a real date written YYYY-MM-DD/);
  });

  it('offers active learners to give a perek to, with how many perakim they have that day', async () => {
    const className = DEMO.classes[0];
    const reply = await teacher.get(
      `/api/office/days/${TODAY}/learners?class=${encodeURIComponent(className)}&limit=200`,
    );
    expect(reply.statusCode).toBe(200);
    const { learners } = dayLearnersSchema.parse(reply.json());
    expect(learners).toHaveLength(DEMO.learners / DEMO.classes.length);
    expect(learners.every((l) => l.className === className && l.perakim >= 2)).toBe(true);
    expect(learners.every((l) => l.open <= l.perakim)).toBe(true);

    const someone = learners[3];
    if (!someone) throw new Error('no learner');
    const found = dayLearnersSchema.parse(
      (
        await teacher.get(
          `/api/office/days/${TODAY}/learners?search=${encodeURIComponent(someone.name)}`,
        )
      ).json(),
    ).learners;
    expect(found.map((l) => l.id)).toContain(someone.id);
    const excluded = dayLearnersSchema.parse(
      (
        await teacher.get(
          `/api/office/days/${TODAY}/learners?search=${encodeURIComponent(someone.name)}&exclude=${someone.id}`,
        )
      ).json(),
    ).learners;
    expect(excluded.map((l) => l.id)).not.toContain(someone.id);

    // An inactive child is not offered.
    await t.handle.db
      .updateTable('learners')
      .set({ active: false })
      .where('id', '=', someone.id)
      .execute();
    const after = dayLearnersSchema.parse(
      (
        await teacher.get(
          `/api/office/days/${TODAY}/learners?class=${encodeURIComponent(className)}&limit=200`,
        )
      ).json(),
    ).learners;
    expect(after.map((l) => l.id)).not.toContain(someone.id);
    await t.handle.db
      .updateTable('learners')
      .set({ active: true })
      .where('id', '=', someone.id)
      .execute();
  });
});
