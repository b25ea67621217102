import { z } from 'zod';
import { isPlainLine, isPlainText } from './text-rules.ts';

const noControlCharacters = (label: string) => ({
  error: `${label} cannot contain invisible control characters`,
});

/**
 * A required line of text: trimmed, not empty, at most `max` characters, and no control
 * characters (text-rules.ts): a NUL in a name was a PostgreSQL 500, on sign-up after the charge.
 */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(isPlainLine, noControlCharacters(label));

/**
 * Required text of several lines (a message): as requiredText, but tabs and line breaks are kept.
 * A line break is stored as \n however the client wrote it: a form posted by a browser or a
 * script sends \r\n, which is a line break, not a control character to refuse.
 */
export const requiredLines = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(isPlainText, noControlCharacters(label));

/** Optional text of one line, trimmed, '' when absent; control characters refused as above. */
export const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} is too long` })
    .refine(isPlainLine, noControlCharacters(label))
    .optional()
    .default('');

/** A required e-mail address, trimmed and lower-cased so one person is one donor. */
export const emailAddress = (label = 'Email') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(254, { error: `${label} must be at most 254 characters` })
    .pipe(z.email({ error: `${label} must be a valid e-mail address` }))
    .transform((value) => value.toLowerCase());
