import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { TODAY, openLearnersArea } from './test-helpers.ts';

const FIFTH = 'כיתה ה׳';

describe.each(TEST_ENGINES)('the learners export and a class’s report on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  beforeAll(async () => ({ t, teacher } = await openLearnersArea(engine)), 120_000);
  afterAll(() => t.close());

  /** Perakim learned per learner's name from `from` to today, read from the assignments. */
  const learnedSince = async (from: string) => {
    const rows = await t.handle.db
      .selectFrom('assignments as a')
      .innerJoin('learners as l', 'l.id', 'a.learner_id')
      .select((eb) => ['l.name', eb.fn.countAll<number>().as('n')])
      .where('a.done_at', 'is not', null)
      .where('a.day', '>=', from)
      .where('a.day', '<=', TODAY)
      .where('l.class_name', '=', FIFTH)
      .groupBy('l.name')
      .execute();
    return new Map(rows.map((row) => [row.name, Number(row.n)]));
  };

  it('a teacher downloads her class as a CSV file that Excel opens with the Hebrew intact', async () => {
    const reply = await teacher.get(
      `/api/office/learners/export?class=${encodeURIComponent(FIFTH)}`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="zechus-learners-${TODAY}.csv"`,
    );
    const bytes = reply.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    // The school year starts on 1 September.
    expect(lines[0]).toBe('Name,Class,Status,Perakim learned 1 Sep 2026 – 22 Nov 2026');
    expect(lines).toHaveLength(41);
    const learned = await learnedSince('2026-09-01');
    expect([...learned.values()].some((n) => n > 0)).toBe(true);
    for (const line of lines.slice(1)) {
      const [name = '', className, status, count] = line.split(',');
      expect(className).toBe(FIFTH);
      expect(status).toBe('Active');
      expect(Number(count), name).toBe(learned.get(name) ?? 0);
    }
  });

  it('the export counts from another day when asked, and refuses what is not a date', async () => {
    const reply = await teacher.get(`/api/office/learners/export?status=active&from=${TODAY}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body.split('\r\n')[0]).toContain('Perakim learned 22 Nov 2026 – 22 Nov 2026');
    expect(reply.body.split('\r\n').filter(Boolean)).toHaveLength(241);
    for (const query of ['from=2026-02-30', 'status=gone', 'from=x', 'other=1']) {
      const bad = await teacher.get(`/api/office/learners/export?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('a class’s report gives each child’s perakim learned over a range of days, most first', async () => {
    const from = '2026-11-15';
    const reply = await teacher.get(
      `/api/office/learners/class-report?class=${encodeURIComponent(FIFTH)}&from=${from}&to=${TODAY}`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json();
    expect(report).toMatchObject({ className: FIFTH, from, to: TODAY });
    expect(report.learners).toHaveLength(40);
    const learned = await learnedSince(from);
    for (const row of report.learners)
      expect(row.learned, row.name).toBe(learned.get(row.name) ?? 0);
    const counts = report.learners.map((row: { learned: number }) => row.learned);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(report.total).toBe([...learned.values()].reduce((a, b) => a + b, 0));

    const yearSoFar = await teacher.get(
      `/api/office/learners/class-report?class=${encodeURIComponent(FIFTH)}`,
    );
    expect(yearSoFar.json()).toMatchObject({ from: '2026-09-01', to: TODAY });
    const missing = await teacher.get('/api/office/learners/class-report?class=nowhere');
    expect(missing.statusCode).toBe(404);
    for (const query of [
      '',
      'class=a&from=2026-11-22&to=2026-11-01',
      'class=a&from=2024-01-01&to=2026-01-01',
      'class=a&to=x',
    ]) {
      const bad = await teacher.get(`/api/office/learners/class-report?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });
});
