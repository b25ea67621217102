import { z } from 'zod';
import { isPlainLine } from '../schemas/text-rules.ts';

/** Office tables page on the server: at most this many rows a page. */
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 25;

/**
 * The query of a paged, sorted office list: ?page=1&pageSize=25&sort=name&dir=asc. `sortable`
 * lists the columns the server sorts by; anything else is a 400 naming them.
 */
export const pageQuerySchema = <const S extends readonly [string, ...string[]]>(
  sortable: S,
  defaultSort: S[number],
) =>
  z.object({
    page: z.coerce
      .number({ error: 'page must be a whole number from 1' })
      .int({ error: 'page must be a whole number from 1' })
      .min(1, { error: 'page must be a whole number from 1' })
      .max(1_000_000, { error: 'page is too large' })
      .default(1),
    pageSize: z.coerce
      .number({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
      .int({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
      .min(1, { error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
      .max(MAX_PAGE_SIZE, { error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
      .default(DEFAULT_PAGE_SIZE),
    sort: z
      .enum(sortable, { error: `sort must be one of: ${sortable.join(', ')}` })
      .default(defaultSort as never),
    dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('asc'),
  });

export interface PageQuery<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  dir: 'asc' | 'desc';
}

/** A page of rows and where it sits in the whole list. */
export const pagedSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** An optional search text: trimmed, empty means none; control characters refused. */
export const searchText = z
  .string()
  .trim()
  .max(100, { error: 'search must be at most 100 characters' })
  .refine(isPlainLine, { error: 'search must not contain control characters' })
  .optional()
  .transform((value) => (value ? value : undefined));
