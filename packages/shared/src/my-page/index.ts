import { z } from 'zod';
import { requiredText } from '../schemas/text.ts';
import { paymentMethodIdSchema } from '../payments/processor.ts';
import { clientCardType } from '../signup/card-fields.ts';
import { contactInfoSchema } from '../signup/contact-info.ts';

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
  /**
   * Stopped by the donor or the office: nothing will be charged on `nextOn`, and until that day
   * the donor can turn it back on.
   */
  stopped: z.boolean(),
});
export type Renewal = z.infer<typeof renewalSchema>;

/** The donor's contact details as My Page shows and edits them. */
export const myContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type MyContact = z.infer<typeof myContactSchema>;

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
/** "Change card": the new card as the processor's PaymentMethod, made in the page (0034). */
export const changeCardSchema = z.strictObject({
  name: requiredText('Name on card', 120),
  paymentMethod: paymentMethodIdSchema,
  type: clientCardType,
});
export type ChangeCard = z.infer<typeof changeCardSchema>;
export type ChangeCardInput = z.input<typeof changeCardSchema>;

export const changeCardReplySchema = z.object({ card: shownCardSchema });
export type ChangeCardReply = z.infer<typeof changeCardReplySchema>;

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

export * from './plain.ts';
