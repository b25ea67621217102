import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.ts';

describe('formatPrice', () => {
  it('adds the dollar sign and thousands separators', () => {
    expect(formatPrice(180)).toBe('$180');
    expect(formatPrice(3600)).toBe('$3,600');
    expect(formatPrice(1250000)).toBe('$1,250,000');
  });
});
