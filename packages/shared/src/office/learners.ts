import { z } from 'zod';
import { HEBREW_NAME_MESSAGE, isHebrewName } from '../signup/hebrew-name.ts';
import { isPlainLine } from '../schemas/text-rules.ts';
import { normalizeClassName } from '../text/normalize.ts';
import { pageQuerySchema, pagedSchema, searchText } from './paging.ts';

/**
 * The learners area's payloads (DESIGN.md §6), one zod schema per payload, used by the server
 * and the console. The routes, all under /api/office/learners (every staff role):
 *
 * - GET    /api/office/learners?search&class&status&page&pageSize&sort&dir → LearnerList
 * - GET    /api/office/learners/classes → ClassSummary[]: [{name, active, total}], every class
 *          name in use, sorted by name; `active` counts its active learners, `total` all of them.
 *          Learners without a class are in no entry. (The days and sheets areas use this list.)
 * - GET    /api/office/learners/:id → LearnerDetail
 * - POST   /api/office/learners NewLearner → LearnerChange (201); 409 duplicate_name unless
 *          allowDuplicate
 * - PATCH  /api/office/learners/:id LearnerUpdate → LearnerChange
 * - POST   /api/office/learners/:id/deactivate, …/reactivate → LearnerChange
 * - DELETE /api/office/learners/:id → 204 (only a learner without history: perakimGiven 0)
 * - PUT    /api/office/learners/:id/photo (multipart, one file "photo") → LearnerChange
 * - DELETE /api/office/learners/:id/photo → LearnerChange
 * - POST   /api/office/learners/import/preview, …/import: learners-import.ts
 */

export const LEARNER_NAME_MAX = 60;
export const CLASS_NAME_MAX = 40;

/** A photo from a phone: its type is judged from its bytes, never its name. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
/** The file input's accept list (HEIC files often arrive as image/heif or with no type). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
/** Stored photos are squares of this many pixels (WebP, no metadata). */
export const PHOTO_SIZE = 400;

/** The list filter value for "learners without a class" (never a class's own name). */
export const NO_CLASS_FILTER = '__none__';

export const LEARNER_ERROR = {
  duplicateName: 'duplicate_name',
  hasHistory: 'learner_has_history',
  notFound: 'learner_not_found',
  badPhoto: 'bad_photo',
  photoTooLarge: 'photo_too_large',
  badFile: 'bad_file',
  fileTooLarge: 'file_too_large',
} as const;

/**
 * Invisible marks often pasted along with a name from Word or Excel: those that steer text
 * direction, the zero-width space and the word joiner. Kept, they would make "the same name" two.
 */
const INVISIBLE_MARKS = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;

/** A name as it is stored: composed (NFC), without invisible marks, spaces single, trimmed. */
export const tidyName = (text: string): string =>
  text.normalize('NFC').replace(INVISIBLE_MARKS, '').replace(/\s+/gu, ' ').trim();

/** Control characters or half a character (schemas/text-rules.ts): never in a name or a class. */
export const hasControlCharacters = (text: string): boolean => !isPlainLine(text);

/**
 * A search for a learner's name (the learners list, the days area): paging's searchText with
 * control characters refused, and tidied as names are when stored, so a name pasted with its
 * direction marks still finds the child.
 */
export const nameSearchSchema = searchText
  .refine((text) => text === undefined || !hasControlCharacters(text), {
    error: 'search must not contain control characters',
  })
  .transform((text) => (text === undefined ? undefined : tidyName(text) || undefined));

/** A class to filter by (a class's name, or the list's own value for "no class"). */
export const classFilterSchema = z
  .string()
  .max(200, { error: 'class is too long' })
  .refine((text) => !hasControlCharacters(text), {
    error: 'class must not contain control characters',
  })
  .optional()
  .transform((text) => (text ? tidyName(text) || undefined : undefined));

/** Why a child's name cannot be used, or null when it can (after tidyName). */
export function learnerNameProblem(name: string): string | null {
  if (name === '') return 'Please write the child’s name';
  if (name.length > LEARNER_NAME_MAX)
    return `The name must be at most ${LEARNER_NAME_MAX} characters long`;
  if (!isHebrewName(name)) return HEBREW_NAME_MESSAGE;
  return null;
}

