import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hebrewDateOf, type SheetClasses, type Sheets } from '@zechus/shared';
import { DEMO } from '../../db/seed/demo.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { decodeCode128, readPdf } from './testing/read-pdf.ts';

const TODAY = '2026-11-25';
const TOMORROW = '2026-11-26';
const CLASS = DEMO.classes[2];
const inClass = `class=${encodeURIComponent(CLASS)}`;

describe.each(TEST_ENGINES)('the office prints barcode sheets on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: { today: TODAY }, today: TODAY });
    teacher = await staffWithRole(t, 'teacher');
  }, 120_000);
  afterAll(() => t.close());

  /** The class's assignments on a day, as the database holds them. */
  const classAssignments = (day: string, className: string = CLASS) =>
    t.handle.db
      .selectFrom('assignments')
      .innerJoin('learners', 'learners.id', 'assignments.learner_id')
      .select(['learners.id', 'learners.name', 'assignments.barcode', 'assignments.perek_index'])
      .where('assignments.day', '=', day)
      .where('learners.class_name', '=', className)
      .orderBy('assignments.perek_index')
      .execute();

  /** Row counts of what printing must never touch. */
  const snapshot = async () => {
    const count = async (table: 'audit_log' | 'assignments' | 'scans' | 'learners') =>
      Number(
        (
          await t.handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const done = await t.handle.db
      .selectFrom('assignments')
      .select((eb) => eb.fn.count<number>('done_at').as('n'))
      .executeTakeFirstOrThrow();
    return {
      audit: await count('audit_log'),
      assignments: await count('assignments'),
      scans: await count('scans'),
      learners: await count('learners'),
      done: Number(done.n),
    };
  };

  it('teachers, the office and owners may print; without a staff session it is 401', async () => {
    for (const role of ['teacher', 'office', 'owner'] as const) {
      const staff = role === 'teacher' ? teacher : await staffWithRole(t, role);
      expect((await staff.get('/api/office/sheets/classes')).statusCode).toBe(200);
      expect((await staff.get(`/api/office/sheets?date=${TOMORROW}&${inClass}`)).statusCode).toBe(
        200,
      );
    }
    for (const url of [
      '/api/office/sheets/classes',
      `/api/office/sheets?date=${TOMORROW}&${inClass}`,
      `/api/office/sheets/${TOMORROW}.pdf?${inClass}`,
    ]) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(401);
      expect(reply.json().message).toBe('Please sign in to the office.');
    }
  });

  it('the class list is the classes of the active learners, with how many children', async () => {
    const reply = await teacher.get('/api/office/sheets/classes');
    const body = reply.json() as SheetClasses;
    expect(body.classes.map((c) => c.name).sort()).toEqual([...DEMO.classes].sort());
    expect(body.classes.every((c) => c.children === 40)).toBe(true);
    expect(body.unclassed).toBe(0);
  });

  it('a teacher opens tomorrow’s sheets for a class: each child’s perakim in catalogue order, the date in Hebrew and English, and Code 128 barcodes at print size', async () => {
    const reply = await teacher.get(`/api/office/sheets?date=${TOMORROW}&${inClass}`);
    expect(reply.statusCode).toBe(200);
    const body = reply.json() as Sheets;
    const hebrew = hebrewDateOf(TOMORROW);
    expect(body.date).toEqual({
      day: TOMORROW,
      civil: 'Thursday 26 November 2026',
      weekday: hebrew.weekday,
      hebrew: hebrew.date,
      parsha: hebrew.parsha,
      full: hebrew.full,
    });
    expect(body.date.full).toBe('יום חמישי, ט״ז כסלו תשפ״ז, פרשת וישלח');
    expect(body.className).toBe(CLASS);

    const rows = await classAssignments(TOMORROW);
    expect(body.sheets).toHaveLength(new Set(rows.map((r) => r.id)).size);
    for (const sheet of body.sheets) {
      expect(sheet.className).toBe(CLASS);
      const own = rows.filter((r) => r.id === sheet.learnerId);
      expect(sheet.name).toBe(own[0]?.name);
      expect(sheet.perakim.map((p) => p.barcode.value)).toEqual(own.map((r) => r.barcode));
      expect(sheet.perakim.map((p) => p.perekIndex)).toEqual(own.map((r) => r.perek_index));
    }
    const names = body.sheets.map((s) => s.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('he').compare));

    const first = body.sheets[0]!.perakim[0]!;
    expect(`${first.masechet} ${first.perek}`).toMatch(/^[\u0590-\u05FF" ]+ פרק [\u05D0-\u05EA]+$/);
    const { svg, widthMm, heightMm, value } = first.barcode;
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<script|\swidth=|\sheight=/);
    const [, modules] = /viewBox="0 0 (\d+)/.exec(svg)!;
    // Code 128 (set C) of 8 digits is 79 modules; 10 modules of quiet zone each side.
    expect(value).toMatch(/^\d{8}$/);
    expect(Number(modules)).toBe(79 + 20);
    expect(widthMm / Number(modules)).toBeGreaterThanOrEqual(0.25);
    expect(heightMm).toBeGreaterThanOrEqual(10);
    // Every bar lies inside the quiet zones (bwip-js strokes each bar centred on its x).
    const edges = [...svg.matchAll(/stroke-width="(\d+)" d="([^"]+)"/g)].flatMap(([, w, d]) =>
      [...d!.matchAll(/M([\d.]+) /g)].map(([, x]) => [
        Number(x) - Number(w) / 2,
        Number(x) + Number(w) / 2,
      ]),
    );
    expect(Math.min(...edges.map(([left]) => left!))).toBe(10);
    expect(Math.max(...edges.map(([, right]) => right!))).toBe(Number(modules) - 10);
  });

  it('one child’s sheet alone; a child of another class is refused in a sentence', async () => {
    const rows = await classAssignments(TOMORROW);
    const child = rows[0]!;
    const one = await teacher.get(`/api/office/sheets?date=${TOMORROW}&learner=${child.id}`);
    expect(one.statusCode).toBe(200);
    const body = one.json() as Sheets;
    expect(body.sheets.map((s) => s.name)).toEqual([child.name]);
    expect(body.className).toBeNull();

    const both = await teacher.get(
      `/api/office/sheets?date=${TOMORROW}&${inClass}&learner=${child.id}`,
    );
    expect((both.json() as Sheets).sheets).toHaveLength(1);

    const other = (await classAssignments(TOMORROW, DEMO.classes[0]))[0]!;
    const refused = await teacher.get(
      `/api/office/sheets?date=${TOMORROW}&${inClass}&learner=${other.id}`,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(`${other.name} is not in ${CLASS}.`);
  });

  it('the PDF has one page per child on A4 or US Letter, Hebrew that reads right to left, and a file name to keep', async () => {
    const children = new Set((await classAssignments(TOMORROW)).map((r) => r.id)).size;
    for (const [paper, size] of [
      ['a4', [595.28, 841.89]],
      ['letter', [612, 792]],
    ] as const) {
      const reply = await teacher.get(
        `/api/office/sheets/${TOMORROW}.pdf?${inClass}&paper=${paper}`,
      );
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      expect(reply.headers['content-disposition']).toBe(
        `attachment; filename="sheets-${TOMORROW}-class.pdf"; ` +
          `filename*=UTF-8''${encodeURIComponent(`sheets-${TOMORROW}-${CLASS}.pdf`)}`,
      );
      const pages = await readPdf(new Uint8Array(reply.rawPayload), 18);
      expect(pages).toHaveLength(children);
      expect(pages[0]!.widthPt).toBeCloseTo(size[0], 1);
      expect(pages[0]!.heightPt).toBeCloseTo(size[1], 1);
    }

    const json = (
      await teacher.get(`/api/office/sheets?date=${TOMORROW}&${inClass}`)
    ).json() as Sheets;
    const sheet = json.sheets[0]!;
    const reply = await teacher.get(
      `/api/office/sheets/${TOMORROW}.pdf?learner=${sheet.learnerId}&paper=letter`,
    );
    expect(reply.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="sheets-${TOMORROW}-child\\.pdf"; filename\\*=UTF-8''`),
    );
    const [page, ...more] = await readPdf(new Uint8Array(reply.rawPayload), 18);
    expect(more).toHaveLength(0);
    // PDF.js returns text in reading order: a Hebrew line drawn in the wrong order comes back
    // reversed, and a font without Hebrew would give nothing or boxes.
    const text = page!.text;
    expect(text).toContain(sheet.name);
    expect(text).toContain(CLASS);
    expect(text).toEqual(expect.arrayContaining(['יום חמישי', 'ט״ז כסלו תשפ״ז', 'פרשת וישלח']));
    expect(text).toContain('Thursday 26 November 2026');
    for (const perek of sheet.perakim) {
      expect(text).toEqual(expect.arrayContaining([perek.masechet, perek.perek]));
    }
  });

  it('a child with many perakim gets two columns and a second page, and every barcode still scans', async () => {
    const rows = await classAssignments(TOMORROW, DEMO.classes[5]);
    const child = rows[0]!;
    const taken = rows.slice(0, 20).map((r) => r.perek_index);
    await t.handle.db
      .updateTable('assignments')
      .set({ learner_id: child.id })
      .where('day', '=', TOMORROW)
      .where('perek_index', 'in', taken)
      .execute();
    const mine = await t.handle.db
      .selectFrom('assignments')
      .select('barcode')
      .where('day', '=', TOMORROW)
      .where('learner_id', '=', child.id)
      .execute();
    const reply = await teacher.get(`/api/office/sheets/${TOMORROW}.pdf?learner=${child.id}`);
    const pages = await readPdf(new Uint8Array(reply.rawPayload), 300);
    expect(pages).toHaveLength(2);
    const decoded = [
      ...(await decodeCode128(pages[0]!.image)),
      ...(await decodeCode128(pages[1]!.image)),
    ];
    expect(decoded.sort()).toEqual(mine.map((m) => m.barcode).sort());
    expect(pages[1]!.text.some((line) => line.includes('(continued)'))).toBe(true);
  });

  it('children with no perakim that day are named, and not printed', async () => {
    const now = new Date().toISOString();
    await t.handle.db
      .insertInto('learners')
      .values({
        name: 'שמעון חדש',
        image_url: null,
        active: true,
        class_name: CLASS,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const body = (
      await teacher.get(`/api/office/sheets?date=${TOMORROW}&${inClass}`)
    ).json() as Sheets;
    expect(body.withoutPerakim.map((c) => c.name)).toEqual(['שמעון חדש']);
    expect(body.sheets.map((s) => s.name)).not.toContain('שמעון חדש');
    const newcomer = body.withoutPerakim[0]!.learnerId;
    const alone = await teacher.get(`/api/office/sheets/${TOMORROW}.pdf?learner=${newcomer}`);
    expect(alone.statusCode).toBe(404);
    expect(alone.json().message).toBe(
      'שמעון חדש has no perakim on Thursday 26 November 2026, so there is nothing to print.',
    );
  });

  it('bad requests are refused with a sentence and change nothing; printing changes no perek and is audited', async () => {
    const before = await snapshot();
    const cases: [string, number, RegExp][] = [
      [`/api/office/sheets?date=2026-02-30&${inClass}`, 400, /date must be a real date/],
      [`/api/office/sheets?date=tomorrow&${inClass}`, 400, /date must be a real date/],
      [`/api/office/sheets?date=${TOMORROW}`, 400, /Choose a class .* or a child/],
      [`/api/office/sheets?date=${TOMORROW}&class=`, 400, /class must not be empty/],
      [`/api/office/sheets?date=${TOMORROW}&learner=abc`, 400, /learner must be a number/],
      [`/api/office/sheets?date=${TOMORROW}&learner=99999`, 404, /no child with that number/],
      [
        `/api/office/sheets?date=${TOMORROW}&class=${encodeURIComponent('כיתה ט׳')}`,
        404,
        /There is no class called “כיתה ט׳”/,
      ],
      [
        `/api/office/sheets?date=2027-06-01&${inClass}`,
        404,
        /^No learning is laid out for Tuesday 1 June 2027, so there are no sheets to print\./,
      ],
      [`/api/office/sheets/${TOMORROW}.pdf?${inClass}&paper=a3`, 400, /paper must be a4 or letter/],
      [`/api/office/sheets/${TOMORROW}.pdf`, 400, /Choose a class/],
      [`/api/office/sheets/2026-13-01.pdf?${inClass}`, 400, /real date/],
      [`/api/office/sheets/${TOMORROW}.png?${inClass}`, 400, /<date>\.pdf/],
      [`/api/office/sheets/2020-01-01.pdf?${inClass}`, 404, /No learning is laid out/],
    ];
    for (const [url, status, message] of cases) {
      const reply = await teacher.get(url);
      expect(reply.statusCode, url).toBe(status);
      expect(reply.json().message, url).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
    // Looking at the sheets changes nothing; downloading them records it (issue 27 §1).
    await teacher.get(`/api/office/sheets?date=${TODAY}&${inClass}`);
    expect(await snapshot()).toEqual(before);
    await teacher.get(`/api/office/sheets/${TODAY}.pdf?${inClass}`);
    expect(await snapshot()).toEqual({ ...before, audit: before.audit + 1 });
  });
});
