import type Stripe from 'stripe';
import { GatewayError, type ChargeResult, type SavedChargeResult } from './gateway.ts';
import { isUnknownPaymentMethod, stripeSdk, unknownPaymentMethod } from './stripe-sdk.ts';

/*
 * What Stripe's answers come to for us (stripe-gateway.ts): a PaymentIntent read as a charge's
 * result, and an error read as a decline or as a GatewayError that says whether money can have
 * moved.
 */

/** Where a charge had got to when it failed: only a sent confirmation can have moved money. */
export interface ChargeProgress {
  /** The intent whose confirmation has been sent, once it has. */
  confirming: string | undefined;
}

/** The refused card as Stripe names it, for the declined attempt's row. */
const refusedCard = (method: Stripe.PaymentMethod | null | undefined) =>
  method?.card
    ? {
        card: {
          brand: method.card.brand,
          lastFour: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        },
      }
    : {};

/** A PaymentIntent as a charge's result: approved, declined, or waiting for the cardholder. */
export function chargeResult(
  intent: Stripe.PaymentIntent,
  method: Stripe.PaymentMethod | undefined,
  reusableToken: string | undefined,
): ChargeResult {
  if (intent.status === 'processing') {
    throw new GatewayError('Stripe is still processing the payment', {
      outcome: 'unknown',
      reference: intent.id,
    });
  }
  if (intent.status === 'requires_action') {
    return {
      status: 'requires_action',
      reference: intent.id,
      clientSecret: intent.client_secret ?? '',
    };
  }
  if (intent.status !== 'succeeded') {
    return {
      status: 'declined',
      code: intent.last_payment_error?.decline_code ?? intent.status,
      message: intent.last_payment_error?.message ?? 'The payment could not be completed.',
      ...refusedCard(intent.last_payment_error?.payment_method ?? method),
    };
  }
  return approvedCharge(intent, method, reusableToken);
}

export function approvedCharge(
  intent: Stripe.PaymentIntent,
  method: Stripe.PaymentMethod | undefined,
  reusableToken: string | undefined,
): Extract<ChargeResult, { status: 'approved' }> {
  return {
    status: 'approved',
    reference: intent.id,
    brand: method?.card?.brand ?? 'saved',
    lastFour: method?.card?.last4 ?? '',
    ...(method?.card ? { expMonth: method.card.exp_month, expYear: method.card.exp_year } : {}),
    ...(reusableToken ? { reusableToken } : {}),
  };
}

/**
 * A card error is a decline (400). Anything else is a GatewayError (502): "not charged" when
 * it came before the confirmation was sent or Stripe refused the request outright, "unknown"
 * when the confirmation was sent and met a server error or no answer.
 */
export async function guardCharge<T extends ChargeResult | SavedChargeResult>(
  run: (progress: ChargeProgress) => Promise<T>,
): Promise<T | Extract<ChargeResult, { status: 'declined' }>> {
  const progress: ChargeProgress = { confirming: undefined };
  try {
    return await run(progress);
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    if (error instanceof stripeSdk().errors.StripeCardError) {
      return {
        status: 'declined',
        code: error.decline_code ?? error.code ?? 'card_declined',
        message: error.message,
        ...refusedCard(error.payment_method),
      };
    }
    if (isUnknownPaymentMethod(error)) return unknownPaymentMethod;
    const unknown =
      progress.confirming !== undefined &&
      (error instanceof stripeSdk().errors.StripeConnectionError ||
        error instanceof stripeSdk().errors.StripeAPIError);
    throw new GatewayError(
      unknown
        ? 'Stripe did not answer the payment confirmation'
        : 'The card processor could not be reached',
      {
        cause: error,
        outcome: unknown ? 'unknown' : 'not_charged',
        ...(progress.confirming ? { reference: progress.confirming } : {}),
      },
    );
  }
}
