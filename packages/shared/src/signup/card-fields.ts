import { z } from 'zod';
import { isPlainLine } from '../schemas/text-rules.ts';

// Kept apart from schemas.ts (which checks Hebrew dates with @hebcal): the donation form needs
// these without loading the calendar. The card itself is never a field of ours (decision 0034).

export const PHONE = /^\+?[\d\s().-]{7,20}$/;

/** The brand the card processor named for the card, as the page sends it (never stored: the
 * server reads the brand from the processor itself). */
export const clientCardType = z
  .string()
  .max(20)
  .refine(isPlainLine, { error: 'type cannot contain invisible control characters' })
  .optional();
