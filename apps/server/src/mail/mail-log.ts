import type { MailLogEntry } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { SIGN_IN_LINK_SLOT, type Mailer, type MailMessage } from './mailer.ts';
import { withReminderStopLink } from './reminder-stop-slot.ts';

/**
 * The mail log (issue 12): every e-mail the app sends is a row of `mail_log` — which template,
 * to whom, about which donor, dedication, donation or payment, whether it went, why not in plain
 * words, and the rendered message so the office can send it again. One wrapper around the
 * Mailer, where the Mailer is made (server.ts, the tests' app), so no sender can forget it.
 * Never card data: the templates carry at most a card's last four. A message that holds a secret
 * (a staff member's sign-in link) is logged without its text and cannot be sent again from here.
 */

/** What is kept to send a message again: the message as the transport gets it. */
type StoredMessage = Pick<
  MailMessage,
  'to' | 'subject' | 'text' | 'html' | 'replyTo' | 'headers' | 'attachments'
>;

/** Tells the log to send an earlier row again, counting the attempt on that row. */
export interface MailRetry {
  retryOf: number;
}

export interface LoggingMailer extends Mailer {
  /**
   * Sends a logged message again (the office's "Retry"); its row becomes sent or stays failed
   * with the new error. False when there is no such row or its text was not kept.
   */
  resend(mailLogId: number): Promise<boolean>;
}

/** An error of the mail transport as a person reads it (never a stack). */
export function plainMailError(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  if (e.code === 'ECONNREFUSED' || e.code === 'ESOCKET' || e.code === 'ECONNECTION') {
    return 'The mail server could not be reached.';
  }
  if (e.code === 'ETIMEDOUT') return 'The mail server did not answer in time.';
  if (e.code === 'EAUTH') return 'The mail server refused our sign-in.';
  if (e.code === 'EENVELOPE') return 'The mail server refused the address.';
  if (typeof e.responseCode === 'number') {
    return `The mail server refused the message (${e.responseCode}${e.response ? `: ${e.response}` : ''}).`.slice(
      0,
      300,
    );
  }
  return (e.message ?? String(error)).slice(0, 300) || 'The e-mail could not be sent.';
}

export interface LoggingMailerOptions {
  /** Mints a donor's one-click sign-in link (its full address) for SIGN_IN_LINK_SLOT. */
  signInUrl?: (donorId: number) => Promise<string>;
  /** Mints a reminder's one-click stop link (its full address) for REMINDER_STOP_LINK_SLOT. */
  reminderStopUrl?: (enrollmentId: number) => Promise<string>;
  /** Where a line per e-mail goes (sent or failed): never its address or text (mailLogLine). */
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * What the process log says of an e-mail: its mail log row (the office finds the rest there),
 * its template and the recipient's domain (a provider refusing mail shows) — never the address,
 * the subject (it may name a child) or the text (it may hold a sign-in link).
 */
const mailLogLine = (rowId: number | undefined, kind: string, to: string) => ({
  mailId: rowId ?? null,
  kind,
  toDomain: to.slice(to.lastIndexOf('@') + 1).replace(/>.*$/, ''),
});

/** Wraps a Mailer so that everything it sends is logged. */
export function loggingMailer(
  inner: Mailer,
  db: Db,
  onLogError: (error: unknown) => void = () => undefined,
  options: LoggingMailerOptions = {},
): LoggingMailer {
  /**
   * The message with a fresh sign-in link in its slot. Without a donor or a minter the slot
   * cannot be filled: the sentence around it is left out rather than sent with a dead link.
   */
  const withSignInLink = async <M extends StoredMessage>(
    message: M,
    donorId: number | null,
  ): Promise<M> => {
    if (!message.text.includes(SIGN_IN_LINK_SLOT) && !message.html.includes(SIGN_IN_LINK_SLOT)) {
      return message;
    }
    if (donorId === null || !options.signInUrl) {
      const dropLines = (body: string) =>
        body
          .split('\n')
          .filter((line) => !line.includes(SIGN_IN_LINK_SLOT))
          .join('\n');
      return { ...message, text: dropLines(message.text), html: dropLines(message.html) };
    }
    const url = await options.signInUrl(donorId);
    return {
      ...message,
      text: message.text.replaceAll(SIGN_IN_LINK_SLOT, url),
      html: message.html.replaceAll(SIGN_IN_LINK_SLOT, url),
    };
  };

  /** A log write that fails must never stop an e-mail: it is reported and passed over. */
  const quietly = async <T>(write: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await write();
    } catch (error) {
      onLogError(error);
      return undefined;
    }
  };

