import { z } from 'zod';
import { isDay } from '../calendar/day.ts';
import { dedicationKindSchema, planTypeSchema } from '../schemas/plan.ts';
import { idSchema } from '../schemas/ids.ts';
import { episodeSchema } from '../signup/schemas.ts';
import { mailLogEntrySchema } from './mail-log.ts';
import { paymentStatuses, refundStatuses } from './payments.ts';
import { pageQuerySchema, pagedSchema, searchText } from './paging.ts';

/**
 * The dedications area's payloads (issue 12 §1), one zod schema per payload, used by the server
 * and the console. A dedication is an `enrollment` in the code. Routes, all under
 * /api/office/dedications (owner and office only):
 *
 * - GET   /api/office/dedications?search&date&plan&kind&status&recurring&page&pageSize&sort&dir
 *         → DedicationList
 * - GET   /api/office/dedications/:id → DedicationDetail
 * - PATCH /api/office/dedications/:id DedicationEdit → DedicationDetail (name and/or kind)
 * - POST  /api/office/dedications/:id/dates/:dateId/move DateMove → DedicationDetail
 * - POST  /api/office/dedications/:id/stop-renewal → DedicationDetail
 * - POST  /api/office/dedications/:id/cancel DedicationCancel, header Idempotency-Key
 *         → DedicationCancelAnswer (a repeat with the key answers the same: a double click
 *         cancels, and refunds, once)
 */

export const DEDICATION_ERROR = {
  notFound: 'dedication_not_found',
  dateNotFound: 'date_not_found',
  cancelled: 'dedication_cancelled',
  badKind: 'kind_not_in_plan',
  pastDate: 'date_in_the_past',
  sameDate: 'date_already_in_dedication',
  notLearningDay: 'not_a_learning_day',
  notRecurring: 'not_recurring',
  renewalDatePassed: 'renewal_date_passed',
} as const;

/** How far ahead a date may be moved: a dedication's dates lie within a year and a month. */
export const MOVE_MAX_DAYS_AHEAD = 400;

/** A dedication's state, derived from its status and its dates against today (London). */
export const dedicationStatuses = ['upcoming', 'in_progress', 'completed', 'cancelled'] as const;
export const dedicationStatusSchema = z.enum(dedicationStatuses);
export type DedicationStatus = z.infer<typeof dedicationStatusSchema>;
export const DEDICATION_STATUS_LABELS: Record<DedicationStatus, string> = {
  upcoming: 'Upcoming',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const DEDICATION_SORTS = ['created', 'name', 'donor', 'first', 'plan'] as const;
export type DedicationSort = (typeof DEDICATION_SORTS)[number];

/**
 * A civil date as an office manager types it: 2026-11-25, or 25/11/2026 (day first, as in the
 * UK). Null when the text is no date.
 */
export function typedDateOf(text: string): string | null {
  const trimmed = text.trim();
  if (isDay(trimmed)) return trimmed;
  const match = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const day = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  return isDay(day) ? day : null;
}

const optionalDay = z
  .string()
  .max(20, { error: 'date must be a date written YYYY-MM-DD' })
  .optional()
  .transform((text, ctx) => {
    if (!text) return undefined;
    const day = typedDateOf(text);
    if (!day) {
      ctx.addIssue({ code: 'custom', message: 'date must be a date written YYYY-MM-DD' });
      return z.NEVER;
    }
    return day;
  });

/**
 * GET /api/office/dedications: `search` looks in the donor's name, e-mail, donor ID and phone (in
 * any spacing) and the dedication's Hebrew name, read as typed on any keyboard (issue 27 §5); a
 * Hebrew date ("כ׳ טבת", "20 Teves") finds the dedications on it, and a civil date typed there is
 * taken as `date`; `date` keeps the dedications with a learning date on that day.
 */
export const dedicationListQuerySchema = pageQuerySchema(DEDICATION_SORTS, 'created').extend({
  search: searchText,
  date: optionalDay,
  plan: idSchema('plan').optional(),
  kind: dedicationKindSchema.optional(),
  status: dedicationStatusSchema.optional(),
  recurring: z.enum(['yes', 'no'], { error: 'recurring must be yes or no' }).optional(),
});
export type DedicationListQuery = z.infer<typeof dedicationListQuerySchema>;

export const dedicationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: dedicationKindSchema,
  planId: z.number().int(),
  planType: planTypeSchema,
  planText: z.string(),
  donor: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    donorNumber: z.string(),
  }),
  recurring: z.boolean(),
  status: dedicationStatusSchema,
  /** The first and last learning dates (null when it has none left). */
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  dates: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type DedicationRow = z.infer<typeof dedicationRowSchema>;
export const dedicationListSchema = pagedSchema(dedicationRowSchema);
export type DedicationList = z.infer<typeof dedicationListSchema>;

