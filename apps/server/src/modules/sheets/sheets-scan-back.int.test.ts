import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonDay, type Sheets } from '@zechus/shared';
import { DEMO } from '../../db/seed/demo.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { decodeCode128, readPdf, type PdfPage } from './testing/read-pdf.ts';

// The wall shows the real today, so the sheets printed here are today's.
const today = londonDay(new Date());
const CLASS = DEMO.classes[3];

describe.each(TEST_ENGINES)('printed barcode sheets on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: { today }, today });
    teacher = await staffWithRole(t, 'teacher');
  }, 120_000);
  afterAll(() => t.close());

  it(
    'every barcode on a class’s PDF, rendered at 300 dpi and decoded, is its child’s ' +
      'assignment, and one scanned back turns its perek done on the wall',
    async () => {
      const query = `class=${encodeURIComponent(CLASS)}`;
      const pdf = await teacher.get(`/api/office/sheets/${today}.pdf?${query}&paper=a4`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');

      // What the database says each child of the class holds today, in catalogue order.
      const assignments = await t.handle.db
        .selectFrom('assignments')
        .innerJoin('learners', 'learners.id', 'assignments.learner_id')
        .select(['learners.name', 'assignments.barcode', 'assignments.done_at'])
        .where('assignments.day', '=', today)
        .where('learners.class_name', '=', CLASS)
        .orderBy('assignments.perek_index')
        .execute();
      const barcodesOf = new Map<string, string[]>();
      for (const row of assignments) {
        barcodesOf.set(row.name, [...(barcodesOf.get(row.name) ?? []), row.barcode]);
      }

      const bytes = new Uint8Array(pdf.rawPayload);
      // Every page's text, read from a quick low-resolution pass: one page per child, each named.
      const nameOf = (page: PdfPage) => page.text.find((text) => barcodesOf.has(text));
      const overview = await readPdf(bytes, 18);
      expect(overview).toHaveLength(barcodesOf.size);
      for (const page of overview) {
        expect(
          nameOf(page),
          `a page without a child’s name: ${page.text.join(' | ')}`,
        ).toBeDefined();
      }
      expect(new Set(overview.map(nameOf)).size).toBe(barcodesOf.size);
      // Every page's barcodes, at printer resolution: on SQLite all of them; on PostgreSQL, which
      // stores the same assignments, a sample across the class (drawing and decoding do not
      // depend on the engine, and the 40 pages cost half a minute of CPU on a busy machine).
      const printed =
        engine === 'sqlite'
          ? undefined
          : [1, Math.ceil(overview.length / 2), overview.length].filter(
              (n, i, all) => all.indexOf(n) === i,
            );
      const pages = await readPdf(bytes, 300, printed);
      for (const page of pages) {
        const name = nameOf(page);
        const decoded = await decodeCode128(page.image);
        expect(decoded, `the barcodes on ${name}’s page`).toEqual(barcodesOf.get(name as string));
      }

      // One printed barcode, scanned at the demo station, is that assignment: done on the wall.
      const pending = assignments.find(
        (a) => a.done_at === null && pages.some((page) => page.text.includes(a.name)),
      );
      if (!pending) throw new Error('no pending perek on the pages read today');
      const firstPage = pages.find((page) => page.text.includes(pending.name));
      const scanned = (await decodeCode128(firstPage!.image)).find((v) => v === pending.barcode);
      const scan = await t.app.inject({
        method: 'POST',
        url: '/api/scan',
        payload: { barcode: scanned },
        headers: { authorization: `Bearer ${DEMO.stationToken}` },
      });
      expect(scan.statusCode).toBe(200);
      expect(scan.json()).toMatchObject({ result: 'done', name: pending.name, day: today });

      const wall = (await t.app.inject({ method: 'GET', url: '/api/large-screen' })).json() as {
        chapters: { barcode: string; done: boolean; name: string }[];
      };
      expect(wall.chapters.find((c) => c.barcode === pending.barcode)).toMatchObject({
        done: true,
        name: pending.name,
      });
      const sheets = (
        await teacher.get(`/api/office/sheets?date=${today}&${query}`)
      ).json() as Sheets;
      const line = sheets.sheets
        .flatMap((s) => s.perakim)
        .find((p) => p.barcode.value === pending.barcode);
      expect(line?.done).toBe(true);
    },
    180_000,
  );
});
