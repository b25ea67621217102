import { z } from 'zod';

/** A required line of text: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** A required e-mail address, trimmed and lower-cased so one person is one donor. */
export const emailAddress = (label = 'Email') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(254, { error: `${label} must be at most 254 characters` })
    .pipe(z.email({ error: `${label} must be a valid e-mail address` }))
    .transform((value) => value.toLowerCase());
