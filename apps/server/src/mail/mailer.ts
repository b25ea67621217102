import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';

/** Which template an e-mail came from, as the mail log names it (mail/mail-log.ts). */
export type MailKind =
  | 'signup-confirmation'
  | 'donation-receipt'
  | 'refund-receipt'
  | 'learning-starts'
  | 'contact-to-office'
  | 'renewal-failed'
  | 'renewal-needs-cardholder'
  | 'renewal-succeeded'
  | 'staff-welcome'
  | 'donor-id-reminder'
  | 'donor-sign-in-link'
  | 'day-certificate'
  | 'learning-reminder'
  | 'donor-email-changed'
  | 'daily-mourning'
  | 'daily-mail-confirm'
  | 'date-moved'
  | 'dedication-cancelled';

/** The records an e-mail concerns, kept with it in the mail log. */
export interface MailLinks {
  donorId?: number | null;
  enrollmentId?: number | null;
  donationId?: number | null;
  paymentId?: number | null;
}

/**
 * Where a template wants the donor's one-click sign-in link (issue 13 §3). The mail log fills in
 * a freshly minted link at each sending (the first and any resend) and keeps the message with
 * this slot, so no live link is ever stored and a resent e-mail still carries one that works.
 */
export const SIGN_IN_LINK_SLOT = '{{sign-in-link}}';

/**
 * Where a reminder wants its one-click "stop these reminders" link (decision 0025): in the body
 * and in the List-Unsubscribe header. Filled like the sign-in link, with a fresh link at each
 * sending, so the stored copy holds no working token.
 */
export const REMINDER_STOP_LINK_SLOT = '{{reminder-stop-link}}';

/**
 * A file sent with an e-mail (a reminder's calendar entry, a certificate's PDF). Its content is
 * text — base64 for a binary file — so the mail log can keep it with the message and an office
 * "Retry" sends it again.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/** One e-mail: always plain text and HTML (DESIGN.md §3 E-mails). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers (a reminder's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** For the mail log: the template (set by each template) … */
  kind?: MailKind;
  /** … the records it concerns (set by the caller) … */
  links?: MailLinks;
  /** … and whether it holds a secret (a sign-in link): then its text is never kept. */
  holdsSecret?: boolean;
}

/** What goes to nodemailer: the message without the mail log's fields. */
const transportFields = ({
  to,
  subject,
  text,
  html,
  replyTo,
  headers,
  attachments,
}: MailMessage) => ({
  to,
  subject,
  text,
  html,
  ...(replyTo ? { replyTo } : {}),
  ...(headers ? { headers } : {}),
  ...(attachments?.length ? { attachments } : {}),
});

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  /** Where .eml files go when no SMTP server is configured. */
  outboxDir: string;
}

/**
 * nodemailer is loaded at the first e-mail, not at start (about 50 ms and 15 MB; decision 0015),
 * and each transport is made once.
 */
function lazyTransport<T extends Transporter<unknown>>(make: (loaded: typeof nodemailer) => T) {
  let transport: Promise<T> | undefined;
  let made: T | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then((module) => (made = make(module.default)))),
    close: () => made?.close(),
  };
}

/**
 * Real MIME mail through nodemailer: SMTP when SMTP_URL is set, otherwise the same message
 * rendered to an .eml file in the outbox folder, so it can be opened and inspected locally.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const smtp = lazyTransport<Transporter<SMTPTransport.SentMessageInfo>>((nodemailer) =>
      nodemailer.createTransport(smtpUrl),
    );
    return {
      async send(message) {
        await (await smtp.get()).sendMail({ from: options.from, ...transportFields(message) });
      },
      close: smtp.close,
    };
  }
  const stream = lazyTransport<Transporter<StreamTransport.SentMessageInfo>>((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (
        await stream.get()
      ).sendMail({ from: options.from, ...transportFields(message) });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(options.outboxDir, file), info.message as Buffer);
    },
    close: stream.close,
  };
}
