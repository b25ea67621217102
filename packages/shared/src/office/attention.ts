import { z } from 'zod';

/**
 * Needs attention (issue 12): one queue of what a person must decide, /api/office/attention…
 * (owner and office):
 *
 * - GET  /api/office/attention → AttentionList (oldest first)
 * - GET  /api/office/attention/count → { count } (the office home shows it)
 * - POST /api/office/attention/payments/:id/ask   — ask the card processor with the stored key:
 *        a charge found is completed into its dedication or donation, none closes it as void
 * - POST /api/office/attention/renewals/:id/retry — charge the saved card now
 * - POST /api/office/attention/renewals/:id/stop  — stop renewing
 * - POST /api/office/attention/mails/:id/retry    — send the e-mail again
 * - POST /api/office/attention/refunds/:id/ask    — ask the card processor again about a refund
 * - POST /api/office/attention/refunds/:id/dismiss — a refund that failed at the processor after
 *        it was made (nothing went back) has been dealt with
 * Each answers AttentionOutcome; each decision is in the audit log. A dispute (chargeback) has no
 * action here: it is answered in Stripe's dashboard, and leaves the queue when the bank decides.
 */
export const attentionKinds = ['payment', 'renewal', 'mail', 'refund', 'dispute'] as const;
export type AttentionKind = (typeof attentionKinds)[number];

export const attentionActions = ['ask', 'retry', 'stop', 'dismiss'] as const;
export type AttentionAction = (typeof attentionActions)[number];

export const attentionItemSchema = z.object({
  /** `${kind}:${id}`: unique in the queue. */
  key: z.string(),
  kind: z.enum(attentionKinds),
  /** The id of the payment, dedication, e-mail, refund or dispute (what the action's path takes). */
  id: z.number().int(),
  /** When it happened. */
  at: z.string(),
  /** What happened, in plain words. */
  summary: z.string(),
  /** What the person may do (in this order on the screen). */
  actions: z.array(z.enum(attentionActions)),
  paymentId: z.number().int().nullable(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

export const attentionListSchema = z.object({ items: z.array(attentionItemSchema) });
export type AttentionList = z.infer<typeof attentionListSchema>;

export const attentionCountSchema = z.object({ count: z.number().int().nonnegative() });
export type AttentionCount = z.infer<typeof attentionCountSchema>;

export const attentionOutcomeSchema = z.object({
  /** Whether the item left the queue. */
  resolved: z.boolean(),
  /** What happened, in plain words. */
  message: z.string(),
});
export type AttentionOutcome = z.infer<typeof attentionOutcomeSchema>;

/** The label of each action's button, by kind. */
export const ATTENTION_ACTION_LABELS: Record<
  AttentionKind,
  Partial<Record<AttentionAction, string>>
> = {
  payment: { ask: 'Ask the card processor' },
  renewal: { retry: 'Retry now', stop: 'Stop renewing' },
  mail: { retry: 'Retry' },
  refund: { ask: 'Ask again', dismiss: 'Mark as dealt with' },
  dispute: {},
};
