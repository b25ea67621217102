import { DONOR_ID_REMINDER_SENT, MAIL_KIND_LABELS, SIGN_IN_LINK_REFUSED } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import crypto from 'node:crypto';
import { loggingMailer } from '../../mail/mail-log.ts';
import { SIGN_IN_LINK_SLOT, type Mailer, type MailMessage } from '../../mail/mailer.ts';
import { signInUrlMinter } from './sign-in-links.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { REMINDERS_PER_EMAIL, REMINDERS_PER_IP } from './donor-id-reminder.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_ENGINES)('"E-mail me my donor ID" and the sign-in link on %s', (engine) => {
  let t: TestApp;
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
    },
    close: () => undefined,
  };
  let ip = 0;
  /** Each test from its own address, so the per-IP limit is only met where it is tested. */
  const fromNewAddress = () => ({ remoteAddress: `10.1.0.${++ip}` });

  beforeAll(async () => {
    t = await createTestApp(engine, {
      demo: {},
      mailer,
      env: { PUBLIC_URL: 'https://zechus.test' },
    });
  }, 120_000);
  afterAll(() => t.close());

  const mailsTo = (email: string) => sent.filter((m) => m.to === email);
  async function mailTo(email: string, count = 1): Promise<MailMessage> {
    for (let i = 0; i < 100 && mailsTo(email).length < count; i++) await sleep(20);
    const mail = mailsTo(email)[count - 1];
    if (!mail) throw new Error(`no e-mail to ${email}`);
    return mail;
  }
  const tokenIn = (mail: MailMessage) => {
    const match = /https:\/\/zechus\.test\/sign-in\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    if (!match?.[1]) throw new Error('no sign-in link in the e-mail');
    return match[1];
  };
  const ask = (email: string, browser = new TestBrowser(t.app), from = fromNewAddress()) =>
    browser.post('/api/donor-id-reminder', { email }, from);
  const signIn = (token: string, browser = new TestBrowser(t.app)) =>
    browser.post('/api/sign-in-link', { token }, fromNewAddress());
  const myPage = (cookie: string | undefined) =>
    t.app.inject({ method: 'GET', url: '/api/my-page', cookies: { zechus_session: cookie ?? '' } });

  it('a known and an unknown address get the same answer; only the known one gets an e-mail', async () => {
    const unknown = await ask('nobody-here@example.org');
    const known = await ask(' Demo@Example.org ');
    for (const reply of [unknown, known]) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ message: DONOR_ID_REMINDER_SENT });
    }
    expect(unknown.body).toBe(known.body);
    const mail = await mailTo(DEMO.donor.email);
    expect(mail.kind).toBe('donor-sign-in-link');
    expect(MAIL_KIND_LABELS['donor-sign-in-link']).toBeTruthy();
    expect(mail.holdsSecret).toBe(true);
    expect(mail.text).toContain(DEMO.donor.donorNumber);
    expect(mail.html).toContain(DEMO.donor.donorNumber);
    expect(mail.html).toContain(`/sign-in/${tokenIn(mail)}`);
    expect(mail.text).toMatch(/works once, for 30 minutes/);
    await sleep(200);
    expect(mailsTo('nobody-here@example.org')).toHaveLength(0);
    // Only the token's digest is stored.
    const rows = await t.handle.db.selectFrom('donor_sign_in_links').selectAll().execute();
    expect(rows.some((row) => row.token_hash === tokenIn(mail))).toBe(false);
    expect(rows.at(-1)?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the link signs the donor in once, then refuses', async () => {
    const before = mailsTo(DEMO.donor.email).length;
    await ask(DEMO.donor.email);
    const token = tokenIn(await mailTo(DEMO.donor.email, before + 1));
    const first = await signIn(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ name: DEMO.donor.name });
    const cookie = first.cookies.find((c) => c.name === 'zechus_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await myPage(cookie?.value)).statusCode).toBe(200);

    const again = await signIn(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(SIGN_IN_LINK_REFUSED);
    expect(again.cookies.find((c) => c.name === 'zechus_session' && c.value)).toBeUndefined();
  });

  it('an expired link and an unknown one refuse and sign no one in', async () => {
    const before = mailsTo(DEMO.donor.email).length;
    await ask(DEMO.donor.email);
    const token = tokenIn(await mailTo(DEMO.donor.email, before + 1));
    await t.handle.db
      .updateTable('donor_sign_in_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    for (const t0 of [token, 'A'.repeat(43)]) {
      const reply = await signIn(t0);
      expect(reply.statusCode).toBe(410);
      expect(reply.json().message).toBe(SIGN_IN_LINK_REFUSED);
      expect(reply.cookies.find((c) => c.name === 'zechus_session' && c.value)).toBeUndefined();
    }
  });

  it('a merged record’s address gets its own donor ID, and the link signs in as the survivor', async () => {
    const survivor = await t.handle.db
      .selectFrom('donors')
      .select(['id', 'name'])
      .where('email', '=', DEMO.donor.email)
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('donors')
      .values({
        donor_number: '987654',
        email: 'old-address@example.org',
        name: 'Old Record',
        phone: null,
        created_at: new Date().toISOString(),
        merged_into_id: survivor.id,
        merged_at: new Date().toISOString(),
      })
      .execute();
    await ask('old-address@example.org');
    const mail = await mailTo('old-address@example.org');
    expect(mail.text).toContain('987654');
    const reply = await signIn(tokenIn(mail));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ name: survivor.name });
    const page = await myPage(reply.cookies.find((c) => c.name === 'zechus_session')?.value);
    expect(page.json().name).toBe(survivor.name);
  });

  it('an address is answered REMINDERS_PER_EMAIL times an hour, known or not; then a plain 429', async () => {
    for (const email of ['counted@example.org', 'DEMO2@example.org']) {
      for (let i = 0; i < REMINDERS_PER_EMAIL; i++) expect((await ask(email)).statusCode).toBe(200);
      const refused = await ask(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^We have already e-mailed this address/);
    }
  });

  it('one network is answered REMINDERS_PER_IP times in ten minutes; then a plain 429', async () => {
    const browser = new TestBrowser(t.app);
    const from = { remoteAddress: '10.2.0.1' };
    for (let i = 0; i < REMINDERS_PER_IP; i++) {
      expect((await ask(`many-${i}@example.org`, browser, from)).statusCode).toBe(200);
    }
    const refused = await ask('many-last@example.org', browser, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests from your network/);
  });

  it('bad input is a 4xx that says what is wrong, and nothing is sent without the CSRF token', async () => {
    for (const body of [{}, { email: 'not-an-address' }, { email: 'a@b.org', extra: 1 }]) {
      const reply = await new TestBrowser(t.app).post(
        '/api/donor-id-reminder',
        body,
        fromNewAddress(),
      );
      expect(reply.statusCode).toBe(400);
    }
    const bad = await new TestBrowser(t.app).post(
      '/api/donor-id-reminder',
      { email: 'not-an-address' },
      fromNewAddress(),
    );
    expect(bad.json().message).toMatch(/valid e-mail address/);
    const shortToken = await signIn('abc');
    expect(shortToken.statusCode).toBe(400);
    expect(shortToken.json().message).toMatch(/not complete/);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/donor-id-reminder',
      payload: { email: DEMO.donor.email },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('the sign-up confirmation and the donation receipt carry a working sign-in link beside the donor ID', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: '/api/plans' })).json() as {
      id: number;
      type: string;
      position: number;
      price: number;
    }[];
    const day = plans.find((plan) => plan.position === 0) ?? plans[0];
    if (!day) throw new Error('no plans');
    const sponsor = `sponsor-${crypto.randomUUID()}@example.org`;
    const signUp = await new TestBrowser(t.app).post(
      '/api/sign-up',
      {
        plan: { id: day.id, type: day.type, kind: 'merit', price: day.price },
        episode: {
          kind: 'merit',
          name: 'יוסף בן שרה',
          date: { month: 3, day: 20, yoirtzeitMonth: 3, yoirtzeitDay: 20 },
        },
        contact: { name: 'Link Sponsor', phone: '+44 20 1234 5678', email: sponsor },
        billing: {
          name: 'Link Sponsor',
          paymentMethod: sandboxPaymentMethod('4242 4242 4242 4242'),
          recurring: false,
        },
      },
      { headers: { 'idempotency-key': crypto.randomUUID() }, ...fromNewAddress() },
    );
    expect(signUp.statusCode, signUp.body).toBe(200);
    const donorNumber = signUp.json().donor.donorId as string;
    const confirmation = await mailTo(sponsor);
    expect(confirmation.kind).toBe('signup-confirmation');
    expect(confirmation.text).toContain(donorNumber);
    expect(confirmation.text).not.toContain(SIGN_IN_LINK_SLOT);
    const fromConfirmation = await signIn(tokenIn(confirmation));
    expect(fromConfirmation.statusCode).toBe(200);
    expect(fromConfirmation.json()).toEqual({ name: 'Link Sponsor' });
    expect((await signIn(tokenIn(confirmation))).statusCode).toBe(410);

    const gift = await new TestBrowser(t.app).post(
      '/api/general-donate',
      {
        billing: {
          name: 'Link Sponsor',
          number: '07700 900123',
          email: sponsor,
          amount: '18',
          paymentMethod: sandboxPaymentMethod('5555 5555 5555 4444'),
          type: 'mastercard',
          postal_code: 'NW11 9AB',
        },
      },
      { headers: { 'idempotency-key': crypto.randomUUID() }, ...fromNewAddress() },
    );
    expect(gift.statusCode, gift.body).toBe(200);
    const receipt = await mailTo(sponsor, 2);
    expect(receipt.kind).toBe('donation-receipt');
    expect(receipt.text).toContain(donorNumber);
    expect(receipt.html).toContain(`/sign-in/${tokenIn(receipt)}`);
    expect((await signIn(tokenIn(receipt))).statusCode).toBe(200);

    // The mail log keeps the slot, never the link; sent again, the receipt has a new one.
    const logged = await t.handle.db
      .selectFrom('mail_log')
      .select(['id', 'message_json'])
      .where('to_address', '=', sponsor)
      .where('kind', '=', 'donation-receipt')
      .executeTakeFirstOrThrow();
    expect(logged.message_json).toContain(SIGN_IN_LINK_SLOT);
    expect(logged.message_json).not.toContain(tokenIn(receipt));
    const resent: MailMessage[] = [];
    const log = loggingMailer(
      { send: async (m) => void resent.push(m), close: () => undefined },
      t.handle.db,
      undefined,
      { signInUrl: signInUrlMinter(t.handle.db, 'https://zechus.test') },
    );
    expect(await log.resend(logged.id)).toBe(true);
    const again = resent[0];
    if (!again) throw new Error('not resent');
    expect(tokenIn(again)).not.toBe(tokenIn(receipt));
    expect((await signIn(tokenIn(again))).statusCode).toBe(200);
  });
});
