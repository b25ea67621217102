import type { DedicationKind } from '../schemas/plan.ts';
import type { Episode, EpisodeDate } from './schemas.ts';

/**
 * "Dedicate a day too" (issue 26 §5): the shared page opens the sign-up with the same person's
 * name, kind and date of passing in its address, and the sign-up fills them in. Only what the
 * shared page itself shows — never the sponsor's contact details. The relative still chooses the
 * plan and the day, and pays like anyone. An address that does not fit is simply ignored. The
 * address is read by dedicate-too-schema.ts, apart: the shared page and the sign-up's first screen
 * load without zod (decision 0029).
 */
/** What a sign-up address asks to copy (read by dedicate-too-schema.ts). */
export interface DedicateToo {
  name: string;
  kind: DedicationKind;
  passingMonth?: number | undefined;
  passingDay?: number | undefined;
}

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
