import { addDays, type ImportPreview, type LearnerRow } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { TODAY, learnerCount, openLearnersArea, upload } from './test-helpers.ts';

const TOMORROW = addDays(TODAY, 1);
const PREVIEW = '/api/office/learners/import/preview';
const IMPORT = '/api/office/learners/import';

const utf8 = (text: string, bom = false) =>
  Buffer.concat([bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text)]);

/** Windows-1255: the Hebrew letters alef…tav are the bytes 0xE0…0xFA. */
const windows1255 = (text: string) =>
  Buffer.from(
    Array.from(text, (c) => {
      const code = c.charCodeAt(0);
      if (code >= 0x5d0 && code <= 0x5ea) return 0xe0 + (code - 0x5d0);
      if (code < 0x80) return code;
      throw new Error(`no windows-1255 byte for ${c}`);
    }),
  );

const csv = (bytes: Uint8Array, name = 'class.csv') => ({ name, type: 'text/csv', bytes });

describe.each(TEST_ENGINES)('importing a class from a CSV file on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  let existing: LearnerRow;

  beforeAll(async () => {
    ({ t, teacher } = await openLearnersArea(engine));
    const fifth = await teacher.get(
      `/api/office/learners?class=${encodeURIComponent('כיתה ה׳')}&pageSize=1`,
    );
    existing = fifth.json().rows[0];
  }, 120_000);
  afterAll(() => t.close());

  const count = () => learnerCount(t);
  const preview = async (bytes: Uint8Array, fields: Record<string, string> = {}) => {
    const reply = await upload(teacher, 'POST', PREVIEW, csv(bytes), fields);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as ImportPreview;
  };

  const newClassFile = () =>
    [
      'שם,כיתה',
      'אפרים כהן,',
      'מנשה לוי,',
      'Moshe Levi,',
      ',',
      `${existing.name},כיתה ה׳`,
      'מנשה לוי,',
      'גד רובין,קבוצה א',
      `${'א'.repeat(61)},`,
      '"זבולון, הבכור",',
      '',
      '',
    ].join('\r\n');

  it('shows what a file would add, with each problem row named, blank lines left out, and changes nothing yet', async () => {
    const before = await count();
    const audit = (await auditRows(t, 'learners')).length;

    const result = await preview(utf8(newClassFile(), true), { className: 'כיתה ט׳' });

    expect(result).toEqual({
      headerSkipped: true,
      encoding: 'utf-8',
      toAdd: 4,
      problems: 4,
      rows: [
        { line: 2, name: 'אפרים כהן', className: 'כיתה ט׳', problem: null },
        { line: 3, name: 'מנשה לוי', className: 'כיתה ט׳', problem: null },
        {
          line: 4,
          name: 'Moshe Levi',
          className: 'כיתה ט׳',
          problem: 'the name is not in Hebrew letters',
        },
        // Line 5 is blank: not a row, and not a problem.
        {
          line: 6,
          name: existing.name,
          className: 'כיתה ה׳',
          problem: 'already in this class',
          duplicate: true,
        },
        {
          line: 7,
          name: 'מנשה לוי',
          className: 'כיתה ט׳',
          problem: 'the same name as row 3',
          duplicate: true,
        },
        { line: 8, name: 'גד רובין', className: 'קבוצה א', problem: null },
        {
          line: 9,
          name: 'א'.repeat(61),
          className: 'כיתה ט׳',
          problem: 'the name is longer than 60 characters',
        },
        { line: 10, name: 'זבולון, הבכור', className: 'כיתה ט׳', problem: null },
      ],
    });
    expect(await count()).toBe(before);
    expect((await auditRows(t, 'learners')).length).toBe(audit);
  });

  it('adds the rows without problems in one audited change; the new class learns from tomorrow', async () => {
    const { rows } = await preview(utf8(newClassFile(), true), { className: 'כיתה ט׳' });
    const accepted = rows
      .filter((r) => r.problem === null)
      .map(({ line, name, className }) => ({ line, name, className }));
    const todayBefore = await t.handle.db
      .selectFrom('assignments')
      .select(['learner_id', 'done_at'])
      .where('day', '=', TODAY)
      .orderBy('perek_index')
      .execute();

    const reply = await teacher.post(IMPORT, { rows: accepted });

    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ added: 4, skipped: [], division: { daysRedivided: 30 } });
    const [audit] = await auditRows(t, 'learners');
    expect(audit).toMatchObject({
      action: 'learner.import',
      actor: 'Rabbi Teacher',
      summary: expect.stringMatching(
        /^Imported 4 learners from a CSV file: 3 in כיתה ט׳, 1 in קבוצה א$/,
      ),
    });
    expect(JSON.parse(audit?.after ?? '{}').learners).toEqual([
      { name: 'אפרים כהן', className: 'כיתה ט׳' },
      { name: 'מנשה לוי', className: 'כיתה ט׳' },
      { name: 'גד רובין', className: 'קבוצה א' },
      { name: 'זבולון, הבכור', className: 'כיתה ט׳' },
    ]);

    const newcomers = await t.handle.db
      .selectFrom('learners')
      .select('id')
      .where('class_name', '=', 'כיתה ט׳')
      .execute();
    expect(newcomers).toHaveLength(3);
    const tomorrow = await t.handle.db
      .selectFrom('assignments')
      .select('learner_id')
      .where('day', '=', TOMORROW)
      .execute();
    for (const { id } of newcomers) {
      expect(tomorrow.filter((r) => r.learner_id === id).length).toBeGreaterThanOrEqual(2);
    }
    const todayAfter = await t.handle.db
      .selectFrom('assignments')
      .select(['learner_id', 'done_at'])
      .where('day', '=', TODAY)
      .orderBy('perek_index')
      .execute();
    expect(todayAfter).toEqual(todayBefore);
    const classes = (await teacher.get('/api/office/learners/classes')).json();
    expect(classes).toContainEqual({ name: 'כיתה ט׳', active: 3, total: 3 });

    // The same rows again: all already there, nothing added or recorded.
    const again = await teacher.post(IMPORT, { rows: accepted });
    expect(again.json().added).toBe(0);
    expect(again.json().skipped.map((r: { problem: string }) => r.problem)).toEqual(
      Array(4).fill('already in this class'),
    );
    expect((await auditRows(t, 'learners'))[0]?.id).toBe(audit?.id);
  });

  it('adds two real children with the same name to one class when the office confirms it', async () => {
    const file = ['שם,כיתה', 'יוסף אלון,כיתה י״א', 'יוסף אלון,כיתה י״א'].join('\n');
    const { rows } = await preview(utf8(file));
    expect(rows[1]).toMatchObject({ problem: 'the same name as row 2', duplicate: true });
    const both = rows.map(({ line, name, className }) => ({ line, name, className }));

    // Not confirmed, the second is skipped; confirmed, both children are in the class.
    const unconfirmed = await teacher.post(IMPORT, { rows: both });
    expect(unconfirmed.json()).toMatchObject({ added: 1, skipped: [{ line: 3, duplicate: true }] });
    const reply = await teacher.post(IMPORT, { rows: [{ ...both[1], allowDuplicate: true }] });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ added: 1, skipped: [] });
    const named = await t.handle.db
      .selectFrom('learners')
      .select('id')
      .where('name', '=', 'יוסף אלון')
      .where('class_name', '=', 'כיתה י״א')
      .execute();
    expect(named).toHaveLength(2);
    const [audit] = await auditRows(t, 'learners');
    expect(JSON.parse(audit?.after ?? '{}').learners).toEqual([
      { name: 'יוסף אלון', className: 'כיתה י״א', sameNameConfirmed: true },
    ]);

    const refused = await teacher.post(IMPORT, { rows: [{ ...both[0], allowDuplicate: 'yes' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('allowDuplicate must be true or false');
  });

  it('reads Excel’s Windows-1255 and UTF-16 files, with or without column titles', async () => {
    const legacy = await preview(windows1255('שמעון;כיתה ז\nראובן;כיתה ז\n'));
    expect(legacy).toMatchObject({ encoding: 'windows-1255', headerSkipped: false, toAdd: 2 });
    expect(legacy.rows.map((r) => [r.line, r.name, r.className])).toEqual([
      [1, 'שמעון', 'כיתה ז'],
      [2, 'ראובן', 'כיתה ז'],
    ]);

    const unicode = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Name\tClass\r\nיששכר\tכיתה ח\r\n', 'utf16le'),
    ]);
    const fromUtf16 = await preview(unicode);
    expect(fromUtf16).toMatchObject({ encoding: 'utf-16', headerSkipped: true, toAdd: 1 });
    expect(fromUtf16.rows[0]).toMatchObject({ line: 2, name: 'יששכר', className: 'כיתה ח' });

    const plain = await preview(utf8('דן\nנפתלי\n'), { className: '' });
    expect(plain.rows.map((r) => [r.line, r.name, r.className])).toEqual([
      [1, 'דן', null],
      [2, 'נפתלי', null],
    ]);
  });

  it('refuses files it cannot use with a sentence, and changes nothing', async () => {
    const before = await count();
    const refusals: [Uint8Array, number, RegExp, Record<string, string>?][] = [
      [Buffer.alloc(1024 * 1024 + 1, 0x41), 413, /larger than 1 MB/],
      [utf8(Array.from({ length: 1001 }, () => 'דוד').join('\n')), 413, /at most 1000/],
      [utf8(''), 400, /Please choose a CSV file/],
      [utf8(' \n \n'), 400, /The file is empty/],
      [Buffer.from('PK\x03\x04 workbook'), 400, /workbook \(\.xlsx\)/],
      [utf8('"דוד,כיתה\nשלמה'), 400, /quote mark/],
      [Buffer.from([0x00, 0x01, 0x02, 0xff]), 400, /not a text \(CSV\) file/],
      [
        utf8('דוד'),
        400,
        /className: The class must not contain control characters/,
        { className: 'א\u0000' },
      ],
    ];
    for (const [bytes, status, message, fields] of refusals) {
      const reply = await upload(teacher, 'POST', PREVIEW, csv(bytes), fields);
      expect(reply.statusCode, message.source).toBe(status);
      expect(reply.json().message).toMatch(message);
    }
    const json = await teacher.post(PREVIEW, { file: 'דוד' });
    expect(json.statusCode).toBe(400);

    const confirms: unknown[] = [
      { rows: [] },
      { rows: [{ line: 2, name: 'David', className: null }] },
      { rows: [{ line: 2, name: 'דוד\u0000', className: null }] },
      { rows: [{ line: 0, name: 'דוד', className: null }] },
      { rows: [{ line: 2, name: 'דוד' }] },
      {
        rows: Array.from({ length: 1001 }, (_, i) => ({
          line: i + 1,
          name: 'דוד',
          className: null,
        })),
      },
      { names: ['דוד'] },
    ];
    for (const body of confirms) {
      expect((await teacher.post(IMPORT, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(
        400,
      );
    }
    expect(await count()).toBe(before);
  });
});
