import { z } from 'zod';
import { idSchema } from '../schemas/ids.ts';
import { classNameSchema, divisionSummarySchema, learnerNameSchema } from './learners.ts';

/**
 * A class imported from a CSV file (the learners area, DESIGN.md §6):
 *
 * - POST /api/office/learners/import/preview (multipart: "file", optional "className") →
 *   ImportPreview (changes nothing)
 * - POST /api/office/learners/import ImportConfirm → ImportResult
 */

/** A class list from a CSV file: at most this big. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 1000;

/** One row of a CSV file as the import would add it, or the problem that keeps it out. */
export const importPreviewRowSchema = z.object({
  /** The row's number in the file (as a spreadsheet numbers it, the header being 1). */
  line: z.number().int().positive(),
  name: z.string(),
  className: z.string().nullable(),
  /** "The name is not in Hebrew letters" …; null when the row will be added. */
  problem: z.string().nullable(),
  /**
   * The problem is only that a child of this name is already in the class (or earlier in the
   * file): two real children may share a name, so the office may add the row anyway.
   */
  duplicate: z.boolean().optional(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importPreviewRowSchema),
  /** Rows that will be added (no problem). */
  toAdd: z.number().int().nonnegative(),
  /** Rows with a problem: skipped by the import. */
  problems: z.number().int().nonnegative(),
  /** The first row was read as column titles and left out. */
  headerSkipped: z.boolean(),
  /** How the file's text was read. */
  encoding: z.enum(['utf-8', 'utf-16', 'windows-1255']),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /api/office/learners/import: the rows the preview accepted. */
export const importConfirmSchema = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        line: idSchema('line'),
        name: learnerNameSchema,
        className: classNameSchema,
        /** The office confirmed this is another child with the same name (issue 27 §7). */
        allowDuplicate: z.boolean({ error: 'allowDuplicate must be true or false' }).optional(),
      }),
      { error: 'rows must be a list' },
    )
    .min(1, { error: 'There is nothing to add' })
    .max(IMPORT_MAX_ROWS, { error: `At most ${IMPORT_MAX_ROWS} rows can be added at once` }),
});
export type ImportConfirm = z.infer<typeof importConfirmSchema>;
export type ImportConfirmInput = z.input<typeof importConfirmSchema>;

export const importResultSchema = z.object({
  added: z.number().int().nonnegative(),
  /** Rows that could not be added after all (e.g. the child was added meanwhile). */
  skipped: z.array(importPreviewRowSchema),
  division: divisionSummarySchema.nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
