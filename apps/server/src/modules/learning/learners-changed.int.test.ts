import { addDays } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/test-database.ts';
import { LEARNING_DAYS_AHEAD, ensureLearningDays } from './daily-learning.ts';
import { divideAfterLearnersChanged } from './learners-changed.ts';
import { assignmentsOf } from './learning-test-helpers.ts';

const TODAY = '2026-11-22';
const YESTERDAY = addDays(TODAY, -1);
const TOMORROW = addDays(TODAY, 1);
const LAST = addDays(TODAY, LEARNING_DAYS_AHEAD);

describe.each(TEST_ENGINES)('re-dividing the days not yet begun on %s', (engine) => {
  let t: TestDatabase;
  const db = () => t.handle.db;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.destroy());

  async function addLearners(count: number, className = 'כיתה ה׳'): Promise<number[]> {
    const rows = await db()
      .insertInto('learners')
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `ילד ${i}`,
          class_name: className,
          image_url: null,
          active: true,
          created_at: '2026-11-01T00:00:00Z',
        })),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  const setActive = (ids: number[], active: boolean) =>
    db().updateTable('learners').set({ active }).where('id', 'in', ids).execute();

  const divide = () =>
    db()
      .transaction()
      .execute((trx) => divideAfterLearnersChanged(trx, TODAY));

  const dayOf = (day: string) => assignmentsOf(db(), day);

  const sharesOn = async (day: string) => {
    const counts = new Map<number, number>();
    for (const row of await dayOf(day)) {
      counts.set(row.learner_id, (counts.get(row.learner_id) ?? 0) + 1);
    }
    return counts;
  };

  const changedBetween = (
    before: { id: number; learner_id: number; barcode: string }[],
    after: { id: number; learner_id: number; barcode: string }[],
  ) => {
    expect(after.map((r) => r.barcode)).toEqual(before.map((r) => r.barcode));
    return after.filter((row, i) => row.learner_id !== before[i]?.learner_id).length;
  };

  let first: number[] = [];
  let newcomers: number[] = [];

  it('the first learners of a new programme get today and the month ahead at once', async () => {
    first = await addLearners(12);
    expect(await divide()).toEqual({
      daysLaidOut: LEARNING_DAYS_AHEAD + 1,
      daysRedivided: 0,
      perakimMoved: 0,
    });
    expect(await dayOf(TODAY)).toHaveLength(525);
    expect(await dayOf(LAST)).toHaveLength(525);
    // A past day laid out by yesterday's job, to show it is never touched.
    expect(await ensureLearningDays(db(), YESTERDAY)).toEqual([YESTERDAY]);
  });

  it('three newcomers get a fair share of every day not yet begun; today and the past stay', async () => {
    const pastBefore = await dayOf(YESTERDAY);
    const todayBefore = await dayOf(TODAY);
    const tomorrowBefore = await dayOf(TOMORROW);
    newcomers = await addLearners(3, 'כיתה ו׳');

    const summary = await divide();

    expect(summary).toEqual({
      daysLaidOut: 0,
      daysRedivided: LEARNING_DAYS_AHEAD,
      perakimMoved: LEARNING_DAYS_AHEAD * 105,
    });
    expect(await dayOf(YESTERDAY)).toEqual(pastBefore);
    expect(await dayOf(TODAY)).toEqual(todayBefore);
    // 525 perakim among 15: 35 each. Only the newcomers' 3 × 35 moved; barcodes kept.
    const tomorrowAfter = await dayOf(TOMORROW);
    expect(changedBetween(tomorrowBefore, tomorrowAfter)).toBe(105);
    for (const day of [TOMORROW, addDays(TODAY, 17), LAST]) {
      expect([...(await sharesOn(day)).values()]).toEqual(Array(15).fill(35));
    }
    expect((await sharesOn(TODAY)).has(newcomers[0] ?? -1)).toBe(false);
  });

  it('a deactivated child is absent from every day not yet begun and keeps today', async () => {
    const leaving = [first[3] ?? -1, newcomers[1] ?? -1];
    const todayBefore = await dayOf(TODAY);
    const tomorrowBefore = await dayOf(TOMORROW);
    // A perek done ahead of its day (it should not happen) stays where it is.
    const doneAhead = tomorrowBefore.find((r) => r.learner_id === leaving[0]);
    await db()
      .updateTable('assignments')
      .set({ done_at: `${TODAY}T10:00:00.000Z`, done_source: 'hand' })
      .where('id', '=', doneAhead?.id ?? -1)
      .execute();
    await setActive(leaving, false);

    const summary = await divide();

    expect(summary.perakimMoved).toBe(LEARNING_DAYS_AHEAD * 70 - 1);
    expect(await dayOf(TODAY)).toEqual(todayBefore);
    const tomorrow = await dayOf(TOMORROW);
    expect(tomorrow.filter((r) => leaving.includes(r.learner_id)).map((r) => r.id)).toEqual([
      doneAhead?.id,
    ]);
    expect(changedBetween(tomorrowBefore, tomorrow)).toBe(69);
    for (const day of [addDays(TODAY, 2), LAST]) {
      const shares = await sharesOn(day);
      expect(shares.size).toBe(13);
      expect(Math.max(...shares.values()) - Math.min(...shares.values())).toBeLessThanOrEqual(1);
    }
    await setActive(leaving, true);
    await divide();
    expect((await sharesOn(addDays(TODAY, 2))).get(leaving[1] ?? -1)).toBe(35);
  });

  it('when nobody is active, days not yet begun are cleared and come back with their barcodes', async () => {
    const barcodes = (await dayOf(addDays(TODAY, 5))).map((r) => r.barcode);
    const everyone = [...first, ...newcomers];
    await setActive(everyone, false);
    await divide();
    expect(await dayOf(addDays(TODAY, 5))).toEqual([]);
    expect(await dayOf(TODAY)).toHaveLength(525);
    // The day with a perek done ahead is kept as it is.
    expect(await dayOf(TOMORROW)).toHaveLength(525);

    await setActive(everyone.slice(0, 5), true);
    const summary = await divide();
    expect(summary.daysLaidOut).toBe(LEARNING_DAYS_AHEAD - 1);
    const back = await dayOf(addDays(TODAY, 5));
    expect(back.map((r) => r.barcode)).toEqual(barcodes);
    expect([...(await sharesOn(addDays(TODAY, 5))).values()]).toEqual(Array(5).fill(105));
    const tomorrowShares = await sharesOn(TOMORROW);
    expect([...tomorrowShares.keys()].every((id) => everyone.slice(0, 5).includes(id))).toBe(true);
  });

  it('the daily job still lays out the day that comes into range', async () => {
    expect(await ensureLearningDays(db(), TOMORROW)).toEqual([addDays(TOMORROW, 30)]);
  });
});

