import { formatDollars } from '@zechus/shared';

export const paymentsText = {
  intro: 'Every payment: who paid, for what, the card, and what the card processor says.',
  caption: 'Payments',
  findLabel: 'Find payments',
  search: 'Search',
  searchHint: 'Name, e-mail, donor ID or reference',
  status: 'Status',
  anyStatus: 'Any status',
  purpose: 'For',
  anyPurpose: 'Anything',
  from: 'From',
  to: 'To',
  noneYet: 'No payments yet.',
  noneFound: 'No payment matches. Try fewer filters.',
  columns: {
    date: 'Date',
    donor: 'Donor',
    purpose: 'For',
    amount: 'Amount',
    card: 'Card',
    status: 'Status',
    reference: 'Reference',
  },
  noDonorYet: 'Not recorded yet',
  cardEnding: (brand: string | null, lastFour: string | null) =>
    lastFour
      ? `${brand && brand !== 'saved' && brand !== 'unknown' ? `${brand.charAt(0).toUpperCase()}${brand.slice(1)} ` : ''}•••• ${lastFour}`
      : 'Saved card',
  refundedOf: (refunded: number) => `${formatDollars(refunded)} refunded`,
  paymentTitle: (id: number) => `Payment ${id}`,
  back: 'All payments',
  details: 'The payment',
  detailLabels: {
    amount: 'Amount',
    refunded: 'Refunded so far',
    beingRefunded: 'Being refunded',
    refundable: 'Can still be refunded',
    donor: 'Donor',
    donorId: 'Donor ID',
    purpose: 'For',
    card: 'Card',
    expiry: 'Expires',
    reference: 'Card processor’s reference',
    date: 'Date',
    status: 'Status',
    note: 'Note',
  },
  refunds: 'Refunds',
  noRefunds: 'Nothing has been refunded.',
  refundBy: (when: string, staff: string | null) => `Asked ${when}${staff ? ` by ${staff}` : ''}`,
  /** A refund made in Stripe's dashboard, which its webhook reported. */
  refundAtStripe: (when: string) => `Made at Stripe ${when}`,
  disputes: 'Disputes',
  dispute: {
    reason: (label: string) => `The bank’s reason: ${label}.`,
    opened: (when: string) => `Opened ${when}`,
    respondBy: (when: string) =>
      `Respond by ${when}, in Stripe’s dashboard (the evidence is uploaded there).`,
    withTheBank: 'Nothing to do now: the bank decides, and Stripe tells us how it ended.',
    ended: (when: string, status: string) =>
      status === 'won'
        ? `Decided ${when}: won — the money stays with the programme.`
        : status === 'lost'
          ? `Decided ${when}: lost — the money went back to the cardholder.`
          : `Closed ${when}.`,
  },
  emails: 'E-mails about this payment',
  noEmails: 'No e-mail about this payment yet.',
  refund: 'Refund…',
  refundTitle: 'Refund this payment',
  refundIntro: (paid: number, left: number) =>
    `Of ${formatDollars(paid)} paid, ${formatDollars(left)} can still be refunded. The card processor returns it to the card, and the donor is e-mailed a receipt.`,
  howMuch: 'How much',
  whole: (left: number) => `All ${formatDollars(left)}`,
  part: 'Part of it',
  amount: 'Amount in dollars',
  amountHint: (left: number) => `At most ${formatDollars(left)}`,
  reason: 'Reason',
  reasonHint: 'Kept with the refund and in the audit log; not sent to the donor.',
  confirmRefund: (amount: number) => `Refund ${formatDollars(amount)}`,
  refundButton: 'Refund',
  notRefundable: 'Only a payment that went through can be refunded.',
  nothingLeft: 'Nothing is left to refund.',
  tooMuch: (left: number) => `At most ${formatDollars(left)} can be refunded.`,
} as const;
