import { reassignReplySchema } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { PRINTED_TODAY as TODAY, printedDay } from './testing/printed-day.ts';

const CLASS = DEMO.classes[1];

describe.each(TEST_ENGINES)('a printed sheet’s perakim given by hand, on %s', (engine) => {
  const world = printedDay(engine);

  it('an absent child’s printed perakim given to a classmate get new barcodes: the old sheet is refused, the new barcode credits the classmate', async () => {
    const [absent, present] = await world.twoChildren(CLASS);
    const printed = await world.printClass(TODAY, CLASS);
    expect(printed.statusCode, printed.body).toBe(200);
    const theirs = await world.openOf(TODAY, absent.id);
    expect(theirs.length).toBeGreaterThan(0);

    const reply = await world.teacher.post(
      `/api/office/days/${TODAY}/learners/${absent.id}/reassign-open`,
      {
        toLearnerIds: [present.id],
      },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reassignReplySchema.parse(reply.json()).moved).toHaveLength(theirs.length);

    const moved = await world.t.handle.db
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
    const oldScan = await world.scan(first?.barcode ?? '');
    expect(oldScan.statusCode).toBe(409);
    expect(oldScan.json()).toMatchObject({ error: 'sheet_replaced' });
    const newScan = await world.scan(moved[0]?.barcode ?? '');
    expect(newScan.statusCode, newScan.body).toBe(200);
    expect(newScan.json()).toMatchObject({ result: 'done', name: present.name });
  });
});
