import { describe, expect, it } from 'vitest';
import { cardDataKeyIn, clientSecretSchema, holdsCardNumber, stringsIn } from './processor.ts';

describe('a card number anywhere in a text', () => {
  it.each([
    ['4242424242424242'],
    ['4242 4242 4242 4242'],
    ['4242-4242-4242-4242'],
    ['3782 822463 10005'],
    ['Chana 5555555555554444 Gold'],
    ['call 4000002760003184 today'],
    ['card: 4242424242424242.'],
    ['(5555 5555 5555 4444)'],
    ['אשראי 4242424242424242'],
  ])('is seen in %j', (text) => {
    expect(holdsCardNumber(text)).toBe(true);
  });

  it.each([
    ['+44 20 7946 0001'],
    ['07700 900123'],
    ['4242 4242 4242 4241'], // fails Luhn
    ['1234567890123456'], // no brand, no Luhn
    ['chana@example.org'],
    ['ר׳ משה בן ר׳ אברהם ז״ל'],
    ['pm_sandbox_approved_visa_4242_12_2039_0a1b2c3d'],
    // Digits inside ids and longer numbers are not card numbers.
    ['4242424242424242a'],
    ['x4242424242424242'],
    ['pi_4242424242424242_secret_abc'],
    ['42424242424242420'],
    ['order 04242424242424242'],
    ['e2a1f5c0-4242-4242-4242-424242424242'],
    ['1f4242424242424242ab'],
    ['staff-1764316800000-4242424242424242@example.org'],
  ])('is not seen in %j', (text) => {
    expect(holdsCardNumber(text)).toBe(false);
  });
});

describe('card data in a body', () => {
  it('names the first card key at any depth, in objects and arrays', () => {
    expect(cardDataKeyIn({ billing: { name: 'C', cvv: '123' } })).toBe('cvv');
    expect(cardDataKeyIn({ items: [{ a: 1 }, { exp_month: 12 }] })).toBe('exp_month');
    expect(cardDataKeyIn({ card: undefined })).toBe('card');
  });

  it('finds none in a body that carries only the processor’s PaymentMethod', () => {
    expect(
      cardDataKeyIn({ billing: { name: 'C', paymentMethod: 'pm_x', cardholder: 'C' } }),
    ).toBeUndefined();
    expect(cardDataKeyIn('card')).toBeUndefined();
    expect(cardDataKeyIn(null)).toBeUndefined();
  });

  it('reads every string, keys included, so a number typed as a key is seen too', () => {
    expect([...stringsIn({ a: ['x', { b: 'y' }], c: 3 })]).toEqual(['a', 'x', 'b', 'y', 'c']);
  });
});

describe('a client secret', () => {
  it('is a PaymentIntent’s or SetupIntent’s, and nothing else', () => {
    expect(clientSecretSchema.safeParse('pi_sandbox_0a1b_secret_2c3d').success).toBe(true);
    expect(clientSecretSchema.safeParse('seti_123_secret_abc').success).toBe(true);
    expect(clientSecretSchema.safeParse('pi_123').success).toBe(false);
    expect(clientSecretSchema.safeParse('ch_123_secret_abc').success).toBe(false);
    expect(clientSecretSchema.safeParse('pi_1_secret_a"; drop').success).toBe(false);
  });
});