export const learningDateSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  /** The Hebrew date, e.g. "י״ב כסלו תשפ״ז". */
  hebrew: z.string(),
  /** Perakim done that day, of `of` (525). */
  done: z.number().int().nonnegative(),
  of: z.number().int().positive(),
  /** Before today: history, never moved. */
  past: z.boolean(),
  /** Taken off by the dedication's cancellation: shown struck through, never learned. */
  cancelled: z.boolean(),
});
export type LearningDate = z.infer<typeof learningDateSchema>;

/**
 * A payment of the dedication or donor (read only here; card data is never kept beyond these).
 * Its status is the office's name of it (payments.ts: `succeeded`, `partially_refunded`,
 * `refunded`, …), by the refunds that went through.
 */
export const officePaymentSchema = z.object({
  id: z.number().int(),
  purpose: z.string(),
  amount: z.number(),
  /** Dollars refunded so far (refunds that went through). */
  refunded: z.number(),
  /** Dollars that may still be refunded (paid, less refunds made or under way); 0 if unpaid. */
  refundable: z.number(),
  currency: z.string(),
  brand: z.string().nullable(),
  lastFour: z.string().nullable(),
  status: z.enum(paymentStatuses),
  gatewayReference: z.string().nullable(),
  createdAt: z.string(),
});
export type OfficePayment = z.infer<typeof officePaymentSchema>;

export const dedicationDetailSchema = dedicationRowSchema.extend({
  /** The kinds the plan offers, for correcting the kind. */
  planKinds: z.array(z.object({ id: dedicationKindSchema, label: z.string() })),
  price: z.number(),
  nextRenewal: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  learningDates: z.array(learningDateSchema),
  payments: z.array(officePaymentSchema),
  /** Dollars left to refund of all its payments: what "cancel and refund" would return. */
  refundable: z.number(),
  /** The e-mails sent about it (the mail log), newest first. */
  emails: z.array(mailLogEntrySchema),
});
export type DedicationDetail = z.infer<typeof dedicationDetailSchema>;

/** PATCH /api/office/dedications/:id: a corrected Hebrew name and/or kind. */
export const dedicationEditSchema = z
  .strictObject({
    name: episodeSchema.shape.name.optional(),
    kind: dedicationKindSchema.optional(),
  })
  .refine((edit) => edit.name !== undefined || edit.kind !== undefined, {
    error: 'Nothing to change: send a name or a kind',
  });
export type DedicationEdit = z.infer<typeof dedicationEditSchema>;
export type DedicationEditInput = z.input<typeof dedicationEditSchema>;

/** The params of a route addressed by a dedication and one of its dates. */
export const dedicationDateParamSchema = z.object({ id: idSchema(), dateId: idSchema('dateId') });

/** POST …/dates/:dateId/move: the day the learning moves to. */
export const dateMoveSchema = z.strictObject({
  day: z
    .string({ error: 'Choose the new date' })
    .max(20, { error: 'The date must be written YYYY-MM-DD' })
    .refine(isDay, { error: 'The date must be a real date, written YYYY-MM-DD' }),
});
export type DateMove = z.infer<typeof dateMoveSchema>;

/**
 * POST …/cancel: cancel with no refund, or cancel and refund what is left of every payment of
 * the dedication (its sign-up and any renewals) through the card processor. Always said: the
 * office chooses one of the two buttons.
 */
export const cancelRefundChoices = ['none', 'full'] as const;
export const dedicationCancelSchema = z.strictObject({
  refund: z.enum(cancelRefundChoices, { error: 'refund must be none or full' }),
});
export type DedicationCancel = z.infer<typeof dedicationCancelSchema>;

/** One refund made for a cancellation: one per payment that had something left. */
export const cancelRefundSchema = z.object({
  paymentId: z.number().int(),
  refundId: z.number().int(),
  amount: z.number(),
  status: z.enum(refundStatuses),
  message: z.string(),
});
export type CancelRefund = z.infer<typeof cancelRefundSchema>;

/**
 * The answer of a cancellation: the dedication as it now stands, each refund asked for, and what
 * happened in plain words. `settled` is false when some money's fate is not what was asked (a
 * refund refused, or not answered and waiting in Needs attention): the dedication is cancelled
 * all the same, and the message says what is left to do.
 */
export const dedicationCancelAnswerSchema = z.object({
  dedication: dedicationDetailSchema,
  refunds: z.array(cancelRefundSchema),
  settled: z.boolean(),
  message: z.string(),
});
export type DedicationCancelAnswer = z.infer<typeof dedicationCancelAnswerSchema>;
