import { sheetReprintsSchema } from '@zechus/shared';
import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../../../db/database.ts';
import { staffWithRole, type StaffClient } from '../../../test/office.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStationToken } from '../../scan/station-tokens.ts';

/** The day the printed-sheet tests live on: the demo laid out from it. */
export const PRINTED_TODAY = '2026-11-25';

/**
 * The printed-sheet tests' world, made once per engine (inside their `describe`): the demo on
 * PRINTED_TODAY, a teacher, a scanner station, and what those tests ask of them — who holds
 * which barcode, a class's children, a printing, a scan, the sheets to reprint.
 */
export function printedDay(engine: Engine) {
  let t: TestApp;
  let teacher: StaffClient;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: { today: PRINTED_TODAY }, today: PRINTED_TODAY });
    teacher = await staffWithRole(t, 'teacher');
    token = (await createStationToken(t.handle.db, 'Main hall')).token;
  }, 120_000);
  afterAll(() => t.close());

  return {
    get t() {
      return t;
    },
    get teacher() {
      return teacher;
    },
    /** Every perek of a day: its barcode → the child who holds it. */
    holders: async (day: string) =>
      new Map(
        (
          await t.handle.db
            .selectFrom('assignments')
            .select(['barcode', 'learner_id'])
            .where('day', '=', day)
            .execute()
        ).map((row) => [row.barcode, row.learner_id]),
      ),
    /** A class's active children, by id (the first `limit` of them when given). */
    children: (className: string, limit = 1000) =>
      t.handle.db
        .selectFrom('learners')
        .select(['id', 'name'])
        .where('class_name', '=', className)
        .where('active', '=', true)
        .orderBy('id')
        .limit(limit)
        .execute(),
    /** A child's perakim of a day not yet done, in order. */
    openOf: (day: string, learnerId: number) =>
      t.handle.db
        .selectFrom('assignments')
        .select(['barcode', 'perek_index'])
        .where('day', '=', day)
        .where('learner_id', '=', learnerId)
        .where('done_at', 'is', null)
        .orderBy('perek_index')
        .execute(),
    /** The first two active children of a class (the tests' giver and receiver). */
    twoChildren: async (className: string) => {
      const [one, two] = await t.handle.db
        .selectFrom('learners')
        .select(['id', 'name'])
        .where('class_name', '=', className)
        .where('active', '=', true)
        .orderBy('id')
        .limit(2)
        .execute();
      if (!one || !two) throw new Error(`the demo class ${className} has fewer than two children`);
      return [one, two] as const;
    },
    /** The print view's Print (or the PDF) of a class's sheets of a day. */
    printClass: (day: string, className: string) =>
      teacher.post('/api/office/sheets/printed', { date: day, class: className }),
    /** A barcode scanned at the station. */
    scan: (barcode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/scan',
        payload: { barcode },
        headers: { authorization: `Bearer ${token}` },
      }),
    /** The sheets page's "to reprint" list. */
    reprints: async () =>
      sheetReprintsSchema.parse((await teacher.get('/api/office/sheets/reprints')).json())
        .toReprint,
  };
}
