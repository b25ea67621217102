import { detectCardBrand } from '@zechus/shared';
import type { GeneralDonationRequestInput } from '@zechus/shared';

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

/** Whether every field the donation needs has something in it (spec §5; postal_code is optional). */
export const requiredFilled = (values: Partial<DonationFormValues>): boolean =>
  !REQUIRED.some((field) => !values[field]?.trim());

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
