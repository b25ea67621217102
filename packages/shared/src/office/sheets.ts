// The sheets area's payloads (one zod schema per payload, used by server and client).
import { z } from 'zod';
import { isDay } from '../calendar/day.ts';
import { sheetsToReprintSchema, tidyName } from './learners.ts';
import { idSchema } from '../schemas/ids.ts';
import { isPlainLine } from '../schemas/text-rules.ts';

/**
 * A sheet's perakim fill one column of this many rows; more go into two columns, and more than
 * twice this many onto another page. The same on A4 and US Letter, on paper and in the PDF.
 */
export const SHEET_ROWS_PER_COLUMN = 7;

const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * How one child's perakim fall onto printed pages, the same in the print view and the PDF: one
 * column while they fit a page, else two columns (the first on the right), else more pages.
 */
export function sheetPagesOf<T>(perakim: readonly T[]): { columns: T[][]; continued: boolean }[] {
  if (perakim.length <= SHEET_ROWS_PER_COLUMN)
    return [{ columns: [[...perakim]], continued: false }];
  return chunk(perakim, SHEET_ROWS_PER_COLUMN * 2).map((onPage, i) => ({
    columns: chunk(onPage, SHEET_ROWS_PER_COLUMN),
    continued: i > 0,
  }));
}

/** The papers a sheet is laid out for: the print dialog's and the PDF's page size. */
export const SHEET_PAPERS = ['a4', 'letter'] as const;
export const sheetPaperSchema = z.enum(SHEET_PAPERS, { error: 'paper must be a4 or letter' });
export type SheetPaper = z.infer<typeof sheetPaperSchema>;

export const SHEET_PAPER_LABELS: Record<SheetPaper, string> = {
  a4: 'A4',
  letter: 'US Letter',
};

const sheetDay = z
  .string({ error: 'date must be a date written YYYY-MM-DD' })
  .refine(isDay, { error: 'date must be a real date written YYYY-MM-DD' });

/** A class as the learners area stores it (tidied), so a name pasted with stray marks still finds it. */
const className = z
  .string()
  .max(200, { error: 'class must be at most 200 characters' })
  .refine(isPlainLine, { error: 'class must not contain control characters', abort: true })
  .transform(tidyName)
  .refine((name) => name !== '', { error: 'class must not be empty' });

/**
 * Whose sheets: a class (every child in it), one child (`learner`), or one child of a class
 * (both: the child must be in that class).
 */
const whoseSheets = {
  class: className.optional(),
  learner: idSchema('learner').optional(),
};
const classOrLearner = {
  error: 'Choose a class (class=…) or a child (learner=…).',
};

/** GET /api/office/sheets?date=…&class=…&learner=… */
export const sheetsQuerySchema = z
  .object({ date: sheetDay, ...whoseSheets })
  .refine((q) => q.class !== undefined || q.learner !== undefined, classOrLearner);
export type SheetsQuery = z.infer<typeof sheetsQuerySchema>;

/** GET /api/office/sheets/<date>.pdf: the file name in the path. */
export const sheetsPdfParamsSchema = z.object({
  file: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}\.pdf$/, { error: 'the address must end in <date>.pdf' })
    .refine((file) => isDay(file.slice(0, 10)), {
      error: 'the date must be a real date written YYYY-MM-DD',
    }),
});

/** …/<date>.pdf?class=…&learner=…&paper=a4|letter */
export const sheetsPdfQuerySchema = z
  .object({ ...whoseSheets, paper: sheetPaperSchema.default('a4') })
  .refine((q) => q.class !== undefined || q.learner !== undefined, classOrLearner);
export type SheetsPdfQuery = z.infer<typeof sheetsPdfQuerySchema>;

/** The address of a PDF of sheets (the console's "Download PDF"). */
export function sheetsPdfPath(
  date: string,
  options: { class?: string; learner?: number; paper: SheetPaper },
): string {
  // Built by hand: this package has no DOM or Node globals (no URLSearchParams).
  const query = [
    options.class !== undefined ? `class=${encodeURIComponent(options.class)}` : null,
    options.learner !== undefined ? `learner=${options.learner}` : null,
    `paper=${options.paper}`,
  ].filter((part) => part !== null);
  return `/api/office/sheets/${date}.pdf?${query.join('&')}`;
}

/** One class of active learners, for the sheets form's class list. */
export const sheetClassSchema = z.object({
  name: z.string(),
  /** Active children in it. */
  children: z.number().int().nonnegative(),
});

/** GET /api/office/sheets/classes */
export const sheetClassesSchema = z.object({
  /** Today in London (the form's "Today" and "Tomorrow"). */
  today: z.string(),
  classes: z.array(sheetClassSchema),
  /** Active children without a class (they print one by one, or once given a class). */
  unclassed: z.number().int().nonnegative(),
});
export type SheetClasses = z.infer<typeof sheetClassesSchema>;

