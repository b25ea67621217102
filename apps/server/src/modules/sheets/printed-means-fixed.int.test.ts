import { addDays, sheetClassesSchema, sheetReprintsSchema } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { auditRows, staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { createStationToken } from '../scan/station-tokens.ts';

const TODAY = '2026-11-25';
const CLASS = DEMO.classes[2];

describe.each(TEST_ENGINES)('printed means fixed, on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: { today: TODAY }, today: TODAY });
    teacher = await staffWithRole(t, 'teacher');
    token = (await createStationToken(t.handle.db, 'Main hall')).token;
  }, 120_000);
  afterAll(() => t.close());

  /** Every perek of a day: its barcode → the child who holds it. */
  const holders = async (day: string) =>
    new Map(
      (
        await t.handle.db
          .selectFrom('assignments')
          .select(['barcode', 'learner_id', 'perek_index'])
          .where('day', '=', day)
          .execute()
      ).map((row) => [row.barcode, row.learner_id]),
    );
  const classIds = async (className: string) =>
    (
      await t.handle.db
        .selectFrom('learners')
        .select('id')
        .where('class_name', '=', className)
        .where('active', '=', true)
        .execute()
    ).map((row) => row.id);
  const printed = (day: string, className: string) =>
    teacher.post('/api/office/sheets/printed', { date: day, class: className });
  const reprints = async () =>
    sheetReprintsSchema.parse((await teacher.get('/api/office/sheets/reprints')).json()).toReprint;

  it('a child who joins takes none of a printed class’s perakim: each printed barcode stays its child’s', async () => {
    const day = addDays(TODAY, 2);
    const reply = await printed(day, CLASS);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().sheets).toBeGreaterThan(0);
    const ids = new Set(await classIds(CLASS));
    const before = [...(await holders(day))].filter(([, learner]) => ids.has(learner));

    const joined = await teacher.post('/api/office/learners', {
      name: 'יהודה חדש',
      className: 'כיתה ח׳',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().division.perakimMoved).toBeGreaterThan(0);

    const after = await holders(day);
    for (const [barcode, learner] of before) expect(after.get(barcode), barcode).toBe(learner);
    // The newcomer has a share of that day from the classes not printed.
    expect([...after.values()]).toContain(joined.json().learner.id);
    const audit = await auditRows(t, 'sheets');
    expect(audit.at(-1)?.summary).toMatch(
      /^Printed \d+ sheets of .+: their perakim of that day are now fixed$/,
    );
  });

  it('a child who leaves a printed day: the moved perakim get new barcodes, the old sheet is refused, and the sheets that gained one are to reprint until printed again', async () => {
    const day = addDays(TODAY, 3);
    const classes = sheetClassesSchema.parse(
      (await teacher.get('/api/office/sheets/classes')).json(),
    );
    for (const { name } of classes.classes) expect((await printed(day, name)).statusCode).toBe(200);
    const [leaving] = await classIds(CLASS);
    const before = await holders(day);
    const theirs = [...before].filter(([, learner]) => learner === leaving).map(([b]) => b);
    expect(theirs.length).toBeGreaterThan(0);

    const left = await teacher.post(`/api/office/learners/${leaving}/deactivate`);
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
    const scan = await t.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { barcode: old },
      headers: { authorization: `Bearer ${token}` },
    });
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
    expect((await teacher.post('/api/office/sheets/printed', { date: TODAY })).statusCode).toBe(
      400,
    );
    expect(
      (await teacher.post('/api/office/sheets/printed', { date: '2020-01-01', class: CLASS }))
        .statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/office/sheets/printed',
      payload: { date: TODAY, class: CLASS },
    });
    expect([401, 403]).toContain(anonymous.statusCode);
  });
});
