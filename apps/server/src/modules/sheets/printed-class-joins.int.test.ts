import { addDays, sheetsSchema } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { PRINTED_TODAY as TODAY, printedDay } from './testing/printed-day.ts';

const CLASS = DEMO.classes[0];
const OTHER_CLASS = DEMO.classes[3];

describe.each(TEST_ENGINES)('a child who joins a printed class, on %s', (engine) => {
  const world = printedDay(engine);
  const { holders } = world;
  const countOf = async (day: string, learnerId: number) =>
    [...(await holders(day)).values()].filter((id) => id === learnerId).length;
  const join = async (name: string, className: string) => {
    const reply = await world.teacher.post('/api/office/learners', { name, className });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().learner.id as number;
  };

  it('gets nothing on the day her class’s sheets were printed, a share of the days not printed, and is listed without perakim on that day’s sheets', async () => {
    const printedDay = addDays(TODAY, 2);
    const printed = await world.teacher.post('/api/office/sheets/printed', {
      date: printedDay,
      class: CLASS,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    const before = await holders(printedDay);

    const newcomer = await join('טובה חדשה', CLASS);

    expect(await countOf(printedDay, newcomer)).toBe(0);
    expect(await countOf(addDays(TODAY, 3), newcomer)).toBeGreaterThan(0);
    // The printed class's perakim are where its paper says.
    const after = await holders(printedDay);
    const printedIds = new Set(
      (
        await world.t.handle.db
          .selectFrom('sheet_prints')
          .select('learner_id')
          .where('day', '=', printedDay)
          .execute()
      ).map((row) => row.learner_id),
    );
    for (const [barcode, learner] of before) {
      if (printedIds.has(learner)) expect(after.get(barcode), barcode).toBe(learner);
    }
    const sheets = sheetsSchema.parse(
      (
        await world.teacher.get(
          `/api/office/sheets?date=${printedDay}&class=${encodeURIComponent(CLASS)}`,
        )
      ).json(),
    );
    expect(sheets.withoutPerakim.map((child) => child.learnerId)).toContain(newcomer);
  });

  it('one child’s sheet printed alone fixes only that child: a child who joins her class still gets a share of that day', async () => {
    const day = addDays(TODAY, 4);
    const [alone] = await world.t.handle.db
      .selectFrom('learners')
      .select('id')
      .where('class_name', '=', OTHER_CLASS)
      .where('active', '=', true)
      .orderBy('id')
      .limit(1)
      .execute();
    if (!alone) throw new Error('the demo class is empty');
    const printed = await world.teacher.post('/api/office/sheets/printed', {
      date: day,
      learner: alone.id,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    const theirs = [...(await holders(day))].filter(([, id]) => id === alone.id);

    const newcomer = await join('שלום חדש', OTHER_CLASS);

    expect(await countOf(day, newcomer)).toBeGreaterThan(0);
    const after = await holders(day);
    for (const [barcode] of theirs) expect(after.get(barcode), barcode).toBe(alone.id);
  });

  it('the office is told the first day a child who joins starts: the day after tomorrow when tomorrow’s sheets of her class are printed, else tomorrow', async () => {
    const tomorrow = addDays(TODAY, 1);
    const CLASS_PRINTED_TOMORROW = DEMO.classes[1];
    const printed = await world.teacher.post('/api/office/sheets/printed', {
      date: tomorrow,
      class: CLASS_PRINTED_TOMORROW,
    });
    expect(printed.statusCode, printed.body).toBe(200);

    const late = await world.teacher.post('/api/office/learners', {
      name: 'רחל מאוחרת',
      className: CLASS_PRINTED_TOMORROW,
    });
    expect(late.json().firstDay).toEqual({ day: addDays(TODAY, 2), tomorrow: false });
    const early = await world.teacher.post('/api/office/learners', {
      name: 'לאה מוקדמת',
      className: DEMO.classes[2],
    });
    expect(early.json().firstDay).toEqual({ day: tomorrow, tomorrow: true });
  });
});
