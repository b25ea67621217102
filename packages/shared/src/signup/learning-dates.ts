import { addDays } from '../calendar/day.ts';
import { nextOccurrence, nextYahrzeit } from '../calendar/occurrence.ts';
import { roshChodeshDays } from '../calendar/rosh-chodesh.ts';
import { hebrewDateOf } from '../calendar/hebrew-date.ts';
import type { PlanType } from '../schemas/plan.ts';
import type { Episode } from './schemas.ts';

/** The longest shloishim: thirty days of learning. */
export const SHLOISHIM_MAX_DAYS = 30;

export class LearningDatesError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'LearningDatesError';
  }
}

/**
 * The days an enrollment's learning is dedicated, from the Hebrew date the sponsor gave
 * (DESIGN.md §3 "Plans"). `today` is the sign-up day in Europe/London. Sorted, no repeats.
 */
export function learningDatesFor(
  planType: PlanType,
  episode: Pick<Episode, 'kind' | 'date'>,
  today: string,
): string[] {
  const { month, day } = episode.date;
  const chosen = () => {
    if (month === null || day === null) {
      throw new LearningDatesError('episode.date.month', 'A Hebrew date is needed for this plan');
    }
    return episode.kind === 'yoirtzeit'
      ? nextYahrzeit(month, day, today)
      : nextOccurrence(month, day, today);
  };
  switch (planType) {
    case 'yoirtzeit':
      return [chosen()];
    case 'rosh_chodesh': {
      const days = roshChodeshDays(today, 12);
      if (episode.kind === 'yoirtzeit') days.push(chosen());
      return [...new Set(days)].sort();
    }
    case 'shloishim': {
      const last = chosen();
      const dates: string[] = [];
      for (let d = today; d <= last; d = addDays(d, 1)) dates.push(d);
      if (dates.length > SHLOISHIM_MAX_DAYS) {
        throw new LearningDatesError(
          'episode.date.month',
          `Day of Shloishim: that date is more than ${SHLOISHIM_MAX_DAYS} days away — please check the Hebrew date`,
        );
      }
      return dates;
    }
    case 'shiva': {
      const start = month !== null && day !== null ? chosen() : today;
      return Array.from({ length: 7 }, (_, i) => addDays(start, i));
    }
  }
}

/**
 * The day a recurring dedication is renewed (charged again, next year's dates created): the
 * Hebrew anniversary of "this date" — the yahrzeit after a day's learning, otherwise the Hebrew
 * anniversary of the sign-up (or last renewal) day.
 */
export function renewalDay(
  planType: PlanType,
  episode: Pick<Episode, 'kind' | 'date'>,
  from: string,
  dates: readonly string[],
): string {
  const { month, day } = episode.date;
  if (planType === 'yoirtzeit' && episode.kind === 'yoirtzeit' && month !== null && day !== null) {
    return nextYahrzeit(month, day, addDays(dates.at(-1) ?? from, 1));
  }
  const today = hebrewDateOf(from);
  return nextOccurrence(today.hebrewMonth, today.hebrewDay, addDays(from, 1));
}
