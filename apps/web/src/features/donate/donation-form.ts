import type { GeneralDonationRequestInput } from '@zechus/shared';

/** The donation form as typed (spec §2 "Donation screen" fields). */
export interface DonationFormValues {
  name: string;
  number: string;
  email: string;
  amount: string;
  postal_code: string;
}

/** The donor's own fields; the card is in the processor's fields (decision 0034). */
const REQUIRED = ['name', 'number', 'email', 'amount'] as const;

/**
 * Whether every field of ours the donation needs has something in it (spec §5; postal_code is
 * optional). The card's fields report their own completeness.
 */
export const requiredFilled = (values: Partial<DonationFormValues>): boolean =>
  !REQUIRED.some((field) => !values[field]?.trim());

type DonationBilling = GeneralDonationRequestInput['billing'];

/** The donor's own fields as the request carries them (the amount stays in dollars). */
export function donationFields(
  values: Partial<DonationFormValues>,
): Omit<DonationBilling, 'paymentMethod'> {
  const text = (field: keyof DonationFormValues) => (values[field] ?? '').trim();
  return {
    name: text('name'),
    number: text('number'),
    email: text('email'),
    amount: text('amount').replace(/^\$/, '').replace(/,/g, ''),
    postal_code: text('postal_code'),
  };
}

/** The body of POST /api/general-donate: the donor's fields, the card as the processor made it. */
export const donationRequest = (
  values: Partial<DonationFormValues>,
  card: { paymentMethod: string; brand: string },
): GeneralDonationRequestInput => ({
  billing: { ...donationFields(values), paymentMethod: card.paymentMethod, type: card.brand },
});
