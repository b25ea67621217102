import { describe, expect, it } from 'vitest';
import { shownFailure } from './shown-failure.ts';

describe('a payment’s failure words', () => {
  it('are gone once the payment is paid, even when an older row still holds them', () => {
    const lost = 'The card processor did not answer; it may have charged.';
    expect(shownFailure('approved', lost)).toBeNull();
    expect(shownFailure('charged', lost)).toBeNull();
  });

  it('stay on a payment that did not go through', () => {
    expect(shownFailure('declined', 'The card was declined.')).toBe('The card was declined.');
    expect(shownFailure('pending', null)).toBeNull();
  });
});
