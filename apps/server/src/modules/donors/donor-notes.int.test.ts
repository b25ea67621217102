import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, donorDetailSchema, DONOR_NOTE_MAX, OFFICE_PATHS } from '@zechus/shared';
import { DEMO } from '../../db/seed/demo.ts';
import { auditRows, staffWithRole, type StaffClient } from '../../test/office.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

const TODAY = '2026-11-22';

describe.each(TEST_ENGINES)('a donor’s page holds notes and their messages, on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let teacher: StaffClient;
  let demoId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      demo: { today: TODAY },
      today: TODAY,
      env: { PAYMENT_LIMIT_PER_IP: '1000' },
    });
    office = await staffWithRole(t, 'office', 'Rivka Office');
    teacher = await staffWithRole(t, 'teacher');
    demoId = (
      await t.handle.db
        .selectFrom('donors')
        .select('id')
        .where('email', '=', DEMO.donor.email)
        .executeTakeFirstOrThrow()
    ).id;
  }, 120_000);
  afterAll(() => t.close());

  const note = (id: number, body: unknown, who: StaffClient = office) =>
    who.post(`/api/office/donors/${id}/notes`, body);

  it('the office notes a call, a visit and a letter; the page lists them newest first, each audited', async () => {
    const added = [
      {
        kind: 'letter',
        day: addDays(TODAY, -10),
        text: 'Thank-you letter sent for the yoirtzeit.',
      },
      { kind: 'call', day: TODAY, text: '  Called: asks to move the Teves date.  ' },
      { kind: 'visit', day: addDays(TODAY, -3), text: 'Came to the hall with his son.' },
    ];
    for (const body of added) {
      const reply = await note(demoId, body);
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const page = donorDetailSchema.parse((await office.get(`/api/office/donors/${demoId}`)).json());
    expect(page.notes.map((n) => [n.kind, n.day, n.text, n.writtenBy])).toEqual([
      ['call', TODAY, 'Called: asks to move the Teves date.', 'Rivka Office'],
      ['visit', addDays(TODAY, -3), 'Came to the hall with his son.', 'Rivka Office'],
      ['letter', addDays(TODAY, -10), 'Thank-you letter sent for the yoirtzeit.', 'Rivka Office'],
    ]);
    const audited = (await auditRows(t, 'donors')).filter((r) => r.action === 'donor.note');
    expect(audited).toHaveLength(3);
    expect(audited[0]).toMatchObject({ actor: 'Rivka Office', target_id: String(demoId) });
    expect(audited[0]?.summary).toBe(
      `Noted a visit of ${addDays(TODAY, -3)} with donor ID ${DEMO.donor.donorNumber}`,
    );
  });

  it('a note is refused with a plain reason, and nothing is kept', async () => {
    const before = await rowCounts(t.handle.db);
    const cases: [unknown, number, RegExp][] = [
      [{ kind: 'fax', day: TODAY, text: 'x' }, 400, /a call, a visit, a letter or other/],
      [{ kind: 'call', day: TODAY, text: '   ' }, 400, /Write what the note says/],
      [{ kind: 'call', day: TODAY, text: 'x'.repeat(DONOR_NOTE_MAX + 1) }, 400, /up to 2000/],
      [{ kind: 'call', day: '2026-02-30', text: 'x' }, 400, /real date/],
      [{ kind: 'call', day: addDays(TODAY, 1), text: 'x' }, 400, /today or an earlier day/],
      [{ kind: 'call', day: TODAY, text: 'x', by: 'someone' }, 400, /./],
      [{}, 400, /./],
    ];
    for (const [body, status, message] of cases) {
      const reply = await note(demoId, body);
      expect(reply.statusCode, reply.body).toBe(status);
      expect(reply.json().message).toMatch(message);
    }
    const unknown = await note(999_999, { kind: 'call', day: TODAY, text: 'x' });
    expect(unknown.statusCode).toBe(404);
    // A teacher has no donors area; a merged record takes no notes.
    expect((await note(demoId, { kind: 'call', day: TODAY, text: 'x' }, teacher)).statusCode).toBe(
      403,
    );
    const signUp = await t.browser.post(
      '/api/sign-up',
      signUpRequest({
        contact: { name: 'Dovid Cohen', phone: '+44 20 7946 0001', email: 'dc@work.example.org' },
      }),
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(signUp.statusCode, signUp.body).toBe(200);
    const second = (
      await t.handle.db
        .selectFrom('donors')
        .select('id')
        .where('email', '=', 'dc@work.example.org')
        .executeTakeFirstOrThrow()
    ).id;
    const afterSignUp = await rowCounts(t.handle.db);
    expect(before.donor_notes).toBe(afterSignUp.donor_notes);
    expect(
      (await office.post(`/api/office/donors/${demoId}/merge`, { mergeId: second })).statusCode,
    ).toBe(200);
    const merged = await note(second, { kind: 'call', day: TODAY, text: 'x' });
    expect(merged.statusCode).toBe(409);
    expect((await rowCounts(t.handle.db)).donor_notes).toBe(before.donor_notes);
  });

  it('their contact-form messages show on their page, matched by e-mail, merged records’ too', async () => {
    const send = async (email: string, message: string) => {
      const reply = await t.browser.post('/contact', { name: 'Dovid Cohen', email, message });
      expect(reply.statusCode, reply.body).toBe(200);
    };
    await send(DEMO.donor.email.toUpperCase(), 'Please call me about\nthe yoirtzeit date.');
    await send('dc@work.example.org', 'A question from my work address.');
    await send('someone.else@example.org', 'Not his.');
    const page = donorDetailSchema.parse((await office.get(`/api/office/donors/${demoId}`)).json());
    expect(page.messages.map((m) => [m.email.toLowerCase(), m.preview])).toEqual([
      ['dc@work.example.org', 'A question from my work address.'],
      [DEMO.donor.email, 'Please call me about the yoirtzeit date.'],
    ]);
    // Each leads to the message itself in the messages area.
    const first = page.messages[0]!;
    const opened = await office.get(`/api/office/messages/${first.id}`);
    expect(opened.statusCode).toBe(200);
    expect(`${OFFICE_PATHS.messages}/${first.id}`).toMatch(/^\/office\/messages\/\d+$/);
  });
});
