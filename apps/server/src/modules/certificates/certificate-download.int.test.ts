import { addDays, certificateFileName, CERTIFICATE_NOT_READY, hebrewDateOf } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { readPdf } from '../sheets/testing/read-pdf.ts';

const TODAY = '2026-11-24';
/** The demo's month of learning (shloishim): its first date, six days ago, is complete. */
const MONTH = 2;

describe.each(TEST_ENGINES)('a sponsor downloads a certificate on %s', (engine) => {
  let t: TestApp;
  let session: Record<string, string>;
  let otherSession: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: { today: TODAY }, today: TODAY });
    const signIn = async (email: string, id: string) => {
      const login = await new TestBrowser(t.app).post('/api/login', { email, id });
      return {
        zechus_session: login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '',
      };
    };
    session = await signIn(DEMO.donor.email, DEMO.donor.donorNumber);
    await t.handle.db
      .insertInto('donors')
      .values({
        donor_number: '200002',
        email: 'other@example.org',
        name: 'Other Donor',
        phone: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    otherSession = await signIn('other@example.org', '200002');
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, cookies = session) => t.app.inject({ method: 'GET', url, cookies });

  it('the certificate of a completed date is a PDF with the name, the dates, the plan and the children', async () => {
    const reply = await get(`/api/enrollment/${MONTH}/certificate?day=1`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const day = addDays(TODAY, -6);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="${certificateFileName(day)}"`,
    );
    const [page] = await readPdf(new Uint8Array(reply.rawPayload), 24);
    const text = page?.text.join('\n') ?? '';
    expect(text).toContain('מרת שרה בת משה ע״ה');
    expect(text).toContain(hebrewDateOf(day).date);
    expect(text).toContain('A month of learning');
    // Its first date is the first of the thirty days (the Day of Shloishim is its 30th).
    expect(text).toContain('The 1st day of the shloishim');
  });

  it('a date not finished yet, a date the dedication lacks, and another donor’s dedication are 404', async () => {
    const today = await get(`/api/enrollment/${MONTH}/certificate?day=7`);
    expect(today.statusCode).toBe(404);
    expect(today.json().message).toBe(CERTIFICATE_NOT_READY);
    expect((await get(`/api/enrollment/${MONTH}/certificate?day=31`)).statusCode).toBe(404);
    const theirs = await get(`/api/enrollment/${MONTH}/certificate?day=1`, otherSession);
    const unknown = await get(`/api/enrollment/999999/certificate?day=1`, otherSession);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(theirs.headers['content-type']).toMatch(/json/);
  });

  it('without a session it is the usual 403 that sends the visitor to log in; bad input is a 400', async () => {
    const reply = await get(`/api/enrollment/${MONTH}/certificate?day=1`, {});
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error).toBe('not_logged_in');
    expect((await get('/api/enrollment/abc/certificate')).statusCode).toBe(400);
    expect((await get(`/api/enrollment/${MONTH}/certificate?_id=-1`)).statusCode).toBe(400);
  });
});
