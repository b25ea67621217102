import { MISHNAH, addDays } from '@zechus/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDailyJobs } from '../../jobs/scheduler.ts';
import { createMailer } from '../../mail/mailer.ts';
import { SandboxGateway } from '../payments/gateway/sandbox-gateway.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/test-database.ts';
import { LEARNING_DAYS_AHEAD, ensureLearningDays } from './daily-learning.ts';

const TODAY = '2026-11-22';

describe.each(TEST_ENGINES)('the daily learning on %s', (engine) => {
  let t: TestDatabase;
  const db = () => t.handle.db;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.destroy());

  async function addLearners(names: string[], active = true): Promise<number[]> {
    const rows = await db()
      .insertInto('learners')
      .values(
        names.map((name) => ({
          name,
          image_url: null,
          active,
          created_at: '2026-11-01T00:00:00Z',
        })),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  const assignmentsOf = (day: string) =>
    db()
      .selectFrom('assignments')
      .select(['perek_index', 'learner_id', 'barcode', 'done_at'])
      .where('day', '=', day)
      .orderBy('perek_index')
      .execute();

  it('lays out nothing while the programme has no learners', async () => {
    expect(await ensureLearningDays(db(), TODAY)).toEqual([]);
    const days = await db().selectFrom('learning_days').selectAll().execute();
    expect(days).toEqual([]);
  });

  it('divides the whole Mishnah among the active children for today and the month ahead', async () => {
    const active = await addLearners(['אברהם', 'יצחק', 'יעקב']);
    const [resting] = await addLearners(['ראובן'], false);

    const created = await ensureLearningDays(db(), TODAY);

    expect(created).toHaveLength(LEARNING_DAYS_AHEAD + 1);
    expect(created[0]).toBe(TODAY);
    expect(created.at(-1)).toBe(addDays(TODAY, LEARNING_DAYS_AHEAD));
    for (const day of [TODAY, addDays(TODAY, 17), addDays(TODAY, LEARNING_DAYS_AHEAD)]) {
      const rows = await assignmentsOf(day);
      expect(rows.map((r) => r.perek_index)).toEqual(MISHNAH.perakim.map((p) => p.index));
      expect(rows.every((r) => active.includes(r.learner_id))).toBe(true);
      expect(rows.some((r) => r.learner_id === resting)).toBe(false);
      expect(rows.every((r) => r.done_at === null)).toBe(true);
      // 525 perakim over three children: each has a fair share.
      for (const id of active) {
        expect(rows.filter((r) => r.learner_id === id)).toHaveLength(175);
      }
    }
    const tomorrow = await assignmentsOf(addDays(TODAY, 1));
    const today = await assignmentsOf(TODAY);
    expect(tomorrow[0]?.learner_id).not.toBe(today[0]?.learner_id);
  });

  it('the next day lays out only the day that came into range, leaving scanned days alone', async () => {
    const first = await assignmentsOf(TODAY);
    await db()
      .updateTable('assignments')
      .set({ done_at: `${TODAY}T09:00:00.000Z` })
      .where('barcode', '=', first[0]?.barcode ?? '')
      .execute();

    expect(await ensureLearningDays(db(), TODAY)).toEqual([]);
    const tomorrow = addDays(TODAY, 1);
    expect(await ensureLearningDays(db(), tomorrow)).toEqual([
      addDays(tomorrow, LEARNING_DAYS_AHEAD),
    ]);

    const after = await assignmentsOf(TODAY);
    expect(after).toHaveLength(525);
    expect(after.filter((r) => r.done_at !== null).map((r) => r.barcode)).toEqual([
      first[0]?.barcode,
    ]);
  });

  it('the daily jobs lay out the day that comes into range', async () => {
    const later = addDays(TODAY, 2);
    const deps = {
      db: db(),
      gateway: new SandboxGateway(),
      mailer: createMailer({ from: 'z@zechus.org', outboxDir: `${t.dataDir}/outbox` }),
      publicUrl: 'https://zechus.org',
      log: pino({ level: 'silent' }),
    };
    expect(await runDailyJobs(deps, later, 'test-instance')).toBe(true);
    expect(await assignmentsOf(addDays(later, LEARNING_DAYS_AHEAD))).toHaveLength(525);
  });
});
