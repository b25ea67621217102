import { sheetReprintsSchema } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { createStationToken } from '../scan/station-tokens.ts';

const TODAY = '2026-11-25';
const CLASS = DEMO.classes[4];

describe.each(TEST_ENGINES)('a printed perek a teacher gives to another child, on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: { today: TODAY }, today: TODAY });
    teacher = await staffWithRole(t, 'teacher');
    token = (await createStationToken(t.handle.db, 'Main hall')).token;
  }, 120_000);
  afterAll(() => t.close());

  const reprints = async () =>
    sheetReprintsSchema.parse((await teacher.get('/api/office/sheets/reprints')).json()).toReprint;
  const scan = (barcode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { barcode },
      headers: { authorization: `Bearer ${token}` },
    });

  it('gets a new barcode, the old sheet is refused, and the receiver’s sheet is to reprint until it is printed again', async () => {
    const [from, to] = await t.handle.db
      .selectFrom('learners')
      .select(['id', 'name'])
      .where('class_name', '=', CLASS)
      .where('active', '=', true)
      .orderBy('id')
      .limit(2)
      .execute();
    if (!from || !to) throw new Error('the demo class has fewer than two children');
    const printed = await teacher.post('/api/office/sheets/printed', { date: TODAY, class: CLASS });
    expect(printed.statusCode, printed.body).toBe(200);
    const perek = await t.handle.db
      .selectFrom('assignments')
      .select(['barcode', 'perek_index'])
      .where('day', '=', TODAY)
      .where('learner_id', '=', from.id)
      .where('done_at', 'is', null)
      .orderBy('perek_index')
      .executeTakeFirstOrThrow();

    const given = await teacher.post(
      `/api/office/days/${TODAY}/perakim/${perek.perek_index}/reassign`,
      { learnerId: to.id, fromLearnerId: from.id },
    );
    expect(given.statusCode, given.body).toBe(200);

    const now = await t.handle.db
      .selectFrom('assignments')
      .select(['barcode', 'learner_id'])
      .where('day', '=', TODAY)
      .where('perek_index', '=', perek.perek_index)
      .executeTakeFirstOrThrow();
    expect(now).toEqual({ barcode: `${perek.barcode}1`, learner_id: to.id });
    const old = await scan(perek.barcode);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ error: 'sheet_replaced' });

    expect(await reprints()).toEqual([{ day: TODAY, className: CLASS, names: [to.name] }]);
    const again = await teacher.post('/api/office/sheets/printed', {
      date: TODAY,
      class: CLASS,
      learner: to.id,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await reprints()).toEqual([]);

    // The reprinted sheet's new barcode credits the child it was given to.
    const fresh = await scan(now.barcode);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ result: 'done', name: to.name });
  });
});
