import { z } from 'zod';
import { DATE_NOT_IN_DEDICATION_CODE } from './codes.ts';

/**
 * A progress link whose ?day= is not one of the dedication's dates (or not a date at all): a
 * 404 that says so plainly and lists the dates it has, so the page can offer them (issue 13 §8).
 */
export const dateNotInDedicationSchema = z.object({
  error: z.literal(DATE_NOT_IN_DEDICATION_CODE),
  message: z.string(),
  dates: z.array(
    z.object({
      /** 1-based, as ?day= takes it. */
      position: z.number().int(),
      day: z.string(),
      hebrew: z.string(),
    }),
  ),
});
export type DateNotInDedication = z.infer<typeof dateNotInDedicationSchema>;
