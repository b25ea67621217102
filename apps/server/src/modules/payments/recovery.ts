import { sql } from 'kysely';
import { GatewayError, type PaymentGateway } from './gateway/gateway.ts';
import { fulfilPayment, type RecordDeps } from './fulfil.ts';
import { recordCharged } from './payment-records.ts';
import { settleAfterChallenge } from './after-challenge.ts';

export interface RecoveryDeps extends RecordDeps {
  gateway: PaymentGateway;
}

/** What one pass did, for the log and the tests. */
export interface RecoveryPass {
  /** Charges found and recorded into their dedication or donation. */
  recorded: number;
  /** Attempts the processor never charged, closed as such. */
  closed: number;
  /** Attempts left for the next pass or the office (processor unreachable, records failing). */
  left: number;
}

/** A bank's check not finished within a day is taken as abandoned. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const ABANDONED_CHALLENGE =
  'Closed by the recovery job: the bank’s check (3-D Secure) was never finished, so nothing was charged.';

const NOTHING_CHARGED =
  'Closed by the recovery job: the card processor holds no charge under this payment’s key.';

/**
 * Settles payments whose outcome our records lack (issue 10 §1): an attempt still `pending` or
 * `unknown` (the process died while charging, or the processor did not answer), or `charged`
 * but not recorded (the database failed after the charge). Only attempts older than `settledBefore`
 * are touched, so a charge still in progress is left to its request. For each, the processor is
 * asked what it charged under the attempt's idempotency key: a charge is recorded from the order
 * kept on the row (the sponsor gets their confirmation e-mail then); no charge closes the attempt.
 * Any instance may run it at any time: recording is once-only (modules/payments/fulfil.ts).
 */
export async function recoverPayments(
  deps: RecoveryDeps,
  settledBefore: Date,
): Promise<RecoveryPass> {
  const { db, log } = deps;
  const waiting = await db
    .selectFrom('payments')
    .select([
      'id',
      'status',
      'purpose',
      'enrollment_id',
      'idempotency_key',
      'gateway_reference',
      'amount_cents',
      'last_four',
      'created_at',
    ])
    .where('status', 'in', ['pending', 'unknown', 'charged'])
    .where('order_json', 'is not', null)
    .where('created_at', '<', settledBefore.toISOString())
    // The ones looked at longest ago first, so that payments left waiting (a challenge the
    // sponsor has not finished) never keep the others from their turn.
    .orderBy(sql`coalesce(recovered_at, '')`)
    .orderBy('id')
    .limit(100)
    .execute();
  const pass: RecoveryPass = { recorded: 0, closed: 0, left: 0 };
  for (const payment of waiting) {
    try {
      if (payment.status === 'pending' && payment.gateway_reference) {
        // Waiting for its 3-D Secure challenge: the processor says how that ended, if it has.
        const state = await deps.gateway.paymentState(payment.gateway_reference);
        if (state.status === 'waiting') {
          if (Date.parse(payment.created_at) < Date.now() - ABANDONED_AFTER_MS) {
            // A day on, the sponsor has left the bank's check: nothing was charged, and the
            // attempt is closed so that it stops asking for a look.
            await db
              .updateTable('payments')
              .set({ status: 'declined', failure_message: ABANDONED_CHALLENGE })
              .where('id', '=', payment.id)
              .where('status', '=', 'pending')
              .execute();
            pass.closed++;
          } else pass.left++;
        } else {
          const answer = await settleAfterChallenge(deps, payment, state);
          if (answer.statusCode === 200) pass.recorded++;
          else pass.closed++;
        }
        continue;
      }
      if (payment.status !== 'charged') {
        const found = await deps.gateway.findCharge(payment.idempotency_key);
        if (found.status === 'none') {
          await db
            .updateTable('payments')
            .set({ status: 'error', failure_message: NOTHING_CHARGED })
            .where('id', '=', payment.id)
            .where('status', 'in', ['pending', 'unknown'])
            .execute();
          pass.closed++;
          continue;
        }
        await recordCharged(db, payment.id, {
          status: 'approved',
          reference: found.reference,
          brand: '',
          lastFour: '',
          ...(found.reusableToken ? { reusableToken: found.reusableToken } : {}),
        });
      }
      const answer = await fulfilPayment(deps, payment.id);
      if (answer) {
        log.warn({ paymentId: payment.id }, 'a charge without its record was recorded');
        pass.recorded++;
      }
    } catch (err) {
      pass.left++;
      if (!(err instanceof GatewayError)) log.error({ err, paymentId: payment.id }, 'recovery');
    } finally {
      await db
        .updateTable('payments')
        .set({ recovered_at: new Date().toISOString() })
        .where('id', '=', payment.id)
        .execute()
        .catch(() => undefined);
    }
  }
  return pass;
}
