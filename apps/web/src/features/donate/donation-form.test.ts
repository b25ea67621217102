import { describe, expect, it } from 'vitest';
import { donationRequest } from './donation-form.ts';
import { donationIsComplete } from './donation-rules.ts';

const filled = {
  name: 'Yossi Klein',
  number: '07700 900123',
  email: 'yossi@example.org',
  amount: '180',
  card: '5555 5555 5555 4444',
  expire: '01/39',
  cvv: '321',
  postal_code: '',
};

describe('the donation form', () => {
  it('is complete only when every field but the postal code is filled and valid', () => {
    expect(donationIsComplete(filled)).toBe(true);
    for (const field of ['name', 'number', 'email', 'amount', 'card', 'expire', 'cvv'] as const) {
      expect(donationIsComplete({ ...filled, [field]: '' }), field).toBe(false);
    }
    expect(donationIsComplete({ ...filled, amount: 'lots' })).toBe(false);
  });

  it('sends the amount in dollars as typed, with the detected brand', () => {
    expect(donationRequest({ ...filled, amount: '$1,800' }).billing).toMatchObject({
      amount: '1800',
      type: 'mastercard',
      postal_code: '',
    });
  });
});