/** A child's name: Hebrew letters (isHebrewName), tidied. */
export const learnerNameSchema = z
  .string({ error: 'The name is required' })
  .max(500, { error: `The name must be at most ${LEARNER_NAME_MAX} characters long` })
  .refine((text) => !hasControlCharacters(text), {
    error: 'The name must not contain control characters',
    abort: true,
  })
  .transform(tidyName)
  .superRefine((name, ctx) => {
    const problem = learnerNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Why a class name cannot be used, or null (after tidyName; '' means "no class"). */
export function classNameProblem(name: string): string | null {
  if (name.length > CLASS_NAME_MAX)
    return `The class must be at most ${CLASS_NAME_MAX} characters long`;
  if (name === NO_CLASS_FILTER) return 'Please choose another name for the class';
  return null;
}

/** A class or group ("כיתה ה׳", "Group B"), or null for none: an empty text means none. */
export const classNameSchema = z
  .string({ error: 'The class must be text' })
  .max(200, { error: `The class must be at most ${CLASS_NAME_MAX} characters long` })
  .refine((text) => !hasControlCharacters(text), {
    error: 'The class must not contain control characters',
    abort: true,
  })
  // One spelling of a class: "כיתה ד'" typed on a Hebrew keyboard is "כיתה ד׳" (issue 27 §5).
  .transform((name) => normalizeClassName(tidyName(name)))
  .superRefine((name, ctx) => {
    const problem = classNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((name) => (name === '' ? null : name))
  .nullable();

export const learnerStatuses = ['active', 'inactive', 'all'] as const;
export type LearnerStatus = (typeof learnerStatuses)[number];
export const LEARNER_SORTS = ['name', 'class', 'added', 'learned'] as const;
export type LearnerSort = (typeof LEARNER_SORTS)[number];

/** GET /api/office/learners: search in the Hebrew name, a class (or NO_CLASS_FILTER), a status. */
export const learnerListQuerySchema = pageQuerySchema(LEARNER_SORTS, 'name').extend({
  search: nameSearchSchema,
  class: classFilterSchema,
  status: z
    .enum(learnerStatuses, { error: 'status must be active, inactive or all' })
    .default('active'),
});
export type LearnerListQuery = z.infer<typeof learnerListQuerySchema>;

/** A learner as the office lists them. */
export const learnerRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  className: z.string().nullable(),
  active: z.boolean(),
  /** A WebP square (PHOTO_SIZE) under /uploads/, or null. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** Perakim learned (scanned or marked done), over all days. */
  perakimLearned: z.number().int().nonnegative(),
  /**
   * Perakim given on days already begun (today and before), or done or recorded on any day: a
   * learner with any has history and is kept forever (deactivated, never removed).
   */
  perakimGiven: z.number().int().nonnegative(),
});
export type LearnerRow = z.infer<typeof learnerRowSchema>;

export const learnerListSchema = pagedSchema(learnerRowSchema);
export type LearnerList = z.infer<typeof learnerListSchema>;

/** GET /api/office/learners/:id: the row and their perakim today (in progress, never moved). */
export const learnerDetailSchema = learnerRowSchema.extend({
  today: z.object({
    day: z.string(),
    assigned: z.number().int().nonnegative(),
    open: z.number().int().nonnegative(),
  }),
});
export type LearnerDetail = z.infer<typeof learnerDetailSchema>;

/** GET /api/office/learners/classes: one entry per class name in use. */
export const classSummarySchema = z.object({
  name: z.string(),
  /** Active learners in the class. */
  active: z.number().int().nonnegative(),
  /** All learners in the class, active or not. */
  total: z.number().int().nonnegative(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;
export const classListSchema = z.array(classSummarySchema);

/** POST /api/office/learners. */
export const newLearnerSchema = z.strictObject({
  name: learnerNameSchema,
  className: classNameSchema.optional(),
  /** The office saw "there is already a child of this name in this class" and means it. */
  allowDuplicate: z.boolean({ error: 'allowDuplicate must be true or false' }).optional(),
});
export type NewLearner = z.infer<typeof newLearnerSchema>;
export type NewLearnerInput = z.input<typeof newLearnerSchema>;

/** The console's add and edit forms: a name and a class. */
export const learnerFieldsSchema = newLearnerSchema.pick({ name: true, className: true });
export type LearnerFieldsInput = z.input<typeof learnerFieldsSchema>;
export type LearnerFields = z.output<typeof learnerFieldsSchema>;

/** PATCH /api/office/learners/:id: a new name and/or class. */
export const learnerUpdateSchema = z
  .strictObject({
    name: learnerNameSchema.optional(),
    className: classNameSchema.optional(),
    allowDuplicate: z.boolean({ error: 'allowDuplicate must be true or false' }).optional(),
  })
  .refine((value) => value.name !== undefined || value.className !== undefined, {
    error: 'Nothing to change: send a name or a class',
  });
export type LearnerUpdate = z.infer<typeof learnerUpdateSchema>;
export type LearnerUpdateInput = z.input<typeof learnerUpdateSchema>;

/**
 * What a change of learners did to the laid-out days: days not yet begun re-divided among the
 * active learners (today and past days are never touched), and any missing days laid out.
 */
/** Printed sheets that gained perakim (a child left): a day, a class and its children's names. */
export const sheetsToReprintSchema = z.array(
  z.object({ day: z.string(), className: z.string().nullable(), names: z.array(z.string()) }),
);
export type SheetsToReprint = z.infer<typeof sheetsToReprintSchema>;

export const divisionSummarySchema = z.object({
  daysLaidOut: z.number().int().nonnegative(),
  daysRedivided: z.number().int().nonnegative(),
  perakimMoved: z.number().int().nonnegative(),
  /** Present when printed sheets must be printed again (issue 27 §1). */
  toReprint: sheetsToReprintSchema.optional(),
});
export type DivisionSummary = z.infer<typeof divisionSummarySchema>;

export const learnerChangeSchema = z.object({
  learner: learnerRowSchema,
  /** Null when the change does not touch the division (a new name, class or photo). */
  division: divisionSummarySchema.nullable(),
  /**
   * An active learner's first day after today with perakim, and whether it is tomorrow: from
   * 18:00 the evening before, or once a class's sheets are printed, a child who joins starts a
   * day later (issue 27 §1). Null when no day ahead gives them any yet.
   */
  firstDay: z.object({ day: z.string(), tomorrow: z.boolean() }).nullable(),
});
export type LearnerChange = z.infer<typeof learnerChangeSchema>;
