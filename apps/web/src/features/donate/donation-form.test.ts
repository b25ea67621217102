import { describe, expect, it } from 'vitest';
import { donationFields, donationRequest } from './donation-form.ts';
import { donationIsComplete } from './donation-rules.ts';

const filled = {
  name: 'Yossi Klein',
  number: '07700 900123',
  email: 'yossi@example.org',
  amount: '180',
  postal_code: '',
};

describe('the donation form', () => {
  it('is complete only when every field but the postal code is filled and valid', () => {
    expect(donationIsComplete(filled)).toBe(true);
    for (const field of ['name', 'number', 'email', 'amount'] as const) {
      expect(donationIsComplete({ ...filled, [field]: '' }), field).toBe(false);
    }
    expect(donationIsComplete({ ...filled, amount: 'lots' })).toBe(false);
  });

  it('sends the amount in dollars as typed, with the card as the processor made it', () => {
    const card = { paymentMethod: 'pm_sandbox_x', brand: 'mastercard' };
    expect(donationRequest({ ...filled, amount: '$1,800' }, card).billing).toMatchObject({
      amount: '1800',
      paymentMethod: 'pm_sandbox_x',
      type: 'mastercard',
      postal_code: '',
    });
    expect(donationFields(filled)).not.toHaveProperty('paymentMethod');
  });
});
