import { z } from 'zod';

// The office home's first steps (issue 27 §7): a fresh install says what to do first.
// - GET /api/office/home/first-steps → FirstSteps (every office role)

/** What the programme has so far: a step is done once its count is above nought. */
export const firstStepsSchema = z.object({
  /** Children learning now (active learners). */
  learners: z.number().int().min(0),
  /** Classes those children are in. */
  classes: z.number().int().min(0),
  /** Scanner stations that may scan (not revoked). */
  stations: z.number().int().min(0),
});
export type FirstSteps = z.infer<typeof firstStepsSchema>;
