import { z } from 'zod';
import { isDay } from '../calendar/day.ts';
import { MAX_INTEGER } from '../schemas/ids.ts';
import { isPlainText } from '../schemas/text-rules.ts';
import { disputeEntrySchema } from './disputes.ts';
import { mailLogEntrySchema } from './mail-log.ts';
import { pagedSchema, pageQuerySchema, searchText } from './paging.ts';

/**
 * The payments area (issue 12), /api/office/payments… (owner and office):
 *
 * - GET  /api/office/payments?search&status&purpose&from&to&page&pageSize&sort&dir → PaymentList
 * - GET  /api/office/payments/:id → PaymentDetail
 * - POST /api/office/payments/:id/refunds RefundInput, header Idempotency-Key → RefundAnswer
 *        (201 refunded; 202 the processor is still making it, or did not answer — then it is in
 *        Needs attention; 409 more than is left, or the processor refused; a repeat with the key
 *        answers the same)
 *
 * A payment's status as the office sees it (DESIGN.md §6; docs/decisions/0020): the stored
 * `approved` is `succeeded`, or `partially_refunded` / `refunded` by what has come back; `error`
 * is `failed`; the others are as stored.
 */
export const paymentStatuses = [
  'pending',
  'charged',
  'succeeded',
  'partially_refunded',
  'refunded',
  'declined',
  'failed',
  'unknown',
  'void',
  'superseded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * The office's words for each status: the one list the payments, dedications and donors pages
 * (apps/web shell/payment-status.ts), the payments filter and the payments export all use.
 */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Awaiting answer',
  charged: 'Paid — being recorded',
  succeeded: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  declined: 'Declined',
  failed: 'Failed',
  unknown: 'Outcome unknown',
  void: 'Nothing charged',
  superseded: 'Recorded on another attempt',
};

export const paymentPurposes = ['dedication', 'donation', 'renewal'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];
export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  dedication: 'Dedication',
  donation: 'Donation',
  renewal: 'Yearly renewal',
};

export const PAYMENT_SORTS = ['date', 'amount', 'donor', 'status'] as const;

const day = (label: string) =>
  z
    .string()
    .refine((value) => isDay(value) && value >= '1900-01-01' && value <= '2999-12-31', {
      error: `${label} must be a date written YYYY-MM-DD`,
    })
    .optional();

export const paymentListQuerySchema = pageQuerySchema(PAYMENT_SORTS, 'date')
  .extend({
    dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('desc'),
    search: searchText,
    status: z
      .enum(paymentStatuses, { error: `status must be one of: ${paymentStatuses.join(', ')}` })
      .optional(),
    purpose: z
      .enum(paymentPurposes, { error: `purpose must be one of: ${paymentPurposes.join(', ')}` })
      .optional(),
    from: day('from'),
    to: day('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The first date must be on or before the last date',
    path: ['to'],
  });
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  donor: z
    .object({ id: z.number().int(), name: z.string(), email: z.string(), donorId: z.string() })
    .nullable(),
  /** Who paid: the donor, or the name typed at an attempt not yet recorded. */
  payerName: z.string().nullable(),
  purpose: z.enum(paymentPurposes),
  /** Dollars. */
  amount: z.number(),
  /** Dollars refunded so far (refunds that succeeded). */
  refunded: z.number(),
  brand: z.string().nullable(),
  lastFour: z.string().nullable(),
  status: z.enum(paymentStatuses),
  reference: z.string().nullable(),
  enrollmentId: z.number().int().nullable(),
  donationId: z.number().int().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const paymentListSchema = pagedSchema(paymentRowSchema);
export type PaymentList = z.infer<typeof paymentListSchema>;

export const refundStatuses = ['pending', 'succeeded', 'failed', 'unknown'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Being refunded',
  succeeded: 'Refunded',
  failed: 'Refused, nothing refunded',
  unknown: 'No answer: may have refunded',
};

/**
 * Who made a refund: the office (here, or a dedication cancelled with its money returned), or
 * someone in the card processor's own dashboard, which its webhook reported (issue 23 §4).
 */
export const refundOrigins = ['office', 'processor'] as const;
export type RefundOrigin = (typeof refundOrigins)[number];

export const refundEntrySchema = z.object({
  id: z.number().int(),
  origin: z.enum(refundOrigins),
  amount: z.number(),
  status: z.enum(refundStatuses),
  reference: z.string().nullable(),
  reason: z.string(),
  staffName: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type RefundEntry = z.infer<typeof refundEntrySchema>;

export const paymentDetailSchema = paymentRowSchema.extend({
  currency: z.string(),
  /** Dollars that may still be refunded (paid, less refunds made or under way). */
  refundable: z.number(),
  failureMessage: z.string().nullable(),
  expiry: z.string().nullable(),
  refunds: z.array(refundEntrySchema),
  /** Disputes (chargebacks) of the payment, oldest first. */
  disputes: z.array(disputeEntrySchema),
  emails: z.array(mailLogEntrySchema),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const REFUND_REASON_MAX = 300;
/** The largest single amount the office handles, in dollars (a bound, not a policy). */
const AMOUNT_MAX = Math.floor(MAX_INTEGER / 100);

/** POST …/refunds: an amount in dollars (cents at most) and why. */
export const refundInputSchema = z.object({
  amount: z
    .number({ error: 'The amount must be a number of dollars' })
    .positive({ error: 'The amount must be more than $0' })
    .max(AMOUNT_MAX, { error: 'The amount is too large' })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: 'The amount must be in whole cents',
    }),
  reason: z
    .string({ error: 'Please say why the payment is refunded' })
    .trim()
    .min(1, { error: 'Please say why the payment is refunded' })
    .max(REFUND_REASON_MAX, {
      error: `The reason must be at most ${REFUND_REASON_MAX} characters`,
    })
    .refine(isPlainText, { error: 'The reason must not contain control characters' }),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundAnswerSchema = z.object({
  refund: refundEntrySchema,
  payment: paymentDetailSchema,
  message: z.string(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

/** "$1,800" / "$180.50" from dollars. */
export const formatDollars = (dollars: number): string =>
  `$${dollars.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