describe.each(TEST_ENGINES)('re-dividing a month of a full programme on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { demo: { today: TODAY } });
  }, 120_000);
  afterAll(() => t.destroy());

  it('adding a class of forty to 240 children re-divides 30 days in reasonable time', async () => {
    const db = t.handle.db;
    const started = performance.now();
    const summary = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('learners')
        .values(
          Array.from({ length: 40 }, (_, i) => ({
            name: `ילד חדש ${i}`,
            class_name: 'כיתה ט׳',
            image_url: null,
            active: true,
            created_at: '2026-11-22T09:00:00Z',
          })),
        )
        .execute();
      return divideAfterLearnersChanged(trx, TODAY);
    });
    const seconds = (performance.now() - started) / 1000;
    console.info(`${engine}: re-divided ${summary.daysRedivided} days in ${seconds.toFixed(2)} s`);
    expect(summary.daysRedivided).toBe(DEMO.futureDays);
    // 525 among 280: 245 children hold 2 and 35 hold 1; the forty newcomers hold 40 × 1..2.
    expect(summary.perakimMoved).toBeGreaterThanOrEqual(DEMO.futureDays * 40);
    expect(summary.perakimMoved).toBeLessThanOrEqual(DEMO.futureDays * 80);
    expect(seconds).toBeLessThan(10);
  });
});
