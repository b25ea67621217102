import { detectCardBrand, generalDonationSchema } from '@zechus/shared';
import type { GeneralDonationRequestInput } from '@zechus/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The donation form as typed (spec §2 "Donation screen" fields). */
export interface DonationFormValues {
  name: string;
  number: string;
  email: string;
  amount: string;
  card: string;
  expire: string;
  cvv: string;
  postal_code: string;
}

const REQUIRED = ['name', 'number', 'email', 'amount', 'card', 'expire', 'cvv'] as const;

/**
 * Spec §5: Donate is enabled only when name, number, email, amount, card, expire and cvv are all
 * filled in (postal_code is optional) — and, here, valid as the server will read them.
 */
export function donationIsComplete(values: Partial<DonationFormValues>): boolean {
  if (REQUIRED.some((field) => !values[field]?.trim())) return false;
  return generalDonationSchema.safeParse({ billing: donationRequest(values).billing }).success;
}

/** The body of POST /api/general-donate from the typed values (the amount stays in dollars). */
export function donationRequest(values: Partial<DonationFormValues>): GeneralDonationRequestInput {
  const text = (field: keyof DonationFormValues) => (values[field] ?? '').trim();
  return {
    billing: {
      name: text('name'),
      number: text('number'),
      email: text('email'),
      amount: text('amount').replace(/^\$/, '').replace(/,/g, ''),
      card: text('card'),
      expire: text('expire'),
      cvv: text('cvv'),
      type: detectCardBrand(text('card'))?.brand,
      postal_code: text('postal_code'),
    },
  };
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
