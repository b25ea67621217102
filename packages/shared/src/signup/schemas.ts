import { z } from 'zod';
import { isDay } from '../calendar/day.ts';
import { isValidHebrewDate } from '../calendar/months.ts';
import { dedicationKindSchema, planTypeSchema } from '../schemas/plan.ts';
import { requiredText } from '../schemas/text.ts';
import { paymentMethodIdSchema } from '../payments/processor.ts';
import { clientCardType } from './card-fields.ts';
import { confirmedDonorSchema } from './donation.ts';
import { episodeRules } from './episode-rules.ts';
import { HEBREW_NAME_MESSAGE, isHebrewName } from './hebrew-name.ts';

// 1..13 as the spec numbers them, and 14 for a leap year's Adar II (docs/decisions/0023).
const month = z.number().int().min(1, 'is not a month').max(14, 'is not a month');
const day = z.number().int().min(1, 'is not a day').max(30, 'is not a day');

export const episodeDateSchema = z.object({
  month: month.nullable().default(null),
  day: day.nullable().default(null),
  yoirtzeitMonth: month.nullable().default(null),
  yoirtzeitDay: day.nullable().default(null),
  /**
   * The shiva plan: the civil day shiva began (today or up to 6 days ago; null = today). The
   * server judges it against its own today (learningDatesFor).
   */
  shivaBegan: z
    .string()
    .refine(isDay, { error: 'is not a date written YYYY-MM-DD' })
    .nullable()
    .default(null),
});
export type EpisodeDate = z.infer<typeof episodeDateSchema>;

/** The dedication (spec §3 Episode); which dates it needs depends on the plan (refined below). */
export const episodeSchema = z.object({
  kind: dedicationKindSchema,
  name: requiredText('Name to learn', 100).refine(isHebrewName, { error: HEBREW_NAME_MESSAGE }),
  date: episodeDateSchema.default({
    month: null,
    day: null,
    yoirtzeitMonth: null,
    yoirtzeitDay: null,
    shivaBegan: null,
  }),
});
export type Episode = z.infer<typeof episodeSchema>;
export type EpisodeInput = z.input<typeof episodeSchema>;

// In a file of its own, so that My Page can check contact details without the calendar.
export { contactInfoSchema, type ContactInfo } from './contact-info.ts';
import { contactInfoSchema } from './contact-info.ts';

/**
 * Billing of the sign-up (spec §3 Billing): the name on the card and the recurring choice, with
 * the PaymentMethod the card processor made of the card typed into its own fields (decision
 * 0034). The card's number, expiry and CVC never reach our server: a body with them is refused.
 */
export const billingSchema = z.strictObject({
  name: requiredText('Name on card', 120),
  paymentMethod: paymentMethodIdSchema,
  recurring: z.boolean().default(false),
  type: clientCardType,
});
export type Billing = z.infer<typeof billingSchema>;
export type BillingInput = z.input<typeof billingSchema>;

/**
 * The plan as the sign-up sends it (spec §3: the plan as received, with the kind copied from the
 * episode): which plan, and the price (dollars) the sponsor was shown — a price changed since
 * then is refused, never charged. The price is required: without it the server could only
 * charge a price nobody showed the sponsor. The id is bounded like every database id (both
 * engines' integers are 32-bit; a larger one would be a database error, not a 400).
 */
export const signUpPlanSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  type: planTypeSchema,
  kind: dedicationKindSchema,
  price: z
    .number({ error: 'The plan’s price is missing: please choose the plan again.' })
    .nonnegative()
    .max(10_000_000),
  /**
   * The total the sponsor was shown (dollars): the plan's price, or less for a shiva joined
   * part-way (dedicationPriceCents). The server computes it again and refuses a different one.
   */
  total: z.number().nonnegative().max(10_000_000).optional(),
});

/** Plan-dependent rules of the episode (spec §5), reported on the episode's fields. */
export function episodeProblems(
  planType: z.infer<typeof planTypeSchema>,
  episode: Pick<Episode, 'kind' | 'date'>,
): { path: (string | number)[]; message: string }[] {
  const rules = episodeRules(planType, episode.kind);
  const { month: m, day: d, yoirtzeitMonth: ym, yoirtzeitDay: yd } = episode.date;
  const problems: { path: (string | number)[]; message: string }[] = [];
  const check = (mm: number | null, dd: number | null, path: string, label: string) => {
    if (mm === null || dd === null) {
      problems.push({ path: ['date', path], message: `${label}: choose the Hebrew month and day` });
    } else if (!isValidHebrewDate(mm, dd)) {
      problems.push({ path: ['date', path], message: `${label}: that Hebrew date does not exist` });
    }
  };
  if (rules.showDates) check(m, d, 'month', rules.dateLabel);
  if (rules.requireYoirtzeitDate && !rules.yoirtzeitFollowsDate) {
    check(ym, yd, 'yoirtzeitMonth', rules.secondDateLabel);
  } else if (rules.showSecondDate && (ym !== null || yd !== null)) {
    check(ym, yd, 'yoirtzeitMonth', rules.secondDateLabel);
  }
  return problems;
}

/** POST /api/sign-up (spec §7). The Idempotency-Key header goes with it. */
export const signUpSchema = z
  .strictObject({
    plan: signUpPlanSchema,
    episode: episodeSchema,
    contact: contactInfoSchema,
    billing: billingSchema,
  })
  .superRefine((value, ctx) => {
    if (value.plan.kind !== value.episode.kind) {
      ctx.addIssue({
        code: 'custom',
        path: ['plan', 'kind'],
        message: 'must be the episode’s kind',
      });
    }
    for (const problem of episodeProblems(value.plan.type, value.episode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['episode', ...problem.path],
        message: problem.message,
      });
    }
    if (
      value.billing.recurring &&
      !episodeRules(value.plan.type, value.episode.kind).recurringAllowed
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['billing', 'recurring'],
        message: 'Recurring every year is not offered for this plan and kind',
      });
    }
  });
export type SignUpRequest = z.infer<typeof signUpSchema>;
export type SignUpRequestInput = z.input<typeof signUpSchema>;

/** The confirmation the thank-you page shows (spec §3 Confirmation), plus a new donor's ID. */
export const signUpConfirmationSchema = z.object({
  donor: confirmedDonorSchema,
  plan: z.object({ text: z.string(), price: z.number(), type: planTypeSchema }),
  enrollment: z.object({
    id: z.number(),
    name: z.string(),
    kind: dedicationKindSchema,
    /** The first learning date, as a Hebrew date. */
    date: z.string(),
    dates: z.array(z.string()),
  }),
  billing: z.object({ last_four: z.string(), brand: z.string(), recurring: z.boolean() }),
  programmeTitle: z.string(),
  /**
   * Whether this answer signed the paying browser in (decision 0040): a fresh donor session, so
   * the thank-you page can share and follow the learning at once. Absent in older answers.
   */
  signedIn: z.boolean().optional(),
});
export type SignUpConfirmation = z.infer<typeof signUpConfirmationSchema>;
