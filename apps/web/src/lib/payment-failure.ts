import { CARD_DECLINED_MESSAGE } from '@zechus/shared';
import { ApiError, isApiError } from './api.ts';

/** What went wrong with a charging call (sign-up or donation), as the screen reports it. */
export type PaymentFailure =
  | { kind: 'declined'; message: string }
  | { kind: 'invalid'; message: string; path: string | null }
  | { kind: 'gateway'; message: string }
  | { kind: 'other'; message: string };

/**
 * No answer we can read: the request may have failed before the server charged, or after (a
 * 500 can follow an approved charge), so the text claims neither. Sending the same details
 * again reuses the attempt's idempotency key, which never charges twice.
 */
const UNCONFIRMED =
  'Sorry, something went wrong and we could not confirm your payment. Please check your e-mail for a confirmation, or try again: sending the same details again will not charge your card twice.';

/** A 400 is answered before anything is charged. */
const CHECK_DETAILS = 'Please check the details you entered and try again. Nothing was charged.';

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Reads the server's answer (spec §8 and the error bodies of POST /api/sign-up). */
export function paymentFailure(error: unknown): PaymentFailure {
  if (!isApiError(error)) return { kind: 'other', message: UNCONFIRMED };
  const body = record(error.body);
  const code = text(body?.error);
  const message = text(body?.message);
  if (code === 'card_declined' || (error.status === 400 && code === null)) {
    return { kind: 'declined', message: message ?? CARD_DECLINED_MESSAGE };
  }
  if (error.status === 400 || code === 'bad_request') {
    const issues = Array.isArray(body?.issues) ? body.issues : [];
    const first = record(issues[0]);
    const path = text(first?.path) ?? (Array.isArray(first?.path) ? first.path.join('.') : null);
    const detail = text(first?.message);
    // The first issue's own sentence: the combined message names fields by their paths.
    return {
      kind: 'invalid',
      message: detail ?? message ?? CHECK_DETAILS,
      path,
    };
  }
  // 202: charged, and the server is still completing the record (it says so; never pay again).
  if (error.status === 502 || code === 'gateway_error' || code === PAYMENT_BEING_RECORDED) {
    return { kind: 'gateway', message: message ?? UNCONFIRMED };
  }
  // A server error's own text is written for every endpoint; for a payment it must say more.
  if (error.status >= 500) return { kind: 'other', message: UNCONFIRMED };
  return { kind: 'other', message: message ?? UNCONFIRMED };
}

/** The server's code for "charged, the record follows" (a 202 kept under the request's key). */
export const PAYMENT_BEING_RECORDED = 'payment_being_recorded';

/**
 * A charging call's 2xx answer, checked: a 202 saying the payment is still being recorded is
 * not a confirmation, and reaches the form as a failure carrying the server's words.
 */
export function paidAnswer<T>(parse: (data: unknown) => T, data: unknown): T {
  const code = record(data)?.error;
  if (code === PAYMENT_BEING_RECORDED) throw new ApiError(202, data);
  return parse(data);
}
