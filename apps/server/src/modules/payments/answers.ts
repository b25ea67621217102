import { CARD_DECLINED_MESSAGE, type PaymentAction } from '@zechus/shared';
import type { GatewayErrorOutcome } from './gateway/gateway.ts';
import type { StoredAnswer } from '../idempotency/idempotency.ts';

/** Spec §8: a decline is a 400 with this message; the billing form reopens. */
export const declinedAnswer = (): StoredAnswer => ({
  statusCode: 400,
  body: { error: 'card_declined', message: CARD_DECLINED_MESSAGE },
});

/**
 * The bank wants the cardholder to prove who they are (3-D Secure): the page opens the
 * challenge with this secret, then asks POST /api/payments/confirm how it ended. Kept under the
 * request's key until then, so a repeated Confirm opens the same challenge, never a new charge.
 */
export const actionAnswer = (clientSecret: string): StoredAnswer => ({
  statusCode: 200,
  body: { requiresAction: { clientSecret } } satisfies PaymentAction,
});

/**
 * The processor failed (502). The same request may be sent again with the same idempotency key:
 * it then reaches the processor again, and a payment that did go through is found, not repeated
 * (docs/decisions/0007). Only when the card was never sent to be charged does it say so.
 */
export const gatewayErrorAnswer = (outcome: GatewayErrorOutcome): StoredAnswer => ({
  statusCode: 502,
  body: {
    error: 'gateway_error',
    message:
      outcome === 'not_charged'
        ? 'We could not reach the card processor, and nothing was charged. Please try again in a few minutes.'
        : 'The card processor did not confirm your payment, so we cannot yet tell whether your card was charged. Please try again in a few minutes: trying again will not charge your card twice.',
  },
});

/**
 * 400 from a check made before anything is recorded or charged (not kept under the key). The
 * message is a sentence for the sponsor; the path (for the screen to place it) is in `issues`.
 */
export const badRequestAnswer = (path: string, message: string): StoredAnswer => ({
  statusCode: 400,
  body: { error: 'bad_request', message, issues: [{ path, message }] },
  refusedBeforeWork: true,
});
