import { z } from 'zod';
import { requiredText } from '../schemas/text.ts';
import { cardFields, clientCardType, refineCard } from '../signup/card-fields.ts';
import { contactInfoSchema } from '../signup/contact-info.ts';

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
export const RECEIPT_NOT_FOUND_MESSAGE = 'We could not find that receipt among your payments.';

/** What a person may see of a card: "Visa ending 4242". */
export const shownCardSchema = z.object({ brand: z.string(), lastFour: z.string() });
export type ShownCard = z.infer<typeof shownCardSchema>;

/** A recurring dedication's next yearly renewal, as My Page lists it. */
export const renewalSchema = z.object({
  /** The anniversary it is charged on, YYYY-MM-DD (Europe/London). */
  nextOn: z.string(),
  /** Its Hebrew date, e.g. "כ״ט כסלו תשפ״ז". */
  nextHebrew: z.string(),
  /** Dollars: what the sponsor bought, charged again. */
  amount: z.number(),
  /** The card it will charge (null when none was kept: the office must help). */
  card: shownCardSchema.nullable(),
});
export type Renewal = z.infer<typeof renewalSchema>;

/** The donor's contact details as My Page shows and edits them. */
export const myContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

/** PUT /api/my-page/contact: the sign-up's contact rules (spec §5 Contact). */
export const myContactEditSchema = z.strictObject({
  name: contactInfoSchema.shape.name,
  phone: contactInfoSchema.shape.phone,
  email: contactInfoSchema.shape.email,
});
export type MyContactEdit = z.infer<typeof myContactEditSchema>;
export type MyContactEditInput = z.input<typeof myContactEditSchema>;

/**
 * POST /api/my-page/dedications/:id/card (with an Idempotency-Key): the card for the yearly
 * renewal, by the sign-up's card rules (spec §5 Billing). Passed to the processor, never kept.
 */
export const changeCardSchema = z
  .strictObject({
    name: requiredText('Name on card', 120),
    ...cardFields,
    type: clientCardType,
  })
  .superRefine(refineCard);
export type ChangeCard = z.infer<typeof changeCardSchema>;
export type ChangeCardInput = z.input<typeof changeCardSchema>;

export const changeCardReplySchema = z.object({ card: shownCardSchema });

/** One payment the donor made, as My Page lists it, with its receipt. */
export const myPaymentSchema = z.object({
  id: z.number().int(),
  /** The day it was paid, YYYY-MM-DD (Europe/London). */
  paidOn: z.string(),
  kind: z.enum(['dedication', 'renewal', 'donation']),
  /** What it was for, in English: the plan's text, or "General donation". */
  description: z.string(),
  /** The dedication's Hebrew name, when it paid for one. */
  dedicationName: z.string().nullable(),
  /** Dollars. */
  amount: z.number(),
  /** Dollars given back (refunds that went through). */
  refunded: z.number(),
  card: shownCardSchema.nullable(),
  reference: z.string(),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;

/** GET /api/my-page/payments: newest first. */
export const myPaymentsSchema = z.object({ payments: z.array(myPaymentSchema) });
export type MyPayments = z.infer<typeof myPaymentsSchema>;

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