  const deliver = async (
    rowId: number | undefined,
    message: MailMessage,
    donorId: number | null,
    enrollmentId: number | null,
    kind: string,
  ): Promise<void> => {
    const line = mailLogLine(rowId, kind, message.to);
    try {
      const filled = await withReminderStopLink(
        await withSignInLink(message, donorId),
        enrollmentId,
        options.reminderStopUrl,
      );
      await inner.send(filled);
    } catch (error) {
      // A mail server's refusal may quote the address: only its domain is kept.
      const reason = plainMailError(error).replace(/[^\s<>"'@]+@/g, '…@');
      options.log?.warn({ mail: line, reason }, 'e-mail failed');
      if (rowId !== undefined) {
        await quietly(() =>
          db
            .updateTable('mail_log')
            .set({ status: 'failed', error: plainMailError(error) })
            .where('id', '=', rowId)
            .execute(),
        );
      }
      throw error;
    }
    options.log?.info({ mail: line }, 'e-mail sent');
    if (rowId !== undefined) {
      await quietly(() =>
        db
          .updateTable('mail_log')
          .set({ status: 'sent', error: null, sent_at: new Date().toISOString() })
          .where('id', '=', rowId)
          .execute(),
      );
    }
  };

  return {
    async send(message) {
      const stored: StoredMessage = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      };
      const links = message.links ?? {};
      const row = await quietly(() =>
        db
          .insertInto('mail_log')
          .values({
            kind: message.kind ?? 'other',
            to_address: message.to,
            subject: message.subject,
            donor_id: links.donorId ?? null,
            enrollment_id: links.enrollmentId ?? null,
            donation_id: links.donationId ?? null,
            payment_id: links.paymentId ?? null,
            status: 'sending',
            error: null,
            attempts: 1,
            message_json: message.holdsSecret ? null : JSON.stringify(stored),
            created_at: new Date().toISOString(),
            sent_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      await deliver(
        row?.id,
        message,
        links.donorId ?? null,
        links.enrollmentId ?? null,
        message.kind ?? 'other',
      );
    },

    async resend(mailLogId) {
      const row = await db
        .selectFrom('mail_log')
        .select(['message_json', 'kind', 'donor_id', 'enrollment_id'])
        .where('id', '=', mailLogId)
        .executeTakeFirst();
      if (!row?.message_json) return false;
      const message = JSON.parse(row.message_json) as StoredMessage;
      await db
        .updateTable('mail_log')
        .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1) }))
        .where('id', '=', mailLogId)
        .execute();
      await deliver(mailLogId, message, row.donor_id, row.enrollment_id, row.kind);
      return true;
    },

    close: () => inner.close(),
  };
}

/** The log's rows as the office reads them, newest first. */
async function readLog(
  db: Db,
  filter: { column: 'donor_id' | 'enrollment_id' | 'payment_id'; id: number },
): Promise<MailLogEntry[]> {
  const rows = await db
    .selectFrom('mail_log')
    .select([
      'id',
      'kind',
      'to_address',
      'subject',
      'status',
      'error',
      'attempts',
      'created_at',
      'sent_at',
    ])
    .where(filter.column, '=', filter.id)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status as MailLogEntry['status'],
    error: row.error,
    attempts: row.attempts,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
}

/** The e-mails sent to or about a donor (their donor page), newest first, at most 200. */
export const mailsForDonor = (db: Db, donorId: number) =>
  readLog(db, { column: 'donor_id', id: donorId });

/** The e-mails about a dedication (its page), newest first, at most 200. */
export const mailsForEnrollment = (db: Db, enrollmentId: number) =>
  readLog(db, { column: 'enrollment_id', id: enrollmentId });

/** The e-mails about a payment (its page: receipts, refund receipts), newest first, at most 200. */
export const mailsForPayment = (db: Db, paymentId: number) =>
  readLog(db, { column: 'payment_id', id: paymentId });
