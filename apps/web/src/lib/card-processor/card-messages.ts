/**
 * What the card fields say under each field (spec §5's rules, in our words), from what Stripe's
 * Elements — or the sandbox's stand-in — report: they judge the card in their own frames, and
 * tell the page only whether a field is empty, complete, or wrong and how (Stripe's error codes).
 */
export type CardFieldType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

export interface CardFieldReport {
  empty: boolean;
  complete: boolean;
  error?: { code?: string; message: string } | undefined;
  /** Stripe's brand of the number typed so far ('unknown' until its first digits tell). */
  brand?: string;
}

const REQUIRED: Record<CardFieldType, string> = {
  cardNumber: 'Card number is required',
  cardExpiry: 'Expiration date is required',
  cardCvc: 'CVV is required',
};

const BY_CODE: Record<string, string> = {
  incomplete_number: 'This card number is incomplete',
  invalid_number: 'This card number is not valid',
  incomplete_expiry: 'Enter the expiration date as MM/YY',
  invalid_expiry_year: 'Enter the expiration date as MM/YY',
  invalid_expiry_month: 'The month must be between 01 and 12',
  invalid_expiry_month_past: 'This card has expired',
  invalid_expiry_year_past: 'This card has expired',
};

/**
 * The message under a card field, or undefined. An empty field says it is required once it has
 * been left; a wrong one says what is wrong as Elements report it. The CVC's length follows the
 * brand of the number (4 digits for American Express).
 */
export function cardFieldMessage(
  type: CardFieldType,
  report: CardFieldReport | undefined,
  left: boolean,
  brand: string | undefined,
): string | undefined {
  if (!report) return undefined;
  if (report.empty) return left ? REQUIRED[type] : undefined;
  const code = report.error?.code;
  if (!report.error || !code) return report.error?.message;
  if (code === 'incomplete_cvc' || code === 'invalid_cvc') {
    return `CVV must be ${brand === 'amex' ? 4 : 3} digits`;
  }
  return BY_CODE[code] ?? report.error.message;
}

/** Stripe's brand names as our badge and records name them (spec §3 Billing `type`). */
export const brandOfStripe = (brand: string | undefined): string | undefined =>
  !brand || brand === 'unknown' ? undefined : brand === 'diners' ? 'dinersclub' : brand;
