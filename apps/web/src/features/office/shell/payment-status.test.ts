import { PAYMENT_STATUS_LABELS, paymentStatuses } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { officePaymentStatus, paymentStatusLook } from './payment-status.ts';

/** Every status the server stores (apps/server/src/modules/payments/payment-records.ts, 0020). */
const STORED = [
  'pending',
  'charged',
  'approved',
  'declined',
  'error',
  'unknown',
  'superseded',
  'void',
];

describe('a payment’s status in the office’s words', () => {
  it('has words for every status the office API answers, the same as the export and filter', () => {
    expect([...paymentStatuses].sort()).toEqual(
      [
        'charged',
        'declined',
        'failed',
        'partially_refunded',
        'pending',
        'refunded',
        'succeeded',
        'superseded',
        'unknown',
        'void',
      ].sort(),
    );
    for (const status of paymentStatuses) {
      expect(officePaymentStatus(status), status).toBe(status);
      expect(paymentStatusLook(status).label, status).toBe(PAYMENT_STATUS_LABELS[status]);
      expect(paymentStatusLook(status).label, status).toMatch(/^[A-Z][^_]*$/);
    }
  });

  it('reads each API status as an office manager would', () => {
    const looks = Object.fromEntries(
      paymentStatuses.map((status) => {
        const { label, tone } = paymentStatusLook(status);
        return [status, { label, tone }];
      }),
    );
    expect(looks).toEqual({
      pending: { label: 'Awaiting answer', tone: 'waiting' },
      charged: { label: 'Paid — being recorded', tone: 'waiting' },
      succeeded: { label: 'Paid', tone: 'good' },
      partially_refunded: { label: 'Partly refunded', tone: 'good' },
      refunded: { label: 'Refunded', tone: 'off' },
      declined: { label: 'Declined', tone: 'bad' },
      failed: { label: 'Failed', tone: 'bad' },
      unknown: { label: 'Outcome unknown', tone: 'waiting' },
      void: { label: 'Nothing charged', tone: 'off' },
      superseded: { label: 'Recorded on another attempt', tone: 'off' },
    });
  });

  it('has words of its own for every stored status, as the dedications and donors pages get them', () => {
    for (const status of STORED) {
      expect(officePaymentStatus(status), status).not.toBeNull();
      expect(paymentStatusLook(status).label, status).toMatch(/^[A-Z][^_]*$/);
    }
    expect(paymentStatusLook('approved')).toEqual(paymentStatusLook('succeeded'));
    expect(paymentStatusLook('approved')).toMatchObject({ label: 'Paid', tone: 'good' });
    expect(paymentStatusLook('error')).toEqual(paymentStatusLook('failed'));
    expect(paymentStatusLook('error')).toMatchObject({ label: 'Failed', tone: 'bad' });
  });

  it('still shows a status it does not know, in words and neutral', () => {
    expect(officePaymentStatus('requires_capture')).toBeNull();
    expect(paymentStatusLook('requires_capture')).toMatchObject({
      label: 'Requires capture',
      tone: 'off',
    });
    expect(paymentStatusLook('').label).toBe('Not recorded');
    // Not fooled by the names every object has.
    expect(paymentStatusLook('constructor').label).toBe('Constructor');
    expect(paymentStatusLook('toString').label).toBe('ToString');
    expect(officePaymentStatus('hasOwnProperty')).toBeNull();
  });
});
