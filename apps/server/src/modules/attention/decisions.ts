import type { AttentionOutcome } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { renewalCandidates, renewEnrollment } from '../payments/renewals.ts';
import type { LoggingMailer } from '../../mail/mail-log.ts';
import { dollars } from '../../mail/templates/money.ts';
import { GatewayError } from '../payments/gateway/gateway.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { fulfilPayment } from '../payments/fulfil.ts';
import { recordCharged } from '../payments/payment-records.ts';
import { askAgain } from '../payments/refund-settlement.ts';
import { MAIL_STALE_MS, RENEWAL_GIVE_UP_FAILURES } from './queue.ts';

/**
 * The decisions a person makes from Needs attention (issue 12). Each claims its item by a
 * conditional update (a double click or two people at once decide once), and each change is
 * audited: in the same transaction where the change is one; right after it where the change
 * is a card charge or an e-mail, which no transaction can hold.
 */

export type DecisionDeps = OfficeDeps & { log: FastifyBaseLogger };

const settledAlready = (what: string): AttentionOutcome => ({
  resolved: true,
  message: `Nothing to do: ${what}`,
});

/**
 * "Ask the card processor" about a payment whose outcome we lack, with the key it was charged
 * under: a charge found is recorded into its dedication or donation exactly as the recovery job
 * does (modules/payments/fulfil.ts); none found closes the attempt as void.
 */
export async function askAboutPayment(
  deps: DecisionDeps,
  staff: AuditActor,
  paymentId: number,
): Promise<AttentionOutcome> {
  const { db } = deps;
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'status', 'idempotency_key', 'amount_cents', 'created_at', 'order_json'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) throw new HttpError(404, 'not_found', `There is no payment number ${paymentId}.`);
  if (!['pending', 'unknown', 'charged'].includes(payment.status) || !payment.order_json) {
    return settledAlready('this payment is already settled.');
  }
  const amount = dollars(payment.amount_cents);
  if (payment.status !== 'charged') {
    let found;
    try {
      found = await deps.gateway.findCharge(payment.idempotency_key);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return {
        resolved: false,
        message:
          'The card processor could not be reached. Nothing was changed; please ask again later.',
      };
    }
    if (found.status === 'none') {
      // A processor's search may lag a new charge (Stripe's: up to a minute): "none" is only
      // believed once the payment is older than the recovery job's wait.
      const age = Date.now() - new Date(payment.created_at).getTime();
      if (age < deps.paymentRecoveryAfterSeconds * 1000) {
        return {
          resolved: false,
          message:
            'The card processor holds no charge for this payment yet, but its records can lag a new payment. Nothing was changed; please ask again in a few minutes.',
        };
      }
      const closed = await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('payments')
          .set({
            status: 'void',
            failure_message: `Closed from Needs attention: the card processor holds no charge under this payment’s key.`,
          })
          .where('id', '=', paymentId)
          .where('status', 'in', ['pending', 'unknown'])
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false;
        await recordAudit(trx, staff, {
          area: 'attention',
          action: 'payment.void',
          targetId: paymentId,
          summary: `Closed payment ${paymentId} (${amount}) as void: the card processor holds no charge for it`,
          before: { status: payment.status },
          after: { status: 'void' },
        });
        return true;
      });
      return closed
        ? {
            resolved: true,
            message: `The card processor holds no charge for this payment: nothing was charged. It is closed as void.`,
          }
        : settledAlready('this payment was settled meanwhile.');
    }
    await recordCharged(db, paymentId, {
      status: 'approved',
      reference: found.reference,
      brand: '',
      lastFour: '',
      ...(found.reusableToken ? { reusableToken: found.reusableToken } : {}),
    });
  }
  let answer;
  try {
    answer = await fulfilPayment({ ...deps, log: deps.log }, paymentId, (trx) =>
      recordAudit(trx, staff, {
        area: 'attention',
        action: 'payment.complete',
        targetId: paymentId,
        summary: `Completed payment ${paymentId} (${amount}): the card processor had charged it, and it is now recorded`,
        before: { status: payment.status },
        after: { status: 'approved' },
      }),
    );
  } catch (err) {
    deps.log.error({ err, paymentId }, 'a charge found from Needs attention could not be recorded');
    return {
      resolved: false,
      message: `The card processor did charge ${amount}, but it could not be recorded just now. It stays here; please ask again in a few minutes.`,
    };
  }
  if (!answer) return settledAlready('this payment was recorded meanwhile.');
  const kind = readKind(payment.order_json);
  return {
    resolved: true,
    message: `The card processor had charged ${amount}. The ${kind} is now recorded and the sponsor has been e-mailed.`,
  };
}

const readKind = (orderJson: string): string =>
  (JSON.parse(orderJson) as { type?: string }).type === 'donation' ? 'donation' : 'dedication';

