import { CARD_DECLINED_MESSAGE } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { paymentFailure } from './payment-failure.ts';

describe('reading a failed charging call', () => {
  it('a decline carries the spec message', () => {
    expect(
      paymentFailure(new ApiError(400, { error: 'card_declined', message: CARD_DECLINED_MESSAGE })),
    ).toEqual({ kind: 'declined', message: CARD_DECLINED_MESSAGE });
    expect(paymentFailure(new ApiError(400, null))).toEqual({
      kind: 'declined',
      message: CARD_DECLINED_MESSAGE,
    });
  });

  it('a bad request names the first issue', () => {
    expect(
      paymentFailure(
        new ApiError(400, {
          error: 'bad_request',
          message: 'Day of Shloishim: too far',
          issues: [{ path: 'episode.date.month', message: 'too far' }],
        }),
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'Day of Shloishim: too far',
      path: 'episode.date.month',
    });
  });

  it('a gateway error shows the server message; anything else a generic one', () => {
    expect(
      paymentFailure(new ApiError(502, { error: 'gateway_error', message: 'Nothing was charged' })),
    ).toEqual({ kind: 'gateway', message: 'Nothing was charged' });
    expect(paymentFailure(new TypeError('Failed to fetch')).kind).toBe('other');
  });
});
