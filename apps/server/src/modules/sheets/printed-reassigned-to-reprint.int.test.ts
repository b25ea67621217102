import { describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { PRINTED_TODAY as TODAY, printedDay } from './testing/printed-day.ts';

const CLASS = DEMO.classes[4];

describe.each(TEST_ENGINES)('a printed perek a teacher gives to another child, on %s', (engine) => {
  const world = printedDay(engine);

  it('gets a new barcode, the old sheet is refused, and the receiver’s sheet is to reprint until it is printed again', async () => {
    const [from, to] = await world.twoChildren(CLASS);
    const printed = await world.printClass(TODAY, CLASS);
    expect(printed.statusCode, printed.body).toBe(200);
    const [perek] = await world.openOf(TODAY, from.id);
    if (!perek) throw new Error('the child has no open perek today');

    const given = await world.teacher.post(
      `/api/office/days/${TODAY}/perakim/${perek.perek_index}/reassign`,
      { learnerId: to.id, fromLearnerId: from.id },
    );
    expect(given.statusCode, given.body).toBe(200);

    const now = await world.t.handle.db
      .selectFrom('assignments')
      .select(['barcode', 'learner_id'])
      .where('day', '=', TODAY)
      .where('perek_index', '=', perek.perek_index)
      .executeTakeFirstOrThrow();
    expect(now).toEqual({ barcode: `${perek.barcode}1`, learner_id: to.id });
    const old = await world.scan(perek.barcode);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ error: 'sheet_replaced' });

    expect(await world.reprints()).toEqual([{ day: TODAY, className: CLASS, names: [to.name] }]);
    const again = await world.teacher.post('/api/office/sheets/printed', {
      date: TODAY,
      class: CLASS,
      learner: to.id,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await world.reprints()).toEqual([]);

    // The reprinted sheet's new barcode credits the child it was given to.
    const fresh = await world.scan(now.barcode);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ result: 'done', name: to.name });
  });
});
