import { classSummarySchema, type ImportPreview } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as normaliseClassNames } from '../../db/migrations/20261202T1300-normalised-text.ts';
import type { StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { listLearners, openLearnersArea, upload } from './test-helpers.ts';

/** Windows-1255: the Hebrew letters alef…tav are the bytes 0xE0…0xFA; ASCII stays. */
const windows1255 = (text: string) =>
  Buffer.from(
    Array.from(text, (c) => {
      const code = c.charCodeAt(0);
      return code >= 0x5d0 && code <= 0x5ea ? 0xe0 + (code - 0x5d0) : code;
    }),
  );

describe.each(TEST_ENGINES)('one spelling of a class, and of a name, on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  beforeAll(async () => ({ t, teacher } = await openLearnersArea(engine)), 120_000);
  afterAll(() => t.close());
  const db = () => t.handle.db;
  const classOf = async (id: number) =>
    (
      await db()
        .selectFrom('learners')
        .select('class_name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).class_name;
  const classes = async () => {
    const reply = await teacher.get('/api/office/learners/classes');
    expect(reply.statusCode, reply.body).toBe(200);
    return classSummarySchema.array().parse(reply.json());
  };

  it("a child added to “כיתה ד'” typed on a Hebrew keyboard joins “כיתה ד׳”, and so does an edited one", async () => {
    const added = await teacher.post('/api/office/learners', {
      name: 'שמעון',
      className: "  כיתה  ד'",
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().learner.className).toBe('כיתה ד׳');
    expect(await classOf(added.json().learner.id)).toBe('כיתה ד׳');

    const other = await teacher.post('/api/office/learners', { name: 'לוי', className: 'כיתה ה׳' });
    expect(other.statusCode, other.body).toBe(201);
    const id = other.json().learner.id as number;
    const edited = await teacher.send('PATCH', `/api/office/learners/${id}`, {
      className: 'כיתה ד’',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await classOf(id)).toBe('כיתה ד׳');
    expect((await classes()).filter((c) => c.name.startsWith('כיתה ד'))).toHaveLength(1);
  });

  it('a class from a Windows-1255 file is stored with the geresh, as one class', async () => {
    const file = windows1255(['שם,כיתה', "ראובן גולד,כיתה ז'", 'לוי גולד,כיתה ז"א'].join('\r\n'));
    const preview = await upload(teacher, 'POST', '/api/office/learners/import/preview', {
      name: 'class.csv',
      type: 'text/csv',
      bytes: file,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = (preview.json() as ImportPreview).rows;
    expect(rows.map((row) => row.className)).toEqual(['כיתה ז׳', 'כיתה ז״א']);

    const imported = await teacher.post('/api/office/learners/import', {
      rows: [
        { line: 2, name: 'ראובן גולד', className: "כיתה ז'" },
        { line: 3, name: 'לוי גולד', className: 'כיתה ז"א' },
      ],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const names = (await classes()).map((c) => c.name);
    expect(names).toContain('כיתה ז׳');
    expect(names).toContain('כיתה ז״א');
    expect(names.some((name) => /['"]/.test(name))).toBe(false);
  });

  it('the migration joins an old apostrophe class into the geresh class', async () => {
    const now = new Date().toISOString();
    const values = [
      { name: 'דן', class_name: "קבוצת ש'" },
      { name: 'נפתלי', class_name: 'קבוצת ש׳' },
      { name: 'גד', class_name: " קבוצת  ש' " },
      { name: 'אשר', class_name: 'כיתה י"א' },
    ].map((v) => ({ ...v, image_url: null, active: true, created_at: now }));
    const ids = (await db().insertInto('learners').values(values).returning('id').execute()).map(
      (row) => row.id,
    );
    expect((await classes()).filter((c) => c.name.includes('קבוצת'))).toHaveLength(3);

    await normaliseClassNames(db());
    expect(await Promise.all(ids.map(classOf))).toEqual([
      'קבוצת ש׳',
      'קבוצת ש׳',
      'קבוצת ש׳',
      'כיתה י״א',
    ]);
    expect((await classes()).filter((c) => c.name.includes('קבוצת'))).toEqual([
      { name: 'קבוצת ש׳', active: 3, total: 3 },
    ]);
  });

  it('the learners search finds a name typed with an apostrophe or without final letters', async () => {
    for (const name of ['ר׳ חיים', 'אברהם יוסף']) {
      const reply = await teacher.post('/api/office/learners', { name, className: 'כיתה ט׳' });
      expect(reply.statusCode, reply.body).toBe(201);
    }
    const names = async (search: string) =>
      (await listLearners(teacher, `search=${encodeURIComponent(search)}`)).rows.map((r) => r.name);
    for (const typed of ["ר' חיים", 'ר חיים', 'חיימ']) {
      expect(await names(typed), typed).toContain('ר׳ חיים');
    }
    for (const typed of ['אברהמ יוספ', 'אברהם']) {
      expect(await names(typed), typed).toContain('אברהם יוסף');
    }
    expect(await names('100%')).toEqual([]);
  });
});
