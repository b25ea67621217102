import { GatewayError, type ChargeRequest, type PaymentGateway } from './gateway/gateway.ts';
import type { StoredAnswer } from '../idempotency/idempotency.ts';
import { actionAnswer, declinedAnswer, gatewayErrorAnswer } from './answers.ts';
import { chargedNotRecordedAnswer, fulfilPayment, type RecordDeps } from './fulfil.ts';
import {
  gatewayFailure,
  recordAwaitingAction,
  recordCharged,
  recordOutcome,
} from './payment-records.ts';

/**
 * Charges a payment whose attempt (with its order) is already stored, and records the outcome.
 * Every way out leaves the money findable (issue 10 §1): a decline or an error is written on
 * the attempt; an approval is written as `charged` at once and then completed into its records;
 * if that fails, the sponsor is told the payment is safe (never asked to pay again) and the
 * recovery job completes it; if even the first write fails, or the process dies, the attempt
 * stays `pending` with its key, and the recovery job asks the processor what it charged.
 * A bank that asks for 3-D Secure leaves the attempt `pending` with the processor's reference;
 * the page opens the challenge and then asks POST /api/payments/confirm (after-challenge.ts).
 */
export async function chargeAndRecord(
  deps: RecordDeps & { gateway: PaymentGateway },
  paymentId: number,
  request: ChargeRequest,
): Promise<StoredAnswer> {
  const { db, log } = deps;
  let charge;
  try {
    charge = await deps.gateway.charge(request);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error({ err: error, paymentId, outcome: error.outcome }, 'card processor failed');
    await recordOutcome(db, paymentId, gatewayFailure(error));
    return gatewayErrorAnswer(error.outcome);
  }
  if (charge.status === 'requires_action') {
    await recordAwaitingAction(db, paymentId, charge.reference);
    return actionAnswer(charge.clientSecret);
  }
  if (charge.status === 'declined') {
    await recordOutcome(db, paymentId, charge);
    return declinedAnswer();
  }
  try {
    await recordCharged(db, paymentId, charge);
    const answer = await fulfilPayment(deps, paymentId);
    if (answer) return answer;
  } catch (err) {
    log.error({ err, paymentId }, 'charged but not recorded: the recovery job completes it');
  }
  return chargedNotRecordedAnswer(request.amountCents, charge.lastFour);
}
