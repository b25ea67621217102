import { MISHNAH, type ChildrenReport } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { TODAY, openLearnersArea } from './test-helpers.ts';

const SIXTH = 'כיתה ו׳';
const FROM = '2026-11-10';

describe.each(TEST_ENGINES)('a child’s and a class’s learning report on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  beforeAll(async () => ({ t, teacher } = await openLearnersArea(engine)), 120_000);
  afterAll(() => t.close());

  /** Each learner's perakim learned from FROM to today, as "Berakhot 3" names, read directly. */
  const learnedByLearner = async () => {
    const rows = await t.handle.db
      .selectFrom('assignments as a')
      .innerJoin('learners as l', 'l.id', 'a.learner_id')
      .select(['l.id', 'a.perek_index'])
      .where('a.done_at', 'is not', null)
      .where('a.day', '>=', FROM)
      .where('a.day', '<=', TODAY)
      .where('l.class_name', '=', SIXTH)
      .execute();
    const learned = new Map<number, string[]>();
    for (const row of rows) {
      const list = learned.get(row.id) ?? [];
      list.push(MISHNAH.perakim[row.perek_index]?.name ?? '?');
      learned.set(row.id, list);
    }
    return learned;
  };

  /** A report's perakim as "Berakhot 3" names, sorted, to compare with the assignments. */
  const names = (child: ChildrenReport['children'][number]) =>
    child.masechtos.flatMap((m) => m.chapters.map(({ chapter }) => `${m.name} ${chapter}`)).sort();

  it('a teacher sees a child’s perakim of a range by masechet, with the dates in Hebrew too', async () => {
    const learned = await learnedByLearner();
    const [id, perakim] = [...learned.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    expect(perakim?.length ?? 0).toBeGreaterThan(1);

    const reply = await teacher.get(
      `/api/office/learners/children-report?learner=${id}&from=${FROM}&to=${TODAY}`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json<ChildrenReport>();
    expect(report).toMatchObject({ from: FROM, to: TODAY, className: null });
    expect(report.fromHebrew).toBe('ל׳ חשון תשפ״ז');
    expect(report.toHebrew).toBe('י״ב כסלו תשפ״ז');
    expect(report.children).toHaveLength(1);
    const [child] = report.children;
    expect(child).toMatchObject({ id, className: SIXTH, active: true });
    expect(child?.learned).toBe(perakim?.length);
    if (child) expect(names(child)).toEqual([...(perakim ?? [])].sort());
    // Masechtos in the Mishnah's order, each once, its chapters in order.
    const order = child?.masechtos.map((m) =>
      MISHNAH.masechtos.findIndex((x) => x.name === m.name),
    );
    expect(order).toEqual([...(order ?? [])].sort((a, b) => a - b));
    for (const m of child?.masechtos ?? []) {
      const numbers = m.chapters.map(({ chapter }) => chapter);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      for (const { hebrew } of m.chapters) expect(hebrew).toMatch(/^[\u05D0-\u05EA]{1,2}$/u);
      expect(m.hebrew).toMatch(/^[\u05D0-\u05EA ]+$/u);
    }
  });

  it('a class’s report gives every child a page of their own, a child who left included', async () => {
    const [leaver] = await t.handle.db
      .selectFrom('learners')
      .select(['id', 'name'])
      .where('class_name', '=', SIXTH)
      .orderBy('id')
      .limit(1)
      .execute();
    await t.handle.db
      .updateTable('learners')
      .set({ active: false })
      .where('id', '=', leaver?.id ?? 0)
      .execute();
    const learned = await learnedByLearner();

    const reply = await teacher.get(
      `/api/office/learners/children-report?class=${encodeURIComponent(SIXTH)}&from=${FROM}`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json<ChildrenReport>();
    expect(report).toMatchObject({ className: SIXTH, from: FROM, to: TODAY });
    expect(report.children).toHaveLength(40);
    const childNames = report.children.map((child) => child.name);
    expect(childNames).toEqual([...childNames].sort());
    expect(report.children.find((child) => child.id === leaver?.id)?.active).toBe(false);
    for (const child of report.children) {
      expect(child.learned, child.name).toBe(learned.get(child.id)?.length ?? 0);
      expect(names(child), child.name).toEqual([...(learned.get(child.id) ?? [])].sort());
    }

    // The class report counts the same perakim and gives its days in Hebrew too.
    const classReport = await teacher.get(
      `/api/office/learners/class-report?class=${encodeURIComponent(SIXTH)}&from=${FROM}`,
    );
    expect(classReport.json()).toMatchObject({ fromHebrew: 'ל׳ חשון תשפ״ז' });
    const total = report.children.reduce((sum, child) => sum + child.learned, 0);
    expect(classReport.json().total).toBe(total);
  });

  it('a report is refused in plain words when it is not clear whose or which days', async () => {
    const cases: [string, number][] = [
      ['', 400],
      [`learner=1&class=${encodeURIComponent(SIXTH)}`, 400],
      ['learner=0', 400],
      ['learner=abc', 400],
      ['learner=1&from=2026-11-22&to=2026-11-01', 400],
      ['learner=1&from=2024-01-01&to=2026-01-01', 400],
      ['learner=1&to=2026-02-30', 400],
      ['learner=1&other=1', 400],
      ['learner=99999999', 404],
      ['class=nowhere', 404],
    ];
    for (const [query, status] of cases) {
      const reply = await teacher.get(`/api/office/learners/children-report?${query}`);
      expect(reply.statusCode, query).toBe(status);
      expect(reply.json().message, query).toBeTruthy();
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/office/learners/children-report?learner=1',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
