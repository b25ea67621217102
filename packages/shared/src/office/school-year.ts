import { z } from 'zod';
import { idSchema } from '../schemas/ids.ts';
import { isDay } from '../calendar/day.ts';
import {
  classFilterSchema,
  classNameSchema,
  divisionSummarySchema,
  hasControlCharacters,
  learnerStatuses,
} from './learners.ts';

export * from './next-class-name.ts';

/**
 * The school year in the learners area (issue 27 §4), under /api/office/learners (every staff
 * role, as the rest of the area):
 *
 * - POST /api/office/learners/classes/rename ClassRename → ClassesChanged: every child of a class,
 *   active or not, and its teachers, under a new name; 409 class_name_taken when another class
 *   already has it.
 * - POST /api/office/learners/classes/move-up MoveUp → ClassesChanged: at the year's end, classes
 *   take their next names all at once (ג׳ → ד׳ while ד׳ → ה׳), and the top classes leave (their
 *   active children are deactivated, with one re-division). A class's teachers stay with its
 *   name. 409 class_name_taken when a new name is a class's that neither moves nor leaves.
 * - POST /api/office/learners/deactivate-many DeactivateMany → ManyDeactivated: several children
 *   who left, with one re-division.
 * - GET /api/office/learners/export → a CSV file (learnersExportQuerySchema below).
 * - GET /api/office/learners/class-report → ClassReport (classReportQuerySchema below).
 * - GET /api/office/learners/children-report → ChildrenReport: a child's perakim by masechet, or a
 *   page for each child of a class (learner-reports.ts).
 */

export const SCHOOL_YEAR_ERROR = {
  classNameTaken: 'class_name_taken',
  noSuchClass: 'class_not_found',
} as const;

/** At most this many classes in one move-up, and learners in one "deactivate these". */
export const MOVE_UP_MAX_CLASSES = 200;
export const DEACTIVATE_MANY_MAX = 1000;

/** A class as it is stored now (sent back as the class list gave it, never re-spelt). */
const existingClassSchema = z
  .string({ error: 'The class must be text' })
  .min(1, { error: 'Please choose a class' })
  .max(200, { error: 'The class name is too long' })
  .refine((text) => !hasControlCharacters(text), {
    error: 'The class must not contain control characters',
  });

/** A class's new name: as a class is named anywhere (one spelling), and never empty. */
const newClassNameSchema = classNameSchema.refine((name) => name !== null, {
  error: 'Please write the class’s new name',
});

export const classRenameSchema = z.strictObject({
  from: existingClassSchema,
  to: newClassNameSchema,
});
export type ClassRename = z.infer<typeof classRenameSchema>;
export type ClassRenameInput = z.input<typeof classRenameSchema>;

export const moveUpSchema = z
  .strictObject({
    /** Each class and the name it takes. */
    moves: z
      .array(z.strictObject({ from: existingClassSchema, to: newClassNameSchema }))
      .max(MOVE_UP_MAX_CLASSES, { error: `At most ${MOVE_UP_MAX_CLASSES} classes at once` }),
    /** The top classes, whose children leave the programme. */
    leaving: z
      .array(existingClassSchema)
      .max(MOVE_UP_MAX_CLASSES, { error: `At most ${MOVE_UP_MAX_CLASSES} classes at once` }),
  })
  .refine((value) => value.moves.length + value.leaving.length > 0, {
    error: 'Choose a class to move up or to leave',
  });
export type MoveUp = z.infer<typeof moveUpSchema>;
export type MoveUpInput = z.input<typeof moveUpSchema>;

export const classesChangedSchema = z.object({
  /** Each class and its new name, as stored. */
  renamed: z.array(z.object({ from: z.string(), to: z.string(), learners: z.number().int() })),
  /** Children deactivated because their class left. */
  deactivated: z.number().int().nonnegative(),
  /** Null when no child was deactivated (a rename never touches the division). */
  division: divisionSummarySchema.nullable(),
});
export type ClassesChanged = z.infer<typeof classesChangedSchema>;

export const deactivateManySchema = z.strictObject({
  ids: z
    .array(idSchema('id'))
    .min(1, { error: 'Choose at least one learner' })
    .max(DEACTIVATE_MANY_MAX, { error: `At most ${DEACTIVATE_MANY_MAX} learners at once` }),
});
export type DeactivateMany = z.infer<typeof deactivateManySchema>;

