import { generalDonationSchema } from '@zechus/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { donationFields, requiredFilled, type DonationFormValues } from './donation-form.ts';

// The donation form's rules, with Zod: loaded when a donor first uses the form (rules.ts).

/** The billing the form checks: the server's rules, but the card, which its own fields judge. */
const formBilling = generalDonationSchema.shape.billing.omit({ paymentMethod: true });

/**
 * Spec §5: Donate is enabled only when name, number, email and amount are filled in (postal_code
 * is optional) and valid as the server will read them — and the card's fields are complete.
 */
export function donationIsComplete(values: Partial<DonationFormValues>): boolean {
  if (!requiredFilled(values)) return false;
  return formBilling.safeParse(donationFields(values)).success;
}

/** The amount typed, in cents, once it is one the server takes (undefined otherwise). */
export function amountInCents(values: Partial<DonationFormValues>): number | undefined {
  const parsed = formBilling.shape.amount.safeParse(donationFields(values).amount);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The form's resolver: the server's own rules (the billing part of generalDonationSchema), with
 * each message on its field. The typed values are kept as they are (the amount stays dollars).
 */
export const donationResolver: Resolver<DonationFormValues> = (values) => {
  const result = formBilling.safeParse(donationFields(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<DonationFormValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof DonationFormValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
