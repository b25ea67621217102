// The plans area's payloads (one zod schema per payload, used by server and client).
import { z } from 'zod';
import { planKindSchema, planSchema, type PlanType } from '../schemas/plan.ts';
import { isPlainLine, isPlainText } from '../schemas/text-rules.ts';

/** What the office calls each plan (DESIGN.md §3: position 0 day, 1 year, 2 month, 3 shiva). */
export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  yoirtzeit: 'Day',
  rosh_chodesh: 'Year',
  shloishim: 'Month (shloishim)',
  shiva: 'Week of shiva',
};

export const MIN_PLAN_PRICE = 1;
export const MAX_PLAN_PRICE = 1_000_000;
export const MAX_PLAN_TEXT = 300;
export const MAX_KIND_LABEL = 40;

const PRICE_FORMAT = 'The price must be an amount in dollars, like 360 or 360.50.';

/**
 * A plan's price in dollars: a number, or text as a person types it ("1,800", "$360.50").
 * Whole cents only; at least $1 (a card cannot be charged nothing) and at most $1,000,000.
 */
export const planPriceSchema = z
  .union([z.number({ error: PRICE_FORMAT }), z.string({ error: PRICE_FORMAT })], {
    error: PRICE_FORMAT,
  })
  .transform((value, ctx) => {
    if (typeof value === 'number') return value;
    const text = value.trim().replace(/^\$/, '').replaceAll(',', '').trim();
    if (/^-/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'The price cannot be negative.' });
      return z.NEVER;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: PRICE_FORMAT });
      return z.NEVER;
    }
    return Number(text);
  })
  .superRefine((price, ctx) => {
    if (!Number.isFinite(price)) {
      ctx.addIssue({ code: 'custom', message: PRICE_FORMAT });
    } else if (price < 0) {
      ctx.addIssue({ code: 'custom', message: 'The price cannot be negative.' });
    } else if (price < MIN_PLAN_PRICE) {
      ctx.addIssue({ code: 'custom', message: `The price must be at least $${MIN_PLAN_PRICE}.` });
    } else if (price > MAX_PLAN_PRICE) {
      ctx.addIssue({
        code: 'custom',
        message: `The price can be at most $${MAX_PLAN_PRICE.toLocaleString('en-US')}.`,
      });
    } else if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: 'The price can have at most two decimals (cents).' });
    }
  });

/** The plan's description, as About, How it Works and the sign-up show it. */
export const planTextSchema = z
  .string({ error: 'Write the plan’s text: what the sponsor dedicates.' })
  .trim()
  .min(1, { error: 'Write the plan’s text: what the sponsor dedicates.' })
  .max(MAX_PLAN_TEXT, { error: `The text can be at most ${MAX_PLAN_TEXT} characters long.` })
  .refine(isPlainText, {
    error: 'The text cannot contain invisible control characters.',
  });

/** The label of one of the plan's kinds ("Yoirtzeit", "Zechus"), shown on the sign-up. */
export const kindLabelSchema = z
  .string({ error: 'Each kind needs a label.' })
  .trim()
  .min(1, { error: 'Each kind needs a label.' })
  .max(MAX_KIND_LABEL, { error: `A kind’s label can be at most ${MAX_KIND_LABEL} characters.` })
  .refine(isPlainLine, {
    error: 'A kind’s label cannot contain invisible control characters.',
  });

/**
 * PATCH /api/office/plans/:id: what the office may change — price, texts, whether it is offered.
 * The type, position and which kinds a plan has are fixed (the learning dates depend on them),
 * so `kinds` must list the plan's own kinds, with new labels.
 */
export const planEditSchema = z
  .strictObject({
    price: planPriceSchema.optional(),
    text: planTextSchema.optional(),
    kinds: z
      .array(planKindSchema.extend({ label: kindLabelSchema }), {
        error: 'kinds must be a list of the plan’s kinds with their labels',
      })
      .max(10, { error: 'A plan has at most 10 kinds.' })
      .optional(),
    active: z.boolean({ error: 'Offered must be yes or no.' }).optional(),
    /** When the editor loaded the plan: a change made meanwhile by someone else is not overwritten. */
    updatedAt: z.string().max(40).refine(isPlainLine).optional(),
  })
  .refine(
    (edit) =>
      edit.price !== undefined ||
      edit.text !== undefined ||
      edit.kinds !== undefined ||
      edit.active !== undefined,
    { error: 'Nothing to change: send a price, a text, kind labels or whether it is offered.' },
  );
export type PlanEdit = z.infer<typeof planEditSchema>;
export type PlanEditInput = z.input<typeof planEditSchema>;

/** A plan as the office sees it: every plan, offered or not, and how often it was sold. */
export const officePlanSchema = planSchema.extend({
  active: z.boolean(),
  updatedAt: z.string(),
  /** Dedications sold on this plan (they keep the price and text they were sold with). */
  dedications: z.number().int().nonnegative(),
});
export type OfficePlan = z.infer<typeof officePlanSchema>;

export const officePlanListSchema = z.array(officePlanSchema);

export const planPriceChangedMessage = (price: number): string =>
  `The price of this plan has changed to $${price.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  })}. Please review it and confirm again.`;
