import { generalDonationSchema } from '@zechus/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { donationRequest, requiredFilled, type DonationFormValues } from './donation-form.ts';

// The donation form's rules, with Zod: loaded when a donor first uses the form (rules.ts).

/**
 * Spec §5: Donate is enabled only when name, number, email, amount, card, expire and cvv are all
 * filled in (postal_code is optional) — and, here, valid as the server will read them.
 */
export function donationIsComplete(values: Partial<DonationFormValues>): boolean {
  if (!requiredFilled(values)) return false;
  return generalDonationSchema.safeParse({ billing: donationRequest(values).billing }).success;
}

/**
 * The form's resolver: the server's own rules (the billing part of generalDonationSchema), with
 * each message on its field. The typed values are kept as they are (the amount stays dollars).
 */
export const donationResolver: Resolver<DonationFormValues> = (values) => {
  const result = generalDonationSchema.shape.billing.safeParse(donationRequest(values).billing);
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<DonationFormValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof DonationFormValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