export const manyDeactivatedSchema = z.object({
  /** Learners deactivated now (those already inactive are left as they were). */
  deactivated: z.number().int().nonnegative(),
  division: divisionSummarySchema.nullable(),
});
export type ManyDeactivated = z.infer<typeof manyDeactivatedSchema>;

/**
 * The school year's first day as the learners export counts it: 1 September (the English school
 * year, as the programme's schools keep it), the latest one on or before `today`.
 */
export function schoolYearStart(today: string): string {
  const year = Number(today.slice(0, 4));
  return today.slice(5) >= '09-01' ? `${year}-09-01` : `${year - 1}-09-01`;
}

/**
 * GET /api/office/learners/export?status&class&from → text/csv (UTF-8 with a BOM, CRLF lines):
 * name, class, status, perakim learned from `from` (the school year's start when not given) to
 * today, sorted by class and name. The list's filters apply; every learner by default.
 */
export const learnersExportQuerySchema = z.strictObject({
  status: z
    .enum(learnerStatuses, { error: 'status must be active, inactive or all' })
    .default('all'),
  class: classFilterSchema,
  from: z
    .string()
    .refine((value) => isDay(value) && value >= '2000-01-01' && value <= '2999-12-31', {
      error: 'from must be a date written YYYY-MM-DD',
    })
    .optional(),
});
export type LearnersExportQuery = z.infer<typeof learnersExportQuerySchema>;

/** zechus-learners-2026-11-22.csv */
export const learnersExportFileName = (today: string) => `zechus-learners-${today}.csv`;

/** The longest range a class report covers (a little over a school year). */
export const CLASS_REPORT_MAX_DAYS = 400;

/** A report's first or last day (YYYY-MM-DD), left out for the school year so far. */
export const reportDay = (label: string) =>
  z
    .string()
    .refine((value) => isDay(value) && value >= '2000-01-01' && value <= '2999-12-31', {
      error: `${label} must be a date written YYYY-MM-DD`,
    })
    .optional();

type ReportRange = { from?: string | undefined; to?: string | undefined };

/** A report's range reads forwards and is not longer than a school year and a bit. */
export const rangeInOrder = (range: ReportRange) =>
  !range.from || !range.to || range.from <= range.to;
export const rangeInOrderError = {
  error: 'The first date must be on or before the last date',
  path: ['to'],
};
export const rangeNotTooLong = (range: ReportRange) =>
  !range.from ||
  !range.to ||
  (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 <= CLASS_REPORT_MAX_DAYS;
export const rangeNotTooLongError = {
  error: `A report covers at most ${CLASS_REPORT_MAX_DAYS} days: please choose a shorter range`,
  path: ['to'],
};

/**
 * GET /api/office/learners/class-report?class&from&to → ClassReport: each child of a class (active
 * or not) with the perakim they learned on the days from `from` to `to` (both included; the
 * school year's start and today when not given), for prizes and parents' evenings.
 */
export const classReportQuerySchema = z
  .strictObject({
    class: z
      .string({ error: 'Please choose a class' })
      .min(1, { error: 'Please choose a class' })
      .max(200, { error: 'The class name is too long' })
      .refine((text) => !hasControlCharacters(text), {
        error: 'The class must not contain control characters',
      }),
    from: reportDay('from'),
    to: reportDay('to'),
  })
  .refine(rangeInOrder, rangeInOrderError)
  .refine(rangeNotTooLong, rangeNotTooLongError);
export type ClassReportQuery = z.infer<typeof classReportQuerySchema>;

export const classReportSchema = z.object({
  className: z.string(),
  from: z.string(),
  to: z.string(),
  /** The range's days in Hebrew, e.g. "י״א אלול תשפ״ו". */
  fromHebrew: z.string(),
  toHebrew: z.string(),
  learners: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      active: z.boolean(),
      learned: z.number().int().nonnegative(),
    }),
  ),
  /** Perakim the class learned in the range. */
  total: z.number().int().nonnegative(),
});
export type ClassReport = z.infer<typeof classReportSchema>;
