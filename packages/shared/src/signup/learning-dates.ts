import { addDays, daysBetween } from '../calendar/day.ts';
import { HEBREW_MONTHS } from '../calendar/months.ts';
import { nextExactOccurrence, nextOccurrence, nextYahrzeit } from '../calendar/occurrence.ts';
import { roshChodeshDaysBefore } from '../calendar/rosh-chodesh.ts';
import { hebrewDayOf } from '../calendar/hebrew-day.ts';
import type { DedicationKind, PlanType } from '../schemas/plan.ts';
import { civilDateText } from '../calendar/civil-text.ts';
import { SHIVA_LATEST_DAYS_AGO, shivaDaysLeft } from './shiva.ts';

/** The longest shloishim: thirty days of learning. */
export const SHLOISHIM_MAX_DAYS = 30;

/** The episode's date fields a rule can be about (the form's fields, under episode.date). */
export type DateField = 'month' | 'yoirtzeitMonth' | 'shivaBegan';

/** A date rule the dedication breaks, said in a plain sentence for the field it is about. */
export class LearningDatesError extends Error {
  constructor(
    readonly field: DateField,
    message: string,
  ) {
    super(message);
    this.name = 'LearningDatesError';
  }

  /** Where the server reports it: "episode.date.month". */
  get path(): string {
    return `episode.date.${this.field}`;
  }
}

/** What the rules read of an episode (a stored one may predate shivaBegan). */
export interface DatedEpisode {
  kind: DedicationKind;
  date: {
    month: number | null;
    day: number | null;
    shivaBegan?: string | null;
  };
}

const monthName = (month: number) => HEBREW_MONTHS.find((m) => m.value === month)?.name ?? '';
// The Hebrew date isolated (FSI … PDI) so the brackets around it keep their places in an
// English sentence, on a page or in plain text.
const dayText = (day: string) => `${civilDateText(day)} (\u2068${hebrewDayOf(day).date}\u2069)`;

/**
 * The next day with this Hebrew date, refusing a date that will not come this time round: a
 * day of learning is a real day, so 30 Cheshvan in a year whose Cheshvan has 29 days, or Adar I
 * in an ordinary year, is said to the family rather than moved in silence. (A yoirtzeit is
 * different: hebcal's yahrzeit rule says where it is kept, see nextYahrzeit.)
 */
function nextLearningDay(month: number, day: number, today: string): string {
  const found = nextExactOccurrence(month, day, today);
  if (found !== undefined) return found;
  // Neither this Hebrew year nor the next has the date: name the year it would have come in.
  const year = hebrewDayOf(nextOccurrence(month, day, today)).hebrewYear;
  throw new LearningDatesError(
    'month',
    month === 6
      ? `${year} is not a leap year, so it has no Adar I. Please choose Adar.`
      : `There is no ${day} ${monthName(month)} in ${year}: that month has 29 days this year. Please choose another day.`,
  );
}

/** The shloishim's days: from today up to the Day of Shloishim, at most 30 (said if not). */
function shloishimDays(month: number, day: number, today: string): string[] {
  const last = nextLearningDay(month, day, today);
  const count = daysBetween(today, last) + 1;
  if (count > SHLOISHIM_MAX_DAYS) {
    // The same date within the last 30 days: the family means a Day of Shloishim already past.
    // Only a day that truly had this Hebrew date is named as passed (14 Adar I is never "3 March
    // 2026, 14 Adar" in a year without Adar I): otherwise the coming day is too far.
    const recent = nextExactOccurrence(month, day, addDays(today, -SHLOISHIM_MAX_DAYS));
    throw new LearningDatesError(
      'month',
      recent !== undefined && recent < today
        ? `That Day of Shloishim, ${dayText(recent)}, has already passed. The learning can cover only the days from today on: please check the date.`
        : `That Day of Shloishim would be ${dayText(last)}, more than ${SHLOISHIM_MAX_DAYS} days away. The shloishim lasts 30 days: please check the date.`,
    );
  }
  return Array.from({ length: count }, (_, i) => addDays(today, i));
}

/** The shiva's days left: from today to the seventh day (docs/decisions/0023). */
function shivaDays(began: string | null | undefined, today: string): string[] {
  const left = shivaDaysLeft(began ?? today, today);
  if (left === undefined) {
    throw new LearningDatesError(
      'shivaBegan',
      `Please choose the day shiva began: today, or up to ${SHIVA_LATEST_DAYS_AGO} days ago. Shiva that began earlier has ended.`,
    );
  }
  return Array.from({ length: left }, (_, i) => addDays(today, i));
}

/**
 * The days an enrollment's learning is dedicated, from the date(s) the sponsor gave
 * (DESIGN.md §3 "Plans"). `today` is the sign-up day in Europe/London. Sorted, no repeats.
 * Throws LearningDatesError, with a sentence for the family, when a date rule is broken: the
 * date step checks it before anything else is asked, and the server checks it again.
 */
export function learningDatesFor(
  planType: PlanType,
  episode: DatedEpisode,
  today: string,
): string[] {
  const given = (): [number, number] => {
    const { month, day } = episode.date;
    if (month === null || day === null) {
      throw new LearningDatesError('month', 'Please choose the Hebrew month and day.');
    }
    return [month, day];
  };
  const chosen = () => {
    const [month, day] = given();
    return episode.kind === 'yoirtzeit'
      ? nextYahrzeit(month, day, today)
      : nextLearningDay(month, day, today);
  };
  switch (planType) {
    case 'yoirtzeit':
      return [chosen()];
    case 'rosh_chodesh': {
      // Every Rosh Chodesh until the plan renews on the Hebrew anniversary (13 in a leap year).
      const days = roshChodeshDaysBefore(today, anniversaryOf(today));
      if (episode.kind === 'yoirtzeit') days.push(chosen());
      return [...new Set(days)].sort();
    }
    case 'shloishim':
      return shloishimDays(...given(), today);
    case 'shiva':
      return shivaDays(episode.date.shivaBegan, today);
  }
}

/** The date rule an episode breaks today, if any — for the date step (null when none). */
export function learningDatesProblem(
  planType: PlanType,
  episode: DatedEpisode,
  today: string,
): LearningDatesError | null {
  try {
    learningDatesFor(planType, episode, today);
    return null;
  } catch (error) {
    if (error instanceof LearningDatesError) return error;
    throw error;
  }
}

/**
 * The day a recurring dedication is renewed (charged again, next year's dates created): the
 * Hebrew anniversary of "this date" — the yahrzeit after a day's learning, otherwise the Hebrew
 * anniversary of the sign-up (or last renewal) day.
 */
export function renewalDay(
  planType: PlanType,
  episode: DatedEpisode,
  from: string,
  dates: readonly string[],
): string {
  const { month, day } = episode.date;
  if (planType === 'yoirtzeit' && episode.kind === 'yoirtzeit' && month !== null && day !== null) {
    return nextYahrzeit(month, day, addDays(dates.at(-1) ?? from, 1));
  }
  return anniversaryOf(from);
}

/** The Hebrew anniversary of a day: when a year plan renews, and where its Rosh Chodesh days end. */
function anniversaryOf(from: string): string {
  const today = hebrewDayOf(from);
  return nextOccurrence(today.hebrewMonth, today.hebrewDay, addDays(from, 1));
}
