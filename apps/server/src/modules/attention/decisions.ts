import type { AttentionOutcome } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { dollars } from '../../mail/templates/money.ts';
import { GatewayError } from '../payments/gateway/gateway.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { fulfilPayment } from '../payments/fulfil.ts';
import { recordCharged } from '../payments/payment-records.ts';
import { askAgain } from '../payments/refund-settlement.ts';

/**
 * The decisions a person makes from Needs attention (issue 12). Each claims its item by a
 * conditional update (a double click or two people at once decide once), and each change is
 * audited: in the same transaction where the change is one; right after it where the change
 * is a card charge or an e-mail, which no transaction can hold. Here the payments' and refunds'
 * questions to the card processor; renewals in renewal-decisions.ts, e-mails in mail-decision.ts.
 */

export type DecisionDeps = OfficeDeps & { log: FastifyBaseLogger };

export const settledAlready = (what: string): AttentionOutcome => ({
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
