import { z } from 'zod';

/**
 * Disputes (chargebacks) the card processor reports through its signed webhook (issue 23 §4):
 * shown on the payment's office page and, while open, in Needs attention. The response to a
 * dispute is made in Stripe's dashboard, where the evidence is uploaded; the office only sees it.
 *
 * Stripe's statuses, as stored: `warning_needs_response`, `warning_under_review` and
 * `warning_closed` (an inquiry before a chargeback), `needs_response`, `under_review`,
 * `appeal_needs_response`, `appeal_under_review`, `won`, `lost`, `prevented`.
 */

/** The statuses that end a dispute: it leaves Needs attention and never opens again. */
export const CLOSED_DISPUTE_STATUSES = ['won', 'lost', 'warning_closed', 'prevented'] as const;

export const isClosedDispute = (status: string): boolean =>
  (CLOSED_DISPUTE_STATUSES as readonly string[]).includes(status);

/** The office's words for a dispute's status (an unknown one is shown as Stripe names it). */
export const DISPUTE_STATUS_LABELS: Record<string, string> = {
  warning_needs_response: 'Inquiry: respond at Stripe',
  warning_under_review: 'Inquiry: under review',
  warning_closed: 'Inquiry closed',
  needs_response: 'Respond at Stripe',
  under_review: 'Under review by the bank',
  appeal_needs_response: 'Appeal: respond at Stripe',
  appeal_under_review: 'Appeal under review',
  won: 'Won: the money stays',
  lost: 'Lost: the money went back',
  prevented: 'Prevented',
};

export const disputeStatusLabel = (status: string): string =>
  DISPUTE_STATUS_LABELS[status] ?? status.replace(/_/g, ' ');

/** What the cardholder's bank says, in the office's words (Stripe's reason codes). */
const DISPUTE_REASON_LABELS: Record<string, string> = {
  bank_cannot_process: 'the bank cannot process it',
  check_returned: 'a cheque was returned',
  credit_not_processed: 'a promised refund was not made',
  customer_initiated: 'the cardholder asked their bank',
  debit_not_authorized: 'the debit was not authorised',
  duplicate: 'charged twice',
  fraudulent: 'the cardholder says they did not make this payment',
  general: 'no particular reason given',
  incorrect_account_details: 'wrong account details',
  insufficient_funds: 'insufficient funds',
  noncompliant: 'the network’s rules were not followed',
  product_not_received: 'the cardholder says they did not receive what they paid for',
  product_unacceptable: 'the cardholder is not satisfied with what they paid for',
  subscription_canceled: 'the cardholder says they cancelled the recurring payment',
  unrecognized: 'the cardholder does not recognise the payment',
};

export const disputeReasonLabel = (reason: string): string =>
  DISPUTE_REASON_LABELS[reason] ?? reason.replace(/_/g, ' ');

export const disputeEntrySchema = z.object({
  id: z.number().int(),
  /** Stripe's dispute id (dp_…). */
  reference: z.string(),
  /** Dollars disputed. */
  amount: z.number(),
  /** Stripe's reason code, and in words. */
  reason: z.string(),
  reasonLabel: z.string(),
  /** Stripe's status, and in words. */
  status: z.string(),
  statusLabel: z.string(),
  /** Until the bank decides: the response is made in Stripe's dashboard. */
  open: z.boolean(),
  /** The last moment to respond (ISO), when the bank allows a response. */
  evidenceDueBy: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type DisputeEntry = z.infer<typeof disputeEntrySchema>;
