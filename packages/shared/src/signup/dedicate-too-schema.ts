import { z } from 'zod';
import { isValidHebrewDate } from '../calendar/months.ts';
import { dedicationKindSchema } from '../schemas/plan.ts';
import type { DedicateToo } from './dedicate-too.ts';
import { isHebrewName } from './hebrew-name.ts';

/** A sign-up address's "Dedicate a day too" (dedicate-too.ts), checked. */
export const dedicateTooSchema = z
  .object({
    name: z.string().trim().min(1).max(100).refine(isHebrewName),
    kind: dedicationKindSchema,
    passingMonth: z.coerce.number().int().min(1).max(14).optional(),
    passingDay: z.coerce.number().int().min(1).max(30).optional(),
  })
  .refine(
    ({ passingMonth, passingDay }) =>
      (passingMonth === undefined) === (passingDay === undefined) &&
      (passingMonth === undefined || isValidHebrewDate(passingMonth, passingDay ?? 0)),
    { error: 'is not a Hebrew date of passing' },
  );

/** The part of URLSearchParams read here (this package runs without the DOM's types). */
interface SearchParams {
  get(name: string): string | null;
}

/** The dedication a sign-up address asks to copy, or null when it asks none (or none that fits). */
export function dedicateTooOf(search: SearchParams): DedicateToo | null {
  const name = search.get('name');
  if (name === null) return null;
  const parsed = dedicateTooSchema.safeParse({
    name,
    kind: search.get('kind') ?? undefined,
    passingMonth: search.get('passingMonth') ?? undefined,
    passingDay: search.get('passingDay') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