/** A Code 128 barcode as printed: bwip-js's SVG and its size on paper. */
export const sheetBarcodeSchema = z.object({
  /** What it encodes: the assignment's barcode, also printed under it. */
  value: z.string(),
  /** An <svg> with a viewBox and no size of its own; drawn at widthMm × heightMm. */
  svg: z.string(),
  widthMm: z.number().positive(),
  heightMm: z.number().positive(),
});
export type SheetBarcode = z.infer<typeof sheetBarcodeSchema>;

export const sheetPerekSchema = z.object({
  perekIndex: z.number().int().nonnegative(),
  /** The masechet in Hebrew, e.g. "ברכות". */
  masechet: z.string(),
  /** The chapter in Hebrew, e.g. "פרק א". */
  perek: z.string(),
  /** The seder in Hebrew, e.g. "זרעים". */
  seder: z.string(),
  done: z.boolean(),
  barcode: sheetBarcodeSchema,
});
export type SheetPerek = z.infer<typeof sheetPerekSchema>;

/** One child's sheet: their perakim of the day in catalogue order. */
export const learnerSheetSchema = z.object({
  learnerId: z.number().int().positive(),
  name: z.string(),
  className: z.string().nullable(),
  perakim: z.array(sheetPerekSchema),
});
export type LearnerSheet = z.infer<typeof learnerSheetSchema>;

/** The day as a sheet shows it. */
export const sheetDateSchema = z.object({
  day: z.string(),
  /** e.g. "Wednesday 25 November 2026". */
  civil: z.string(),
  /** e.g. "יום רביעי". */
  weekday: z.string(),
  /** e.g. "י״ד כסלו תשפ״ז". */
  hebrew: z.string(),
  /** e.g. "פרשת וישלח". */
  parsha: z.string(),
  /** Weekday, date and parsha as the site shows them. */
  full: z.string(),
});
export type SheetDate = z.infer<typeof sheetDateSchema>;

/** GET /api/office/sheets: the sheets of a class (or a child) for a day. */
export const sheetsSchema = z.object({
  date: sheetDateSchema,
  /** The class asked for (null when one child was asked for without a class). */
  className: z.string().nullable(),
  /** Children with perakim that day, one sheet each, by name. */
  sheets: z.array(learnerSheetSchema),
  /** Active children of the class with no perakim that day: nothing of theirs is printed. */
  withoutPerakim: z.array(z.object({ learnerId: z.number().int().positive(), name: z.string() })),
});
export type Sheets = z.infer<typeof sheetsSchema>;

const CIVIL_PARTS = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A day written out in English, e.g. "Wednesday 25 November 2026". Built from the parts so
 * every ICU version gives the same words (some put a comma after the weekday).
 */
export function civilDateOf(day: string): string {
  if (!isDay(day)) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(2000, m - 1, d, 12));
  noon.setUTCFullYear(y);
  const parts = CIVIL_PARTS.formatToParts(noon);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * The PDF's file names: an ASCII one for every browser (a Hebrew class name has no ASCII
 * letters, so it becomes "class", or "child" for one child: "sheets-2026-11-25-class.pdf"), and
 * the full one for Content-Disposition's filename*, which browsers prefer when they read it.
 */
export function sheetsPdfFileNames(
  day: string,
  who: { className: string | null; learnerName?: string },
): { ascii: string; utf8: string } {
  const label = who.learnerName ?? who.className ?? 'class';
  const ascii = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  const fallback = who.learnerName !== undefined ? 'child' : 'class';
  // Characters no file system takes (and control characters) become a hyphen.
  const safeLabel = [...label]
    .map((char) => (/[\\/:*?"<>|]/.test(char) || char.charCodeAt(0) < 32 ? '-' : char))
    .join('')
    .replace(/-+/g, '-')
    .trim();
  return {
    ascii: `sheets-${day}-${ascii || fallback}.pdf`,
    utf8: `sheets-${day}-${safeLabel || fallback}.pdf`,
  };
}

/**
 * POST /api/office/sheets/printed: the print view was printed (its Print button, or the browser's
 * own print) — the same class-or-child and date as GET /api/office/sheets. Printed means fixed
 * (issue 27 §1): those children's perakim of that day no longer move when a learner joins.
 */
export const sheetsPrintedSchema = sheetsQuerySchema;
export const sheetsPrintedReplySchema = z.object({ sheets: z.number().int().nonnegative() });
export type SheetsPrintedReply = z.infer<typeof sheetsPrintedReplySchema>;

/** GET /api/office/sheets/reprints: printed sheets of today and later that gained perakim since. */
export const sheetReprintsSchema = z.object({ toReprint: sheetsToReprintSchema });
export type SheetReprints = z.infer<typeof sheetReprintsSchema>;
