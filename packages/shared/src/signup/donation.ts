import { z } from 'zod';
import { emailAddress, optionalLine, requiredText } from '../schemas/text.ts';
import { paymentMethodIdSchema } from '../payments/processor.ts';
import { clientCardType, PHONE } from './card-fields.ts';

/**
 * Who the confirmation is for. The donor ID is the login secret (with the e-mail), so it is
 * answered only to the request that created the donor; an existing donor's ID (null here) goes
 * only to their own mailbox, in the confirmation e-mail (docs/decisions/0007).
 */
export const confirmedDonorSchema = z.object({
  name: z.string(),
  email: z.string(),
  donorId: z.string().nullable(),
});

/** A donation amount in dollars: at least $1, at most $100,000, whole cents. */
export const donationAmountSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, 'must be an amount like 180 or 180.50'),
  ])
  .transform((value) => Math.round(Number(value) * 100))
  .pipe(
    z.number().int().min(100, 'must be at least $1').max(10_000_000, 'must be at most $100,000'),
  );

/** POST /api/general-donate (spec §7): billing with the donor's details. */
export const generalDonationSchema = z.strictObject({
  billing: z.strictObject({
    name: requiredText('Name on card', 120),
    number: requiredText('Phone number', 30).regex(PHONE, {
      error: 'Phone number must be digits, spaces, + - ( ) only',
    }),
    email: emailAddress('Email'),
    /** In cents once parsed. */
    amount: donationAmountSchema,
    /** The card, as the processor's PaymentMethod (decision 0034): never its number. */
    paymentMethod: paymentMethodIdSchema,
    type: clientCardType,
    postal_code: optionalLine('Postal code', 12),
  }),
});
export type GeneralDonationRequest = z.infer<typeof generalDonationSchema>;
export type GeneralDonationRequestInput = z.input<typeof generalDonationSchema>;

export const donationConfirmationSchema = z.object({
  donor: confirmedDonorSchema,
  amount: z.number(),
  /** The day of the gift, as a Hebrew date (as the receipt gives it). */
  date: z.string(),
  billing: z.object({ last_four: z.string(), brand: z.string() }),
  programmeTitle: z.string(),
});
export type DonationConfirmation = z.infer<typeof donationConfirmationSchema>;

/** The Idempotency-Key header: a UUID the client makes once per attempt. */
export const idempotencyKeySchema = z.uuid({ error: 'Idempotency-Key must be a UUID' });
