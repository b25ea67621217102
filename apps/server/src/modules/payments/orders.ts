import { dedicationKindSchema, planTypeSchema } from '@zechus/shared';
import { z } from 'zod';

/**
 * What a payment buys, stored on the payment row (`order_json`) before the card is charged: with
 * it, a charge whose record was never written can be completed later by anyone — the recovery
 * job, or the office — exactly as the sponsor asked (issue 10 §1). It holds what the sponsor
 * typed and what was computed from it at that moment (the dates, the price), never card data.
 */
const contactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

const enrollmentOrderSchema = z.object({
  type: z.literal('enrollment'),
  contact: contactSchema,
  plan: z.object({
    id: z.number().int(),
    type: planTypeSchema,
    text: z.string(),
    priceCents: z.number().int(),
  }),
  episode: z.object({
    kind: dedicationKindSchema,
    name: z.string(),
    month: z.number().int().nullable(),
    day: z.number().int().nullable(),
    yoirtzeitMonth: z.number().int().nullable(),
    yoirtzeitDay: z.number().int().nullable(),
  }),
  recurring: z.boolean(),
  nextChargeOn: z.string().nullable(),
  dates: z.array(z.string()).min(1),
});

const donationOrderSchema = z.object({
  type: z.literal('donation'),
  contact: contactSchema,
  amountCents: z.number().int(),
  postalCode: z.string().nullable(),
  /** The London day of the donation (its receipt's date). */
  day: z.string(),
});

export const paidOrderSchema = z.discriminatedUnion('type', [
  enrollmentOrderSchema,
  donationOrderSchema,
]);
export type PaidOrder = z.infer<typeof paidOrderSchema>;
export type EnrollmentOrder = z.infer<typeof enrollmentOrderSchema>;
export type DonationOrder = z.infer<typeof donationOrderSchema>;

export const readOrder = (json: string): PaidOrder => paidOrderSchema.parse(JSON.parse(json));
