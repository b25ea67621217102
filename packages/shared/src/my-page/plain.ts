import type { ShownCard } from './index.ts';

// My Page's paths, refusals and card wording: plain values, no Zod, so the page loads without it
// (decision 0029). The schemas of its payloads are in index.ts.

/**
 * What a donor does on My Page besides reading (issue 13 §4, decision 0024): their payments and
 * receipts, a recurring dedication's card and renewal, their contact details. The answers of
 * GET /api/my-page itself are in schemas/progress.ts.
 */
export const MY_PAGE_API = {
  payments: '/api/my-page/payments',
  receipt: (paymentId: number) => `/api/my-page/payments/${paymentId}/receipt.pdf`,
  contact: '/api/my-page/contact',
  stopRenewal: (dedicationId: number) => `/api/my-page/dedications/${dedicationId}/stop-renewal`,
  resumeRenewal: (dedicationId: number) =>
    `/api/my-page/dedications/${dedicationId}/resume-renewal`,
  card: (dedicationId: number) => `/api/my-page/dedications/${dedicationId}/card`,
} as const;

/** The `error` codes of My Page's own refusals. */
export const MY_PAGE_ERROR = {
  emailTaken: 'email_taken',
  notRecurring: 'not_recurring',
  receiptNotFound: 'receipt_not_found',
} as const;

/** A 409 of the contact form: said without naming the other donor. */
export const MY_EMAIL_TAKEN_MESSAGE =
  'Another donor already uses this e-mail address. Please give a different one, or call us and we will gladly help.';
export const NOT_RENEWING_MESSAGE = 'This dedication does not renew every year.';
/** A stopped renewal can be resumed only before the anniversary it would have been charged on. */
export const RENEWAL_DATE_PASSED_MESSAGE =
  'The renewal date has passed, so it cannot be turned back on. To dedicate another year, please sign up again.';
export const RECEIPT_NOT_FOUND_MESSAGE = 'We could not find that receipt among your payments.';

/** Our reference of a payment on its receipt: "Z-000123". */
export const receiptReference = (paymentId: number): string =>
  `Z-${String(paymentId).padStart(6, '0')}`;

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  'american-express': 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  dinersclub: 'Diners Club',
  'diners-club': 'Diners Club',
  unionpay: 'UnionPay',
};

/** "Visa ending 4242": all a person is ever shown of a card. */
export const cardEnding = (card: ShownCard): string => {
  const brand = BRAND_NAMES[card.brand.toLowerCase()] ?? 'Card';
  return card.lastFour ? `${brand} ending ${card.lastFour}` : brand;
};
