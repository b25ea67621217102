import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestBrowser, type TestApp } from '../test/test-app.ts';
import { signUpRequest } from '../test/sign-up-request.ts';
import { leafParts, partText, readMime } from './testing/read-mime.ts';
import { mailerTo, startSmtpInbox, type SmtpInbox } from './testing/smtp-inbox.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LINK = /http:\/\/127\.0\.0\.1:4910\/sign-in\/([A-Za-z0-9_-]{43})/;

/** The donor-ID e-mail and the confirmation's sign-in link, as a real mail server receives them. */
describe('the sign-in links through a real SMTP server', () => {
  let smtp: SmtpInbox;
  let t: TestApp;
  let donorId: string;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
    t = await createTestApp('sqlite', {
      today: '2026-11-22',
      env: { PUBLIC_URL: 'http://127.0.0.1:4910' },
      mailer: mailerTo(smtp),
    });
    const reply = await t.browser.post('/api/sign-up', signUpRequest(), {
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(reply.statusCode).toBe(200);
    donorId = reply.json().donor.donorId;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const signIn = (token: string) =>
    new TestBrowser(t.app).post('/api/sign-in-link', { token }, { remoteAddress: '10.9.0.1' });

  it('the confirmation’s plain text and HTML carry the same working link beside the donor ID', async () => {
    const message = readMime(smtp.received[0]?.raw ?? Buffer.alloc(0));
    const text = partText(message, 'text/plain') ?? '';
    const html = partText(message, 'text/html') ?? '';
    expect(text).toContain(`Your donor ID is ${donorId}.`);
    const token = LINK.exec(text)?.[1] ?? '';
    expect(html).toContain(`/sign-in/${token}`);
    expect((await signIn(token)).statusCode).toBe(200);
  });

  it('"E-mail me my donor ID" sends plain text and HTML with the donor ID and a link', async () => {
    const reply = await t.browser.post('/api/donor-id-reminder', { email: 'chana@example.org' });
    expect(reply.statusCode).toBe(200);
    for (let i = 0; i < 100 && smtp.received.length < 2; i++) await sleep(20);
    expect(smtp.received[1]?.to).toEqual(['chana@example.org']);
    const message = readMime(smtp.received[1]?.raw ?? Buffer.alloc(0));
    expect(message.headers.get('subject')).toBe('Your donor ID and a link to sign in');
    expect(leafParts(message).map((part) => part.headers.get('content-type'))).toEqual([
      expect.stringMatching(/^text\/plain; charset=utf-8/i),
      expect.stringMatching(/^text\/html; charset=utf-8/i),
    ]);
    const text = partText(message, 'text/plain') ?? '';
    const html = partText(message, 'text/html') ?? '';
    expect(text).toContain(`Here it is: ${donorId}`);
    expect(html).toContain(`<strong>${donorId}</strong>`);
    const token = LINK.exec(text)?.[1] ?? '';
    expect(html).toContain(`/sign-in/${token}`);
    expect((await signIn(token)).statusCode).toBe(200);
    expect((await signIn(token)).statusCode).toBe(410);
  });
});
