import { addDays, sheetClassesSchema } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { auditRows } from '../../test/office.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { PRINTED_TODAY as TODAY, printedDay } from './testing/printed-day.ts';

const CLASS = DEMO.classes[2];

describe.each(TEST_ENGINES)('printed means fixed, on %s', (engine) => {
  const world = printedDay(engine);
  const { holders, reprints } = world;
  const printed = world.printClass;
  const classIds = async (className: string) =>
    (await world.children(className)).map((row) => row.id);

  it('a child who joins takes none of a printed class’s perakim: each printed barcode stays its child’s', async () => {
    const day = addDays(TODAY, 2);
    const reply = await printed(day, CLASS);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().sheets).toBeGreaterThan(0);
    const ids = new Set(await classIds(CLASS));
    const before = [...(await holders(day))].filter(([, learner]) => ids.has(learner));

    const joined = await world.teacher.post('/api/office/learners', {
      name: 'יהודה חדש',
      className: 'כיתה ח׳',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().division.perakimMoved).toBeGreaterThan(0);

    const after = await holders(day);
    for (const [barcode, learner] of before) expect(after.get(barcode), barcode).toBe(learner);
    // The newcomer has a share of that day from the classes not printed.
    expect([...after.values()]).toContain(joined.json().learner.id);
    const audit = await auditRows(world.t, 'sheets');
    expect(audit.at(-1)?.summary).toMatch(
      /^Printed \d+ sheets of .+: their perakim of that day are now fixed$/,
    );
  });

  it('a child who leaves a printed day: the moved perakim get new barcodes, the old sheet is refused, and the sheets that gained one are to reprint until printed again', async () => {
    const day = addDays(TODAY, 3);
    const classes = sheetClassesSchema.parse(
      (await world.teacher.get('/api/office/sheets/classes')).json(),
    );
    for (const { name } of classes.classes) expect((await printed(day, name)).statusCode).toBe(200);
    const [leaving] = await classIds(CLASS);
    const before = await holders(day);
    const theirs = [...before].filter(([, learner]) => learner === leaving).map(([b]) => b);
    expect(theirs.length).toBeGreaterThan(0);

    const left = await world.teacher.post(`/api/office/learners/${leaving}/deactivate`);
    expect(left.statusCode, left.body).toBe(200);
    const toReprint = left.json().division.toReprint as { day: string; names: string[] }[];
    expect(toReprint.length).toBeGreaterThan(0);
    expect(toReprint.every((group) => group.day === day)).toBe(true);

    const after = await holders(day);
    // Every printed barcode is either still its printed child's, or no longer exists.
    for (const [barcode, learner] of before) {
      if (after.has(barcode)) expect(after.get(barcode), barcode).toBe(learner);
    }
    for (const old of theirs) expect(after.has(old)).toBe(false);
    // Scanning the old sheet is refused with its reason, and credits nobody.
    const [old = ''] = theirs;
    const scan = await world.scan(old);
    expect(scan.statusCode).toBe(409);
    expect(scan.json()).toMatchObject({
      error: 'sheet_replaced',
      message: expect.stringMatching(/^This sheet was replaced — please use the new one\./),
    });

    const listed = await reprints();
    expect(listed.map((group) => group.day)).toContain(day);
    for (const group of listed.filter((g) => g.day === day)) {
      expect((await printed(day, group.className ?? '')).statusCode).toBe(200);
    }
    expect((await reprints()).filter((group) => group.day === day)).toEqual([]);
  });

  it('printing needs a class or a child and a laid-out day, and a staff session', async () => {
    expect(
      (await world.teacher.post('/api/office/sheets/printed', { date: TODAY })).statusCode,
    ).toBe(400);
    expect(
      (await world.teacher.post('/api/office/sheets/printed', { date: '2020-01-01', class: CLASS }))
        .statusCode,
    ).toBe(404);
    const anonymous = await world.t.app.inject({
      method: 'POST',
      url: '/api/office/sheets/printed',
      payload: { date: TODAY, class: CLASS },
    });
    expect([401, 403]).toContain(anonymous.statusCode);
  });
});
