import { describe, expect, it } from 'vitest';
import { formatPrice, groupThousands } from './format.ts';

describe('formatPrice', () => {
  it('adds the dollar sign and thousands separators', () => {
    expect(formatPrice(180)).toBe('$180');
    expect(formatPrice(3600)).toBe('$3,600');
    expect(formatPrice(1250000)).toBe('$1,250,000');
  });

  it('writes cents only when there are some, always two of them', () => {
    expect(formatPrice(180.5)).toBe('$180.50');
    expect(formatPrice(1800.05)).toBe('$1,800.05');
    expect(formatPrice(0.99)).toBe('$0.99');
    expect(formatPrice(179.999)).toBe('$180');
  });

  it('reads as en-US writes it, for any amount', () => {
    for (const amount of [0, 7, 99.5, 1000, 12345.67, 999999.99, 1000000]) {
      const us = amount.toLocaleString('en-US', {
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: 2,
      });
      expect(formatPrice(amount)).toBe(`$${us}`);
    }
  });
});

describe('groupThousands', () => {
  it('groups a whole number by thousands', () => {
    expect(groupThousands(525)).toBe('525');
    expect(groupThousands(1525)).toBe('1,525');
    expect(groupThousands(-1234567)).toBe('-1,234,567');
  });
});
