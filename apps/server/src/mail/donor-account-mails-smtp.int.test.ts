import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDonor } from '../modules/my-account/test-helpers.ts';
import { staffWithRole } from '../test/office.ts';
import { createTestApp, donorNumberOf, TestBrowser, type TestApp } from '../test/test-app.ts';
import { signUpRequest } from '../test/sign-up-request.ts';
import { partText, readMime, type MimePart } from './testing/read-mime.ts';
import { mailerTo, startSmtpInbox, type SmtpInbox } from './testing/smtp-inbox.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LINK = /http:\/\/127\.0\.0\.1:4911\/sign-in\/([A-Za-z0-9_-]{43})/;

/**
 * The e-mails around a donor's account that issue 13 added (the old address told of a change on
 * My Page; the donor ID the office sends again, now with a sign-in link), as a real mail server
 * receives them: both parts, the right address, the words that matter.
 */
describe('a donor’s account e-mails through a real SMTP server', () => {
  let smtp: SmtpInbox;
  let t: TestApp;
  let donorNumber: string;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
    t = await createTestApp('sqlite', {
      today: '2026-11-22',
      env: { PUBLIC_URL: 'http://127.0.0.1:4911' },
      mailer: mailerTo(smtp),
    });
    const reply = await t.browser.post('/api/sign-up', signUpRequest(), {
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(reply.statusCode).toBe(200);
    donorNumber = await donorNumberOf(t.handle.db, 'chana@example.org');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The first message received with this subject (confirmations of sign-ups come and go too). */
  const messageWithSubject = async (
    subject: string,
  ): Promise<{ to: string[]; message: MimePart }> => {
    for (let i = 0; i < 250; i++) {
      for (const received of smtp.received) {
        const message = readMime(received.raw);
        if (message.headers.get('subject') === subject) return { to: received.to, message };
      }
      await sleep(20);
    }
    throw new Error(`no e-mail "${subject}" arrived`);
  };

  it('the office sends the donor ID again with a one-click sign-in link that works once', async () => {
    const office = await staffWithRole(t, 'office', 'Rivka Office');
    const donor = await t.handle.db
      .selectFrom('donors')
      .select('id')
      .where('email', '=', 'chana@example.org')
      .executeTakeFirstOrThrow();
    expect((await office.post(`/api/office/donors/${donor.id}/resend-id`, {})).statusCode).toBe(
      200,
    );
    const { to, message } = await messageWithSubject('Your donor ID');
    expect(to).toEqual(['chana@example.org']);
    const text = partText(message, 'text/plain') ?? '';
    const html = partText(message, 'text/html') ?? '';
    expect(text).toContain(`here is your donor ID: ${donorNumber}`);
    const token = LINK.exec(text)?.[1] ?? '';
    expect(html).toContain(`/sign-in/${token}`);
    const signIn = () =>
      new TestBrowser(t.app).post('/api/sign-in-link', { token }, { remoteAddress: '10.9.0.2' });
    expect((await signIn()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(410);
  });

  it('a donor who changes their e-mail on My Page: the old address is told, in both parts', async () => {
    const { client: leah } = await newDonor(t, 'leah@example.org');
    const saved = await leah.send('PUT', '/api/my-page/contact', {
      name: 'Leah Stern',
      phone: '+44 20 7946 0099',
      email: 'leah.stern@example.org',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { to, message } = await messageWithSubject('Your e-mail address with us was changed');
    expect(to).toEqual(['leah@example.org']);
    expect(partText(message, 'text/plain')).toContain('to leah.stern@example.org');
    expect(partText(message, 'text/html')).toContain('<strong>leah.stern@example.org</strong>');
  });
});
