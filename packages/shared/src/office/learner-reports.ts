import { z } from 'zod';
import { idSchema } from '../schemas/ids.ts';
import { hasControlCharacters } from './learners.ts';
import {
  rangeInOrder,
  rangeInOrderError,
  rangeNotTooLong,
  rangeNotTooLongError,
  reportDay,
} from './school-year.ts';

/**
 * GET /api/office/learners/children-report?learner=ID | ?class=NAME, &from&to → ChildrenReport
 * (issue 27 §4; learners area): one child's perakim learned over a range of days — how many, and
 * which, by masechet — for a prize or a parents' evening; with `class`, the same for every child
 * of the class (active or not), to print one page each. The range is the school year so far (1
 * September to today) unless asked otherwise; a perek counts on the day it was learning for.
 */
export const childrenReportQuerySchema = z
  .strictObject({
    learner: idSchema('learner').optional(),
    class: z
      .string({ error: 'The class must be text' })
      .min(1, { error: 'Please choose a class' })
      .max(200, { error: 'The class name is too long' })
      .refine((text) => !hasControlCharacters(text), {
        error: 'The class must not contain control characters',
      })
      .optional(),
    from: reportDay('from'),
    to: reportDay('to'),
  })
  .refine((query) => (query.learner === undefined) !== (query.class === undefined), {
    error: 'Please choose a learner or a class (one of them)',
    path: ['learner'],
  })
  .refine(rangeInOrder, rangeInOrderError)
  .refine(rangeNotTooLong, rangeNotTooLongError);
export type ChildrenReportQuery = z.infer<typeof childrenReportQuerySchema>;

/** The perakim of one masechet a child learned, in the Mishnah's order. */
export const learnedMasechetSchema = z.object({
  /** hebcal's English spelling, e.g. "Berakhot". */
  name: z.string(),
  /** e.g. "ברכות". */
  hebrew: z.string(),
  /** Its perakim in order (a perek learned twice in the range is listed twice). */
  chapters: z.array(
    z.object({
      /** 1-based. */
      chapter: z.number().int().positive(),
      /** The number in letters without geresh, as perakim are named: "טו". */
      hebrew: z.string(),
    }),
  ),
});
export type LearnedMasechet = z.infer<typeof learnedMasechetSchema>;

export const childReportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  className: z.string().nullable(),
  active: z.boolean(),
  /** Perakim learned in the range. */
  learned: z.number().int().nonnegative(),
  masechtos: z.array(learnedMasechetSchema),
});
export type ChildReport = z.infer<typeof childReportSchema>;

export const childrenReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The range's days in Hebrew, e.g. "י״א אלול תשפ״ו". */
  fromHebrew: z.string(),
  toHebrew: z.string(),
  /** The class asked for; null for one learner. */
  className: z.string().nullable(),
  /** Sorted by name (a class's pages in the order a teacher hands them out). */
  children: z.array(childReportSchema),
});
export type ChildrenReport = z.infer<typeof childrenReportSchema>;
