import { certificateFileName, civilDateOf, hebrewDateOf } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { DEMO } from '../../db/seed/demo.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { leafParts, partText, readMime, type MimePart } from '../../mail/testing/read-mime.ts';
import { mailerTo, startSmtpInbox, type SmtpInbox } from '../../mail/testing/smtp-inbox.ts';
import { scanWithToken } from '../../test/live-test-app.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { perekUrl } from '../days/days-test-helpers.ts';
import { readPdf } from '../sheets/testing/read-pdf.ts';

const TODAY = '2026-11-24';
/** The demo's two dedications learned today (its day and its month). */
const TODAYS_NAMES = ['ר׳ אברהם בן יצחק ז״ל', 'מרת שרה בת משה ע״ה'];

/** Marks every open perek of the day done but one, and answers that one's barcode. */
async function allButOneDone(db: Db, day: string): Promise<{ barcode: string; index: number }> {
  const open = await db
    .selectFrom('assignments')
    .select(['barcode', 'perek_index'])
    .where('day', '=', day)
    .where('done_at', 'is', null)
    .orderBy('perek_index', 'desc')
    .execute();
  const last = open[0];
  if (!last) throw new Error(`nothing open on ${day}`);
  await db
    .updateTable('assignments')
    .set({ done_at: new Date().toISOString(), done_source: 'hand' })
    .where('day', '=', day)
    .where('done_at', 'is', null)
    .where('perek_index', '!=', last.perek_index)
    .execute();
  return { barcode: last.barcode, index: last.perek_index };
}

const childrenOf = async (db: Db, day: string) =>
  Number(
    (
      await db
        .selectFrom('assignments')
        .select((eb) => eb.fn.count('learner_id').distinct().as('n'))
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The names of the children who learned on a day. */
const namesOf = async (db: Db, day: string) =>
  (
    await db
      .selectFrom('assignments')
      .innerJoin('learners', 'learners.id', 'assignments.learner_id')
      .select('learners.name')
      .distinct()
      .where('day', '=', day)
      .execute()
  )
    .map((row) => row.name)
    .sort((a, b) => a.localeCompare(b, 'he'));

const pdfOf = (message: MimePart) =>
  leafParts(message).find((part) =>
    part.headers.get('content-type')?.startsWith('application/pdf'),
  );

async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`waited in vain for ${what}`);
}

