import { describe, expect, it } from 'vitest';
import {
  cardNumberProblem,
  cvcProblem,
  detectCardBrand,
  expiryProblem,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseExpiry,
} from './card.ts';

const NOV_2026 = new Date('2026-11-22T12:00:00Z');

describe('card number entry', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['30569309025904', 'dinersclub'],
    ['6200000000000005', 'unionpay'],
  ])('recognises %s as %s from its digits', (number, brand) => {
    expect(detectCardBrand(number)?.brand).toBe(brand);
    expect(cardNumberProblem(number)).toBeNull();
  });

  it('a brand the card processor does not take is named and refused, with the brands we take', () => {
    // Maestro and Mir: credit-card-type knows them; neither adapter takes them (decision 0014).
    for (const number of ['6759649826438453', '2200000000000004']) {
      expect(detectCardBrand(number)?.brand).toBeUndefined();
      expect(cardNumberProblem(number)).toMatch(
        /^We cannot take (Maestro|Mir) cards\. Please use Visa, Mastercard, American Express, Discover, Diners Club, JCB or UnionPay$/,
      );
    }
  });

  it('formats as the sponsor types, in the brand’s groups and no longer than the brand allows', () => {
    expect(formatCardNumber('42424242')).toBe('4242 4242');
    expect(formatCardNumber('4242-4242-4242-4242-9999')).toBe('4242 4242 4242 4242 999');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
  });

  it('explains what is wrong with a number', () => {
    expect(cardNumberProblem('')).toBe('Card number is required');
    expect(cardNumberProblem('4242 4242 4242 424x')).toBe('Card number may contain digits only');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('This card number is not valid');
    expect(cardNumberProblem('3782 8224 6310 0051')).toMatch(/American Express card number has 15/);
    expect(cardNumberProblem('9999 9999 9999 9999')).toBe('We do not recognise this card type');
  });
});

describe('expiry entry', () => {
  it('adds the slash and keeps four digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('reads two-digit years under 70 as 20xx and the rest as 19xx', () => {
    expect(parseExpiry('01/69')).toEqual({ month: 1, year: 2069 });
    expect(parseExpiry('01/70')).toEqual({ month: 1, year: 1970 });
    expect(parseExpiry('07/2031')).toEqual({ month: 7, year: 2031 });
  });

  it('accepts this month and later, refuses past months and months outside 1–12', () => {
    expect(expiryProblem('11/26', NOV_2026)).toBeNull();
    expect(expiryProblem('10/26', NOV_2026)).toBe('This card has expired');
    expect(expiryProblem('12/99', NOV_2026)).toBe('This card has expired');
    expect(expiryProblem('13/30', NOV_2026)).toBe('The month must be between 01 and 12');
    expect(expiryProblem('00/30', NOV_2026)).toBe('The month must be between 01 and 12');
    expect(expiryProblem('1230x', NOV_2026)).toBe('Enter the expiration date as MM/YY');
  });

  it('judges the month by London’s clock: at 23:30 UTC on 31 July it is already August there', () => {
    const augustInLondon = new Date('2026-07-31T23:30:00Z');
    expect(expiryProblem('07/26', augustInLondon)).toBe('This card has expired');
    expect(expiryProblem('08/26', augustInLondon)).toBeNull();
    // An hour earlier it is 23:30 on 31 July in London: the July card is still good.
    expect(expiryProblem('07/26', new Date('2026-07-31T22:30:00Z'))).toBeNull();
    // In winter London keeps UTC: 23:30 on 31 December is still December.
    expect(expiryProblem('12/26', new Date('2026-12-31T23:30:00Z'))).toBeNull();
    expect(expiryProblem('12/26', new Date('2027-01-01T00:00:00Z'))).toBe('This card has expired');
  });
});

describe('CVV entry', () => {
  it('wants 3 digits, or 4 for amex', () => {
    expect(formatCvc('12a345')).toBe('1234');
    expect(cvcProblem('123', '4242424242424242')).toBeNull();
    expect(cvcProblem('1234', '4242424242424242')).toBe('CVV must be 3 digits');
    expect(cvcProblem('1234', '378282246310005')).toBeNull();
    expect(cvcProblem('123', '378282246310005')).toBe('CVV must be 4 digits');
    expect(cvcProblem('', '4242')).toBe('CVV is required');
  });
});
