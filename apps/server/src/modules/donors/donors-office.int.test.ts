import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorDetailSchema, donorListSchema, type DonorDetail } from '@zechus/shared';
import { DEMO } from '../../db/seed/demo.ts';
import { auditRows, staffWithRole, type StaffClient } from '../../test/office.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { createTestApp, donorNumberOf, readOutbox, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

const TODAY = '2026-11-22';
const SECOND_ADDRESS = 'dovid.cohen@work.example.org';

describe.each(TEST_ENGINES)('the office looks after donors on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let demoId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      demo: { today: TODAY },
      today: TODAY,
      env: { LOGIN_LIMIT_PER_IP: '1000', PAYMENT_LIMIT_PER_IP: '1000' },
    });
    office = await staffWithRole(t, 'office', 'Rivka Office');
    demoId = (
      await t.handle.db
        .selectFrom('donors')
        .select('id')
        .where('email', '=', DEMO.donor.email)
        .executeTakeFirstOrThrow()
    ).id;
    // The same person signs up again from another address: a second donor record.
    const signUp = await t.browser.post(
      '/api/sign-up',
      signUpRequest({
        contact: { name: 'Dovid Cohen', phone: '+44 20 7946 0001', email: SECOND_ADDRESS },
      }),
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(signUp.statusCode, signUp.body).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  const detail = async (id: number): Promise<DonorDetail> => {
    const reply = await office.get(`/api/office/donors/${id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return donorDetailSchema.parse(reply.json());
  };
  const idOf = async (email: string) =>
    (
      await t.handle.db
        .selectFrom('donors')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const login = (email: string, id: string) => t.browser.post('/api/login', { email, id });

  it('the office lists and searches donors by name, e-mail and donor ID', async () => {
    const all = donorListSchema.parse((await office.get('/api/office/donors')).json());
    expect(all.total).toBe(2);
    expect(all.rows.find((r) => r.id === demoId)).toMatchObject({ dedications: 3, donations: 0 });
    const byId = await office.get(`/api/office/donors?search=${DEMO.donor.donorNumber}`);
    expect(donorListSchema.parse(byId.json()).rows.map((r) => r.id)).toEqual([demoId]);
    const byMail = await office.get('/api/office/donors?search=WORK.example');
    expect(donorListSchema.parse(byMail.json()).rows.map((r) => r.email)).toEqual([SECOND_ADDRESS]);
    const sorted = await office.get('/api/office/donors?sort=email&dir=desc&pageSize=1');
    expect(donorListSchema.parse(sorted.json())).toMatchObject({ total: 2, pageSize: 1 });
  });

  it('the detail shows the donor’s dedications and payments', async () => {
    const demo = await detail(demoId);
    expect(demo.dedicationList.map((d) => d.id).sort()).toEqual([1, 2, 3]);
    expect(demo.payments).toHaveLength(3);
    expect(demo.payments[0]).toMatchObject({
      brand: 'visa',
      lastFour: '4242',
      status: 'succeeded',
      refunded: 0,
    });
    expect(demo.mergedInto).toBeNull();
  });

  it('the office edits contact details; an address another donor has is a plain 409', async () => {
    const second = await idOf(SECOND_ADDRESS);
    const clash = await office.send('PATCH', `/api/office/donors/${second}`, {
      name: 'Dovid Cohen',
      email: DEMO.donor.email.toUpperCase(),
      phone: '',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'email_taken' });
    expect(clash.json().message).toContain(DEMO.donor.donorNumber);

    const saved = await office.send('PATCH', `/api/office/donors/${demoId}`, {
      name: 'Dovid Cohen',
      email: DEMO.donor.email,
      phone: '+44 20 7946 0999',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(donorDetailSchema.parse(saved.json()).phone).toBe('+44 20 7946 0999');
    const [row] = await auditRows(t, 'donors');
    expect(row).toMatchObject({ action: 'donor.update', actor: 'Rivka Office' });
    expect(JSON.parse(row!.after!)).toMatchObject({ phone: '+44 20 7946 0999' });
  });

  it('the office e-mails a donor their donor ID again', async () => {
    const before = readOutbox(t.outboxDir).length;
    const reply = await office.post(`/api/office/donors/${demoId}/resend-id`, {});
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ sentTo: DEMO.donor.email });
    const mails = readOutbox(t.outboxDir);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain(`To: ${DEMO.donor.email}`);
    expect(mail).toContain('Subject: Your donor ID');
    expect(mail).toContain(DEMO.donor.donorNumber);
    // A donor who phoned because they could not log in gets straight in with one tap.
    expect(mail.replace(/=\r?\n/g, '')).toMatch(/\/sign-in\/[A-Za-z0-9_-]{43}/);
    expect((await auditRows(t, 'donors'))[0]?.action).toBe('donor.resend-id');
    // It is listed on the donor's page, from the mail log.
    expect((await detail(demoId)).emails[0]).toMatchObject({
      kind: 'donor-id-reminder',
      to: DEMO.donor.email,
      status: 'sent',
    });
  });

  it('merging joins the history under the survivor, ends the merged sessions, and the old donor ID still logs in', async () => {
    const second = await idOf(SECOND_ADDRESS);
    const secondNumber = await donorNumberOf(t.handle.db, SECOND_ADDRESS);
    const session = await login(SECOND_ADDRESS, secondNumber);
    expect(session.statusCode).toBe(200);
    const oldCookie = session.cookies.find((c) => c.name === 'zechus_session')!.value;

    const merged = await office.post(`/api/office/donors/${demoId}/merge`, { mergeId: second });
    expect(merged.statusCode, merged.body).toBe(200);
    const survivor = donorDetailSchema.parse(merged.json());
    expect(survivor.donorNumber).toBe(DEMO.donor.donorNumber);
    expect(survivor.dedicationList).toHaveLength(4);
    expect(survivor.payments).toHaveLength(4);
    expect(survivor.merged).toEqual([
      expect.objectContaining({ id: second, donorNumber: secondNumber, email: SECOND_ADDRESS }),
    ]);
    // The e-mails sent to the merged record join the survivor's too.
    expect(survivor.emails.map((m) => [m.kind, m.to])).toEqual(
      expect.arrayContaining([
        ['signup-confirmation', SECOND_ADDRESS],
        ['donor-id-reminder', DEMO.donor.email],
      ]),
    );
    // The merged record is a signpost, no longer listed.
    expect((await detail(second)).mergedInto).toEqual({
      id: demoId,
      donorNumber: DEMO.donor.donorNumber,
    });
    const listed = donorListSchema.parse((await office.get('/api/office/donors')).json());
    expect(listed.rows.map((r) => r.id)).toEqual([demoId]);

    // Its session ended; its e-mail and donor ID now open the survivor's page.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/my-page',
      cookies: { zechus_session: oldCookie },
    });
    expect(stale.statusCode).toBe(403);
    const again = await login(SECOND_ADDRESS, secondNumber);
    expect(again.statusCode, again.body).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/my-page',
      cookies: { zechus_session: again.cookies.find((c) => c.name === 'zechus_session')!.value },
    });
    expect(page.json()).toMatchObject({ donorId: DEMO.donor.donorNumber });
    expect((page.json() as { enrollments: unknown[] }).enrollments).toHaveLength(4);

    const [row] = await auditRows(t, 'donors');
    expect(row?.action).toBe('donor.merge');
    expect(row?.summary).toContain(`donor ID ${DEMO.donor.donorNumber} remains`);

    // Merged once is enough; and a merged record is not edited.
    expect(
      (await office.post(`/api/office/donors/${demoId}/merge`, { mergeId: second })).statusCode,
    ).toBe(409);
    expect(
      (
        await office.send('PATCH', `/api/office/donors/${second}`, {
          name: 'X',
          email: 'x@example.org',
          phone: '',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('two opposite merges at the same moment let exactly one through, and every dedication keeps a login', async () => {
    const newDonor = async (email: string) => {
      const reply = await t.browser.post(
        '/api/sign-up',
        signUpRequest({ contact: { name: 'Chaya Weiss', phone: '+44 20 7946 0002', email } }),
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
      expect(reply.statusCode, reply.body).toBe(200);
      return idOf(email);
    };
    const a = await newDonor('chaya.a@example.org');
    const b = await newDonor('chaya.b@example.org');
    const [aIntoB, bIntoA] = await Promise.all([
      office.post(`/api/office/donors/${b}/merge`, { mergeId: a }),
      office.post(`/api/office/donors/${a}/merge`, { mergeId: b }),
    ]);
    expect([aIntoB.statusCode, bIntoA.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.handle.db
      .selectFrom('donors')
      .select(['id', 'merged_into_id'])
      .where('id', 'in', [a, b])
      .execute();
    // One survives, unmerged; the other points at it.
    const survivors = rows.filter((r) => r.merged_into_id === null);
    expect(survivors).toHaveLength(1);
    const survivor = survivors[0]?.id;
    expect(rows.find((r) => r.id !== survivor)?.merged_into_id).toBe(survivor);
    // Both dedications are the survivor's, on a donor the office's list still shows.
    const owners = await t.handle.db
      .selectFrom('enrollments')
      .select('donor_id')
      .where('donor_id', 'in', [a, b])
      .execute();
    expect(owners.map((o) => o.donor_id)).toEqual([survivor, survivor]);
    const list = donorListSchema.parse(
      (await office.get('/api/office/donors?pageSize=100')).json(),
    );
    expect(list.rows.filter((r) => r.id === a || r.id === b).map((r) => r.id)).toEqual([survivor]);
  });

  it('a sign-up from the merged address joins the survivor', async () => {
    const signUp = await t.browser.post(
      '/api/sign-up',
      signUpRequest({
        contact: { name: 'Dovid Cohen', phone: '+44 20 7946 0001', email: SECOND_ADDRESS },
      }),
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect((await detail(demoId)).dedicationList).toHaveLength(5);
  });
});
