import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_LOOKS, paymentStatusLook } from './payment-status.ts';

/** Every status the server stores today (apps/server/src/modules/payments/payment-records.ts). */
const STORED = ['pending', 'charged', 'approved', 'declined', 'error', 'unknown', 'superseded'];

describe('a payment’s status in the office’s words', () => {
  it('has words of its own for every stored status, written as a sentence starts', () => {
    for (const status of STORED) {
      expect(Object.hasOwn(PAYMENT_STATUS_LOOKS, status), status).toBe(true);
      expect(paymentStatusLook(status).label, status).toMatch(/^[A-Z][^_]*$/);
    }
  });

  it('says what an office manager asks first: paid, refused, or not known yet', () => {
    expect(paymentStatusLook('approved')).toMatchObject({ label: 'Paid', tone: 'good' });
    expect(paymentStatusLook('declined')).toMatchObject({ label: 'Declined', tone: 'bad' });
    expect(paymentStatusLook('error')).toMatchObject({ label: 'Failed', tone: 'bad' });
    expect(paymentStatusLook('unknown')).toMatchObject({
      label: 'Outcome unknown',
      tone: 'waiting',
    });
    expect(paymentStatusLook('pending')).toMatchObject({
      label: 'Awaiting answer',
      tone: 'waiting',
    });
  });

  it('knows the refund and resolution states of the payment state machine (DESIGN.md §6)', () => {
    expect(paymentStatusLook('succeeded').label).toBe('Paid');
    expect(paymentStatusLook('failed').label).toBe('Failed');
    expect(paymentStatusLook('void').label).toBe('Nothing charged');
    expect(paymentStatusLook('refunded').label).toBe('Refunded');
    expect(paymentStatusLook('partially_refunded').label).toBe('Partly refunded');
  });

  it('still shows a status it does not know, in words and neutral', () => {
    expect(paymentStatusLook('requires_capture')).toMatchObject({
      label: 'Requires capture',
      tone: 'off',
    });
    expect(paymentStatusLook('').label).toBe('Not recorded');
    // Not fooled by the names every object has.
    expect(paymentStatusLook('constructor').label).toBe('Constructor');
    expect(paymentStatusLook('toString').label).toBe('ToString');
  });
});
