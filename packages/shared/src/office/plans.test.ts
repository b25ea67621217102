import { describe, expect, it } from 'vitest';
import { planEditSchema, planPriceChangedMessage, planPriceSchema } from './plans.ts';

const problem = (price: unknown) => planPriceSchema.safeParse(price).error?.issues[0]?.message;

describe('a plan’s price as the office types it', () => {
  it('reads dollars with cents, thousands separators and a dollar sign', () => {
    expect(planPriceSchema.parse('1,800')).toBe(1800);
    expect(planPriceSchema.parse(' $360.50 ')).toBe(360.5);
    expect(planPriceSchema.parse(2500)).toBe(2500);
    expect(planPriceSchema.parse('1000000')).toBe(1_000_000);
  });

  it('refuses what cannot be charged, saying why', () => {
    expect(problem(-1)).toBe('The price cannot be negative.');
    expect(problem('-20')).toBe('The price cannot be negative.');
    expect(problem(0)).toBe('The price must be at least $1.');
    expect(problem('1000000.01')).toBe('The price can be at most $1,000,000.');
    expect(problem('eighteen')).toBe('The price must be an amount in dollars, like 360 or 360.50.');
    expect(problem('12.345')).toBe('The price must be an amount in dollars, like 360 or 360.50.');
    expect(problem(12.345)).toBe('The price can have at most two decimals (cents).');
    expect(problem(Number.NaN)).toBe('The price must be an amount in dollars, like 360 or 360.50.');
  });
});

describe('a plan edit', () => {
  it('needs something to change', () => {
    expect(planEditSchema.safeParse({}).error?.issues[0]?.message).toMatch(/Nothing to change/);
    expect(planEditSchema.parse({ active: false })).toEqual({ active: false });
  });
});

describe('the sign-up’s price-changed sentence', () => {
  it('writes whole dollars without cents and others with them', () => {
    expect(planPriceChangedMessage(1920)).toBe(
      'The price of this plan has changed to $1,920. Please review it and confirm again.',
    );
    expect(planPriceChangedMessage(360.5)).toBe(
      'The price of this plan has changed to $360.50. Please review it and confirm again.',
    );
  });
});
