import { reassignReplySchema } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { createStationToken } from '../scan/station-tokens.ts';

const TODAY = '2026-11-25';
const CLASS = DEMO.classes[1];

describe.each(TEST_ENGINES)('a printed sheet’s perakim given by hand, on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: { today: TODAY }, today: TODAY });
    teacher = await staffWithRole(t, 'teacher');
    token = (await createStationToken(t.handle.db, 'Main hall')).token;
  }, 120_000);
  afterAll(() => t.close());

  const openOf = (learnerId: number) =>
    t.handle.db
      .selectFrom('assignments')
      .select(['barcode', 'perek_index'])
      .where('day', '=', TODAY)
      .where('learner_id', '=', learnerId)
      .where('done_at', 'is', null)
      .orderBy('perek_index')
      .execute();
  const scan = (barcode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { barcode },
      headers: { authorization: `Bearer ${token}` },
    });

  it('an absent child’s printed perakim given to a classmate get new barcodes: the old sheet is refused, the new barcode credits the classmate', async () => {
    const [absent, present] = await t.handle.db
      .selectFrom('learners')
      .select(['id', 'name'])
      .where('class_name', '=', CLASS)
      .where('active', '=', true)
      .orderBy('id')
      .limit(2)
      .execute();
    if (!absent || !present) throw new Error('the demo class has fewer than two children');
    const printed = await teacher.post('/api/office/sheets/printed', { date: TODAY, class: CLASS });
    expect(printed.statusCode, printed.body).toBe(200);
    const theirs = await openOf(absent.id);
    expect(theirs.length).toBeGreaterThan(0);

    const reply = await teacher.post(
      `/api/office/days/${TODAY}/learners/${absent.id}/reassign-open`,
      {
        toLearnerIds: [present.id],
      },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reassignReplySchema.parse(reply.json()).moved).toHaveLength(theirs.length);

    const moved = await t.handle.db
      .selectFrom('assignments')
      .select(['barcode', 'perek_index', 'learner_id'])
      .where('day', '=', TODAY)
      .where(
        'perek_index',
        'in',
        theirs.map((row) => row.perek_index),
      )
      .orderBy('perek_index')
      .execute();
    moved.forEach((row, i) => {
      const old = theirs[i]?.barcode ?? '';
      expect(row.learner_id).toBe(present.id);
      // The day and perek stay in the barcode; a generation digit makes it another sheet's.
      expect(row.barcode).toBe(`${old.slice(0, 8)}1`);
    });

    const [first] = theirs;
    const oldScan = await scan(first?.barcode ?? '');
    expect(oldScan.statusCode).toBe(409);
    expect(oldScan.json()).toMatchObject({ error: 'sheet_replaced' });
    const newScan = await scan(moved[0]?.barcode ?? '');
    expect(newScan.statusCode, newScan.body).toBe(200);
    expect(newScan.json()).toMatchObject({ result: 'done', name: present.name });
  });
});
