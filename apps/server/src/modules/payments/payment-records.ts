import { cardDigits, detectCardBrand, parseExpiry } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import type { CardDetails, ChargeResult, GatewayError } from '../../payments/gateway.ts';

/**
 * The payments table: one row per attempt. What it keeps of a card is its brand, last four and
 * expiry — never the number or the CVV (DESIGN.md §3 Payments).
 */
export function cardDetails(input: {
  name: string;
  card: string;
  expire: string;
  cvv: string;
  postalCode?: string;
}): CardDetails {
  const expiry = parseExpiry(input.expire);
  if (!expiry) throw new Error('expiry was validated before reaching the gateway');
  return {
    number: cardDigits(input.card),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: input.cvv.trim(),
    name: input.name,
    ...(input.postalCode ? { postalCode: input.postalCode } : {}),
  };
}

export async function recordAttempt(
  db: Db,
  attempt: {
    purpose: 'enrollment' | 'donation' | 'renewal';
    amountCents: number;
    card: CardDetails | null;
    gateway: string;
    idempotencyKey: string;
    donorId?: number | null;
    enrollmentId?: number | null;
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
      brand: attempt.card ? (detectCardBrand(attempt.card.number)?.brand ?? 'unknown') : null,
      last_four: attempt.card ? attempt.card.number.slice(-4) : null,
      exp_month: attempt.card?.expMonth ?? null,
      exp_year: attempt.card?.expYear ?? null,
      status: 'pending',
      gateway: attempt.gateway,
      gateway_reference: null,
      gateway_token: null,
      idempotency_key: attempt.idempotencyKey,
      failure_message: null,
      attempt: Number(previous.n) + 1,
      created_at: new Date().toISOString(),
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

export async function recordOutcome(
  db: Db,
  paymentId: number,
  outcome: ChargeResult | FailedAttempt,
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