/** The anniversary a given-up renewal was for, from its last attempt's key. */
async function failedAnniversary(deps: DecisionDeps, enrollmentId: number): Promise<string | null> {
  const last = await deps.db
    .selectFrom('payments')
    .select('idempotency_key')
    .where('enrollment_id', '=', enrollmentId)
    .where('purpose', '=', 'renewal')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return /^renewal:\d+:(\d{4}-\d{2}-\d{2}):/.exec(last?.idempotency_key ?? '')?.[1] ?? null;
}

/** "Retry now": the saved card charged once more, through the renewal job's own path. */
export async function retryRenewal(
  deps: DecisionDeps,
  staff: AuditActor,
  enrollmentId: number,
): Promise<AttentionOutcome> {
  const { db } = deps;
  const candidate = await renewalCandidates(db)
    .where('enrollments.id', '=', enrollmentId)
    .executeTakeFirst();
  if (!candidate) {
    throw new HttpError(404, 'not_found', `There is no dedication number ${enrollmentId}.`);
  }
  const anniversary = await failedAnniversary(deps, enrollmentId);
  if (!anniversary) return settledAlready('this dedication has no failed renewal to retry.');
  // Claims the retry: a second click finds it claimed (renewal_retry_on set) and does nothing.
  const claimed = await db
    .updateTable('enrollments')
    .set({ renewal_retry_on: deps.today() })
    .where('id', '=', enrollmentId)
    .where('renewal_failures', '>=', RENEWAL_GIVE_UP_FAILURES)
    .where('recurring', '=', false)
    .where('renewal_retry_on', 'is', null)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    return settledAlready('this renewal was decided meanwhile.');
  }
  const result = await renewEnrollment(
    { ...deps, publicUrl: deps.publicUrl },
    { ...candidate, next_charge_on: anniversary },
    deps.today(),
    { mailOnGiveUp: false },
  );
  const amount = dollars(candidate.price_cents);
  await recordAudit(db, staff, {
    area: 'attention',
    action: 'renewal.retry',
    targetId: enrollmentId,
    summary:
      result === 'renewed'
        ? `Retried the yearly renewal of the dedication for ${candidate.name}: ${amount} charged, renewed`
        : result === 'waiting_for_donor'
          ? `Retried the yearly renewal of the dedication for ${candidate.name}: waiting for the donor to confirm with their bank`
          : `Retried the yearly renewal of the dedication for ${candidate.name}: the card failed again`,
    before: { recurring: false, renewalFailures: candidate.renewal_failures },
    after:
      result === 'renewed'
        ? { recurring: true, renewalFailures: 0 }
        : { recurring: false, renewalFailures: candidate.renewal_failures + 1 },
  });
  return result === 'renewed'
    ? {
        resolved: true,
        message: `The saved card was charged ${amount}. The dedication is renewed for the coming year and the donor has been e-mailed.`,
      }
    : result === 'waiting_for_donor'
      ? {
          resolved: false,
          message: `The donor’s bank wants them to confirm this payment themselves; nothing was charged. They have been e-mailed a link to do it.`,
        }
      : {
          resolved: false,
          message: `The saved card failed again; nothing was charged. You may retry later or stop renewing.`,
        };
}

/** "Stop renewing": the dedication is not renewed again, and leaves the queue. */
export async function stopRenewal(
  deps: DecisionDeps,
  staff: AuditActor,
  enrollmentId: number,
): Promise<AttentionOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('enrollments')
      .select(['id', 'name', 'renewal_failures'])
      .where('id', '=', enrollmentId)
      .executeTakeFirst();
    if (!row)
      throw new HttpError(404, 'not_found', `There is no dedication number ${enrollmentId}.`);
    const moved = await trx
      .updateTable('enrollments')
      .set({ renewal_failures: 0 })
      .where('id', '=', enrollmentId)
      .where('renewal_failures', '>=', RENEWAL_GIVE_UP_FAILURES)
      .where('recurring', '=', false)
      .where('renewal_retry_on', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1)
      return settledAlready('this renewal was decided meanwhile.');
    await recordAudit(trx, staff, {
      area: 'attention',
      action: 'renewal.stop',
      targetId: enrollmentId,
      summary: `Stopped renewing the dedication for ${row.name} after its renewal failed`,
      before: { recurring: false, renewalFailures: row.renewal_failures },
      after: { recurring: false, renewalFailures: 0 },
    });
    return {
      resolved: true,
      message: 'The dedication will not be renewed. Its learning dates stay as they are.',
    };
  });
}

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

/** "Ask again" about a refund the card processor did not answer: the same key, never twice. */
export async function askAboutRefund(
  deps: DecisionDeps,
  staff: AuditActor,
  refundId: number,
): Promise<AttentionOutcome> {
  const outcome = await askAgain(deps, refundId, staff);
  return {
    resolved: outcome.status !== 'unknown' && outcome.status !== 'pending',
    message: outcome.message,
  };
}
