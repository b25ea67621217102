import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partText, readMime } from '../../mail/testing/read-mime.ts';
import { mailerTo, startSmtpInbox, type SmtpInbox } from '../../mail/testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('contact messages over SMTP', () => {
  let smtp: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
    t = await createTestApp('sqlite', {
      mailer: mailerTo(smtp),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('the office mail server receives the message with the Hebrew name intact', async () => {
    const reply = await t.browser.post('/contact', {
      name: 'משה כהן',
      email: 'moshe@example.org',
      message: 'Please call me about a yoirtzeit.',
    });
    expect(reply.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['office@zechus.org']);
    const mail = readMime(smtp.received[0]?.raw ?? Buffer.alloc(0));
    expect(mail.headers.get('subject')).toBe('Contact form: משה כהן');
    expect(partText(mail, 'text/plain')).toContain('Name: משה כהן');
    expect(partText(mail, 'text/html')).toMatch(/<span dir="(auto|rtl)"[^>]*>משה כהן<\/span>/);
  });

  it('when the mail server is down the message is still kept, marked as not mailed', async () => {
    await smtp.close();
    const reply = await t.browser.post('/contact', {
      name: 'Leah',
      email: 'leah@example.org',
      message: 'Is this reaching you?',
    });
    expect(reply.statusCode).toBe(200);
    const kept = await t.handle.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'leah@example.org')
      .executeTakeFirst();
    expect(kept?.message).toBe('Is this reaching you?');
    expect(kept?.mailed_at).toBeNull();
  });
});
