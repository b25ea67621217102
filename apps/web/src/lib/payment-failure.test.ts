import { CARD_DECLINED_MESSAGE } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { paidAnswer, paymentFailure } from './payment-failure.ts';

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

  it('a bad request gives the first issue’s own sentence, never a field path', () => {
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
      message: 'too far',
      path: 'episode.date.month',
    });
  });

  it('a payment charged but still being recorded is not a confirmation: the form shows what the server says', () => {
    const body = {
      error: 'payment_being_recorded',
      message: 'Your payment of $180 went through … Please do not pay again.',
    };
    let thrown: unknown;
    try {
      paidAnswer(() => 'confirmation', body);
    } catch (error) {
      thrown = error;
    }
    expect(paymentFailure(thrown)).toEqual({ kind: 'gateway', message: body.message });
    expect(paidAnswer((data) => data, { donor: {} })).toEqual({ donor: {} });
  });

  it('a gateway error shows the server message', () => {
    expect(
      paymentFailure(new ApiError(502, { error: 'gateway_error', message: 'Nothing was charged' })),
    ).toEqual({ kind: 'gateway', message: 'Nothing was charged' });
  });

  it.each([
    [
      'a server error that may follow an approved charge',
      new ApiError(500, {
        error: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      }),
    ],
    ['a 502 without a message', new ApiError(502, null)],
    ['no answer at all', new TypeError('Failed to fetch')],
  ])('%s never claims that nothing was charged', (_label, error) => {
    const { message } = paymentFailure(error);
    expect(message).not.toMatch(/nothing was charged/i);
    expect(message).toMatch(/could not confirm your payment/);
    expect(message).toMatch(/will not charge your card twice/);
  });

  it('a bad request without a message says so, and that nothing was charged', () => {
    expect(paymentFailure(new ApiError(400, { error: 'bad_request' }))).toEqual({
      kind: 'invalid',
      message: 'Please check the details you entered and try again. Nothing was charged.',
      path: null,
    });
  });
});