describe.each(TEST_ENGINES)('the certificate of a completed day on %s', (engine) => {
  let smtp: SmtpInbox;
  let t: TestApp;
  let teacher: StaffClient;
  let last: { barcode: string; index: number };
  /** Sends through the real SMTP server, or fails like a mail server that cannot be reached. */
  let mailServerDown = false;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    const real = mailerTo(smtp);
    const flaky: Mailer = {
      async send(message) {
        if (mailServerDown)
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        await real.send(message);
      },
      close: () => real.close(),
    };
    t = await createTestApp(engine, {
      demo: { today: TODAY },
      today: TODAY,
      mailer: flaky,
      env: { PUBLIC_URL: 'https://zechus.example.org' },
    });
    teacher = await staffWithRole(t, 'owner', 'Rivka Office');
    last = await allButOneDone(t.handle.db, TODAY);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('the 525th perek scanned e-mails each sponsor of the day a PDF certificate with the name, date, the day of the shloishim and the children by name', async () => {
    expect(smtp.received).toHaveLength(0);
    const scan = await scanWithToken(t.app, last.barcode);
    expect(scan.json()).toMatchObject({ result: 'done', chapters_done: 525, chapters_not_done: 0 });
    await waitFor(() => smtp.received.length >= 2, 'two certificates');
    await t.app.certificates.idle();
    expect(smtp.received).toHaveLength(2);

    const hebrew = hebrewDateOf(TODAY);
    const children = await childrenOf(t.handle.db, TODAY);
    const names = await namesOf(t.handle.db, TODAY);
    expect(names.length).toBe(children);
    const texts: string[] = [];
    const subjects: string[] = [];
    for (const mail of smtp.received) {
      expect(mail.to).toEqual([DEMO.donor.email]);
      const message = readMime(mail.raw);
      subjects.push(message.headers.get('subject') ?? '');
      const text = partText(message, 'text/plain') ?? '';
      expect(text).toContain(`${children} children learned the whole Mishnah, all 525 perakim`);
      expect(text).toMatch(/https:\/\/zechus\.example\.org\/my-page\/\d+\?day=\d+/);
      const attachment = pdfOf(message);
      expect(attachment?.headers.get('content-disposition')).toContain(certificateFileName(TODAY));
      const [page, overleaf] = await readPdf(attachment?.bytes ?? new Uint8Array(), 24);
      texts.push(page?.text.join('\n') ?? '');
      expect(page?.widthPt).toBeGreaterThan(page?.heightPt ?? Infinity); // landscape
      // Overleaf, every child who learned, by name (read back in reading order: right to left).
      // As many as one page holds, in Hebrew alphabetical order, then "and N more".
      const overleafText = overleaf?.text ?? [];
      expect(overleafText[0]).toBe('The children who learned');
      const listed = names.filter((name) => overleafText.includes(name));
      const more = Number(/^and (\d+) more$/.exec(overleafText.at(-1) ?? '')?.[1] ?? 0);
      expect(listed.length).toBeGreaterThanOrEqual(Math.min(children, 100));
      expect(listed.length + more).toBe(children);
      expect(listed).toEqual(names.slice(0, listed.length));
    }
    // Each subject names its person: two certificates of one day never share one.
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Certificate of learning for \u2068${TODAYS_NAMES[0]}\u2069: ${civilDateOf(TODAY)}`,
        `Certificate of learning for \u2068${TODAYS_NAMES[1]}\u2069, the 7th day of the shloishim: ${civilDateOf(TODAY)}`,
      ]),
    );
    const [day, month] = texts;
    // PDF.js reads the text back in reading order: a Hebrew line drawn backwards would not match.
    expect(day).toContain(TODAYS_NAMES[0]);
    expect(day).toContain('לעילוי נשמת');
    expect(day).toContain('One day of learning');
    expect(month).toContain(TODAYS_NAMES[1]);
    expect(month).toContain('A month of learning');
    // The demo's shloishim: its Day of Shloishim is 23 days off, so today is its 7th day.
    expect(month).toContain('The 7th day of the shloishim');
    expect(month).not.toMatch(/Day \d+ of/);
    expect(day).not.toMatch(/day of the/);
    for (const text of texts) {
      expect(text).toContain(hebrew.date);
      expect(text).toContain(civilDateOf(TODAY));
      expect(text).toContain(String(children));
      expect(text).toContain('Certificate of Learning');
      expect(text).toContain('Zechus Mishnayos');
    }

    const logged = await t.handle.db
      .selectFrom('mail_log')
      .select(['kind', 'status', 'enrollment_id'])
      .where('kind', '=', 'day-certificate')
      .execute();
    expect(logged).toHaveLength(2);
    expect(logged.every((row) => row.status === 'sent' && row.enrollment_id !== null)).toBe(true);
  });

  it('a perek undone and scanned again does not send the certificates again', async () => {
    const undo = await teacher.post(perekUrl(TODAY, last.index, 'undo'), {});
    expect(undo.statusCode).toBe(200);
    expect((await scanWithToken(t.app, last.barcode)).json().result).toBe('done');
    await t.app.certificates.mailIfComplete(TODAY);
    await t.app.certificates.idle();
    expect(smtp.received).toHaveLength(2);
  });

  it('a send that fails is in the mail log as failed, PDF kept, and the office’s retry delivers it', async () => {
    const yesterday = '2026-11-23';
    // Yesterday's demo learning is complete; one perek taken back and marked again by hand.
    await t.handle.db
      .updateTable('assignments')
      .set({ done_at: null, done_source: null })
      .where('day', '=', yesterday)
      .where('perek_index', '=', 3)
      .execute();
    mailServerDown = true;
    expect((await teacher.post(perekUrl(yesterday, 3, 'done'), {})).statusCode).toBe(200);
    const failed = async () =>
      t.handle.db
        .selectFrom('mail_log')
        .select(['id', 'status', 'error', 'message_json'])
        .where('kind', '=', 'day-certificate')
        .where('status', '=', 'failed')
        .execute();
    await waitFor(async () => (await failed()).length > 0, 'a failed certificate');
    await t.app.certificates.idle();
    const [row] = await failed();
    expect(row?.error).toBe('The mail server could not be reached.');
    expect(row?.message_json).toContain('application/pdf');

    mailServerDown = false;
    const before = smtp.received.length;
    const retry = await teacher.post(`/api/office/attention/mails/${row?.id}/retry`, {});
    expect(retry.statusCode, retry.body).toBe(200);
    expect(smtp.received).toHaveLength(before + 1);
    const resent = readMime(smtp.received[before]?.raw ?? Buffer.alloc(0));
    expect(
      Buffer.from(pdfOf(resent)?.bytes ?? [])
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});
