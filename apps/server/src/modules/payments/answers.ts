import { CARD_DECLINED_MESSAGE } from '@zechus/shared';
import type { StoredAnswer } from '../idempotency/idempotency.ts';

/** Spec §8: a decline is a 400 with this message; the billing form reopens. */
export const declinedAnswer = (): StoredAnswer => ({
  statusCode: 400,
  body: { error: 'card_declined', message: CARD_DECLINED_MESSAGE },
});

/** The processor failed: nothing was charged, and the same request may be sent again. */
export const gatewayErrorAnswer = (): StoredAnswer => ({
  statusCode: 502,
  body: {
    error: 'gateway_error',
    message:
      'We could not reach the card processor, and nothing was charged. Please try again in a few minutes.',
  },
});

export const badRequestAnswer = (path: string, message: string): StoredAnswer => ({
  statusCode: 400,
  body: { error: 'bad_request', message: `${path}: ${message}`, issues: [{ path, message }] },
});
