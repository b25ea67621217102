import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createMailer } from '../../mail/mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A real SMTP server inside the test: what the office's mail server would receive. */
function startSmtpServer() {
  const received: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.server.address() as AddressInfo;
        let closed: Promise<void> | undefined;
        resolve({
          url: `smtp://127.0.0.1:${port}`,
          received,
          close: () => (closed ??= new Promise<void>((done) => server.close(() => done()))),
        });
      });
    },
  );
}

describe('contact messages over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp('sqlite', {
      mailer: createMailer({
        smtpUrl: smtp.url,
        from: 'Zechus <no-reply@zechus.org>',
        outboxDir: '/nonexistent',
      }),
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
    expect(smtp.received[0]?.data).toContain('Subject: =?UTF-8?');
    expect(smtp.received[0]?.data).toContain('dir=3D"auto"');
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
