import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer } from '../mailer.ts';

/** A message as a mail server received it: the envelope's recipients and the raw bytes. */
export interface ReceivedMail {
  to: string[];
  raw: Buffer;
}

export interface SmtpInbox {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server inside the test (the `smtp-server` package), on a free local port — or on
 * `port`, to bring a mail server that a test closed back where the app's mailer looks for it.
 */
export function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      let closed: Promise<void> | undefined;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => (closed ??= new Promise<void>((done) => server.close(() => done()))),
      });
    });
  });
}

/** The app's real mailer (nodemailer over SMTP) sending to this inbox, as production would. */
export const mailerTo = (inbox: SmtpInbox): Mailer =>
  createMailer({
    smtpUrl: inbox.url,
    from: 'Zechus <no-reply@zechus.org>',
    outboxDir: '/nonexistent',
  });
