import type { AttentionOutcome } from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import type { LoggingMailer } from '../../mail/mail-log.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { settledAlready, type DecisionDeps } from './decisions.ts';
import { MAIL_STALE_MS } from './queue.ts';

// Needs attention's decision about an e-mail that could not be sent (decisions.ts says how every
// decision claims its item and is audited).

const isLoggingMailer = (mailer: OfficeDeps['mailer']): mailer is LoggingMailer =>
  typeof (mailer as Partial<LoggingMailer>).resend === 'function';

/** "Retry" an e-mail that could not be sent: the same message, counted on its row. */
export async function retryMail(
  deps: DecisionDeps,
  staff: AuditActor,
  mailId: number,
): Promise<AttentionOutcome> {
  const { db, mailer } = deps;
  if (!isLoggingMailer(mailer)) {
    throw new HttpError(409, 'no_mail_log', 'This server keeps no mail log to send from.');
  }
  const row = await db
    .selectFrom('mail_log')
    .select(['id', 'kind', 'to_address', 'status', 'attempts', 'message_json'])
    .where('id', '=', mailId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', `There is no e-mail number ${mailId}.`);
  if (!row.message_json) {
    throw new HttpError(
      409,
      'mail_not_kept',
      'This e-mail held a sign-in link and was not kept; send a new link instead.',
    );
  }
  const stale = new Date(Date.now() - MAIL_STALE_MS).toISOString();
  const claimed = await db
    .updateTable('mail_log')
    .set({ status: 'sending' })
    .where('id', '=', mailId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'failed'),
        eb.and([eb('status', '=', 'sending'), eb('created_at', '<', stale)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1)
    return settledAlready('this e-mail was sent meanwhile.');
  let sent = true;
  try {
    await mailer.resend(mailId);
  } catch (err) {
    sent = false;
    deps.log.warn({ err, mailId }, 'an e-mail retried from Needs attention failed again');
  }
  const after = await db
    .selectFrom('mail_log')
    .select(['status', 'attempts', 'error'])
    .where('id', '=', mailId)
    .executeTakeFirstOrThrow();
  await recordAudit(db, staff, {
    area: 'attention',
    action: 'mail.retry',
    targetId: mailId,
    summary: `Sent the e-mail to ${row.to_address} again: ${sent ? 'it went' : 'it failed again'}`,
    before: { status: row.status, attempts: row.attempts },
    after: { status: after.status, attempts: after.attempts },
  });
  return sent
    ? { resolved: true, message: `The e-mail to ${row.to_address} has been sent.` }
    : {
        resolved: false,
        message: `The e-mail could not be sent again: ${after.error ?? 'no reason given'}`,
      };
}
