import { z } from 'zod';

/** The plan types of DESIGN.md §3, in position order: day, year, month, week of shiva. */
export const planTypes = ['yoirtzeit', 'rosh_chodesh', 'shloishim', 'shiva'] as const;
export const planTypeSchema = z.enum(planTypes);
export type PlanType = z.infer<typeof planTypeSchema>;

/** Dedication kinds (spec §3 Episode), plus the shiva plan's own kind. */
export const dedicationKinds = ['yoirtzeit', 'shloishim', 'merit', 'refuah', 'shiva'] as const;
export const dedicationKindSchema = z.enum(dedicationKinds);
export type DedicationKind = z.infer<typeof dedicationKindSchema>;

export const planKindSchema = z.object({ id: dedicationKindSchema, label: z.string() });

/** One plan as GET /api/plans answers it: prices in dollars (cents are internal). */
export const planSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: planTypeSchema,
  kinds: z.array(planKindSchema),
  price: z.number().nonnegative(),
  text: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = z.array(planSchema);
