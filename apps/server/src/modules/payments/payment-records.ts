import type { Db } from '../../db/database.ts';
import type { ChargeResult, GatewayError, SavedChargeResult } from './gateway/gateway.ts';
import type { PaidOrder } from './orders.ts';

/**
 * The payments table: one row per attempt. What it keeps of a card is its brand, last four and
 * expiry — never the number or the CVV (DESIGN.md §3 Payments). An attempt's status:
 * - `pending`: written before the card processor is called, with the order and the key;
 * - `charged`: the processor took the money and the records are not yet written;
 * - `approved`: charged and recorded (at most one attempt per key);
 * - `declined`, `error` (nothing charged), `unknown` (no answer: maybe charged);
 * - `superseded`: the same charge as another attempt of the key, recorded there.
 * A payment whose bank asked for 3-D Secure stays `pending` with the processor's reference until
 * the page's challenge ends (modules/payments/after-challenge.ts).
 * `pending`, `charged` and `unknown` rows are what modules/payments/recovery.ts settles.
 */
export async function recordAttempt(
  db: Db,
  attempt: {
    purpose: 'enrollment' | 'donation' | 'renewal';
    amountCents: number;
    /** A saved card's brand and last four (a renewal), for the receipt. A card paid in the page
     * is known by brand and last four once the processor has answered (recordCharged). */
    savedCard?: {
      brand: string;
      lastFour: string;
      expMonth: number | null;
      expYear: number | null;
    };
    gateway: string;
    idempotencyKey: string;
    donorId?: number | null;
    enrollmentId?: number | null;
    /** What the payment buys, so that a charge can be recorded from this row alone. */
    order?: PaidOrder;
  },
): Promise<number> {
  const previous = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idempotency_key', '=', attempt.idempotencyKey)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('payments')
    .values({
      donor_id: attempt.donorId ?? null,
      enrollment_id: attempt.enrollmentId ?? null,
      donation_id: null,
      purpose: attempt.purpose,
      amount_cents: attempt.amountCents,
      currency: 'usd',
      brand: attempt.savedCard?.brand ?? null,
      last_four: attempt.savedCard?.lastFour || null,
      exp_month: attempt.savedCard?.expMonth ?? null,
      exp_year: attempt.savedCard?.expYear ?? null,
      status: 'pending',
      gateway: attempt.gateway,
      gateway_reference: null,
      gateway_token: null,
      idempotency_key: attempt.idempotencyKey,
      failure_message: null,
      attempt: Number(previous.n) + 1,
      created_at: new Date().toISOString(),
      order_json: attempt.order ? JSON.stringify(attempt.order) : null,
      recovered_at: null,
      cardholder_token: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A failed attempt as the payments table keeps it: 'error' when nothing was charged, 'unknown'
 * when the charge was sent and no answer came (the same key must be used to find out).
 */
export interface FailedAttempt {
  status: 'error' | 'unknown';
  message: string;
  /** The gateway's payment, when one was made: staff can look it up there. */
  reference?: string;
}

/** A gateway error, recorded so staff can tell "nothing charged" from "outcome unknown". */
export function gatewayFailure(error: GatewayError): FailedAttempt {
  return {
    status: error.outcome === 'unknown' ? 'unknown' : 'error',
    message: error.message,
    ...(error.reference ? { reference: error.reference } : {}),
  };
}

/** The bank asked for 3-D Secure: the payment waits, pending, under the processor's reference. */
export async function recordAwaitingAction(
  db: Db,
  paymentId: number,
  reference: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ gateway_reference: reference })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .execute();
}

export async function recordOutcome(
  db: Db,
  paymentId: number,
  outcome: Exclude<SavedChargeResult, { status: 'needs_cardholder' }> | FailedAttempt,
  links: { donorId?: number; enrollmentId?: number; donationId?: number } = {},
): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      status: outcome.status,
      ...(outcome.status === 'approved'
        ? { gateway_reference: outcome.reference, gateway_token: outcome.reusableToken ?? null }
        : {
            failure_message: outcome.message,
            // The refused card, when the processor names it (the office reads which card it was).
            ...('card' in outcome && outcome.card
              ? {
                  brand: outcome.card.brand,
                  last_four: outcome.card.lastFour,
                  exp_month: outcome.card.expMonth ?? null,
                  exp_year: outcome.card.expYear ?? null,
                }
              : {}),
            ...('reference' in outcome && outcome.reference
              ? { gateway_reference: outcome.reference }
              : {}),
          }),
      ...(links.donorId !== undefined ? { donor_id: links.donorId } : {}),
      ...(links.enrollmentId !== undefined ? { enrollment_id: links.enrollmentId } : {}),
      ...(links.donationId !== undefined ? { donation_id: links.donationId } : {}),
    })
    .where('id', '=', paymentId)
    .execute();
}

/**
 * The processor took the money: its reference is written at once, on its own, before the
 * records are made — if they then fail, the row says what was charged and the recovery job
 * completes it (modules/payments/fulfil.ts).
 */
export async function recordCharged(
  db: Db,
  paymentId: number,
  charge: Extract<ChargeResult, { status: 'approved' }>,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      status: 'charged',
      // A lost answer's words ("did not answer; it may have charged") are no longer true once the
      // charge is found; the audit keeps the history.
      failure_message: null,
      gateway_reference: charge.reference,
      gateway_token: charge.reusableToken ?? null,
      ...(charge.brand && charge.brand !== 'saved' ? { brand: charge.brand } : {}),
      ...(charge.lastFour ? { last_four: charge.lastFour } : {}),
      ...(charge.expMonth ? { exp_month: charge.expMonth, exp_year: charge.expYear ?? null } : {}),
    })
    .where('id', '=', paymentId)
    .where('status', 'in', ['pending', 'unknown'])
    .execute();
}
