import { z } from 'zod';
import { isValidHebrewDate } from '../calendar/months.ts';
import { dedicationKindSchema } from '../schemas/plan.ts';
import type { Episode, EpisodeDate } from './schemas.ts';
import { isHebrewName } from './hebrew-name.ts';

/**
 * "Dedicate a day too" (issue 26 §5): the shared page opens the sign-up with the same person's
 * name, kind and date of passing in its address, and the sign-up fills them in. Only what the
 * shared page itself shows — never the sponsor's contact details. The relative still chooses the
 * plan and the day, and pays like anyone. An address that does not fit is simply ignored.
 */
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
export type DedicateToo = z.infer<typeof dedicateTooSchema>;

const SIGN_UP = '/sign-up';

/** The sign-up's address with the dedication to copy. */
export function dedicateTooPath(prefill: {
  name: string;
  kind: DedicateToo['kind'];
  passing?: { month: number; day: number } | null | undefined;
}): string {
  const pairs: [string, string][] = [
    ['name', prefill.name],
    ['kind', prefill.kind],
  ];
  if (prefill.passing) {
    pairs.push(['passingMonth', String(prefill.passing.month)]);
    pairs.push(['passingDay', String(prefill.passing.day)]);
  }
  const query = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${SIGN_UP}?${query}`;
}

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

/**
 * The saved dedication the form opens with: the name and kind, and the date of passing where it
 * is what a field asks — a yoirtzeit's day, the shloishim's second date. The day to learn, or
 * the Day of Shloishim, is the relative's to choose.
 */
export function episodeOfDedicateToo(prefill: DedicateToo): Episode {
  const passing =
    prefill.passingMonth !== undefined && prefill.passingDay !== undefined
      ? { month: prefill.passingMonth, day: prefill.passingDay }
      : null;
  const yoirtzeit = passing && prefill.kind === 'yoirtzeit';
  const shloishim = passing && prefill.kind === 'shloishim';
  const date: EpisodeDate = {
    month: yoirtzeit ? passing.month : null,
    day: yoirtzeit ? passing.day : null,
    yoirtzeitMonth: yoirtzeit || shloishim ? passing.month : null,
    yoirtzeitDay: yoirtzeit || shloishim ? passing.day : null,
    shivaBegan: null,
  };
  return { kind: prefill.kind, name: prefill.name, date };
}
