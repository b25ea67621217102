import { z } from 'zod';

/**
 * The reports area's payloads (DESIGN.md §6): read only, for owners and the office. The routes:
 *
 * - GET /api/office/reports/today → TodayReport: today's learning, done of 525, per seder
 *       (the dashboard reads it again on every live scan)
 * - GET /api/office/reports/completion → CompletionReport: the last 30 days, today included
 * - GET /api/office/reports/money → MoneyReport: payments that went through less refunds, by
 *       London month (the last 12 months; a refund in the month it was made) and by plan
 * - GET /api/office/reports/week → WeekReport: this week's dedications (Sunday to Shabbos), day by
 *       day, for the announcements in the hall
 */

/** How many days the completion chart covers, today included. */
export const COMPLETION_DAYS = 30;
/** How many London months the money report covers, this one included. */
export const MONEY_MONTHS = 12;

export const todayReportSchema = z.object({
  day: z.string(),
  /** The day in Hebrew, with its weekday and parsha. */
  hebrew: z.string(),
  done: z.number().int().nonnegative(),
  /** 525: every perek of the Mishnah. */
  total: z.number().int().positive(),
  sedarim: z.array(
    z.object({
      index: z.number().int(),
      name: z.string(),
      hebrew: z.string(),
      done: z.number().int().nonnegative(),
      total: z.number().int().positive(),
    }),
  ),
});
export type TodayReport = z.infer<typeof todayReportSchema>;

export const completionReportSchema = z.object({
  total: z.number().int().positive(),
  /** Oldest first; a day nobody was given learning counts 0. */
  days: z.array(z.object({ day: z.string(), done: z.number().int().nonnegative() })),
});
export type CompletionReport = z.infer<typeof completionReportSchema>;

/** What a payment bought, for the money by plan: a plan's type, or a general donation. */
export const MONEY_DONATION = 'donation';

/**
 * One month's or one plan's money: what came in less what went back. A refund counts in the month
 * it was made, so a month can be below zero when more was refunded than came in.
 */
const moneySums = {
  /** Net: payments that went through, less refunds that went through. */
  cents: z.number().int(),
  /** How many payments went through. */
  payments: z.number().int().nonnegative(),
  /** Refunded (refunds that went through, in this month or of this plan's payments). */
  refundedCents: z.number().int().nonnegative(),
  /** How many refunds went through. */
  refunds: z.number().int().nonnegative(),
};

export const moneyReportSchema = z.object({
  currency: z.string(),
  /** 'YYYY-MM', oldest first, every month of the span (a month without payments is 0). */
  months: z.array(z.object({ month: z.string(), ...moneySums })),
  /** Over the same months: each plan type (and MONEY_DONATION) with anything paid or refunded. */
  plans: z.array(z.object({ key: z.string(), label: z.string(), ...moneySums })),
  /**
   * Whether `cents` is net of refunds (it is: each refund in the month it was made, the cash
   * view; docs/decisions/0021).
   */
  netOfRefunds: z.boolean(),
});
export type MoneyReport = z.infer<typeof moneyReportSchema>;

export const weekReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      hebrew: z.string(),
      dedications: z.array(
        z.object({
          id: z.number().int(),
          /** The Hebrew name, exactly as the wall shows it. */
          name: z.string(),
          kind: z.string(),
          /** The kind as the plan names it ("Yoirtzeit", "Refuah Shleimah"). */
          kindLabel: z.string(),
          plan: z.string(),
        }),
      ),
    }),
  ),
});
export type WeekReport = z.infer<typeof weekReportSchema>;
