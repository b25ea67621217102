import { hebrewDateForCivil } from '../calendar/civil-entry.ts';
import { addDays, isDay } from '../calendar/day.ts';
import { nextExactOccurrence } from '../calendar/occurrence.ts';
import { civilDateText } from '../calendar/civil-text.ts';
import { hebrewDayOf } from '../calendar/hebrew-day.ts';

/**
 * What a date field is about: the day of a PASSING (a yoirtzeit's date: years ago, and perhaps
 * after nightfall) or a DAY OF LEARNING to come (a Day of Shloishim, a day to learn).
 */
export type DateRole = 'passing' | 'learning';

/**
 * The plain sentence for a civil date the family typed that cannot be right for its role, or
 * null. Only the Hebrew date it converts to is sent; these checks belong to the date step.
 */
export function civilDateProblem(
  role: DateRole,
  civilDay: string,
  afterNightfall: boolean,
  today: string,
): string | null {
  if (!isDay(civilDay)) return 'Please choose the date.';
  if (role === 'passing') {
    return civilDay > today
      ? 'That date is still to come. Please give the date of the passing.'
      : null;
  }
  if (civilDay < today) return 'That day has already passed. Please choose today or a day to come.';
  // Only the Hebrew month and day are kept: a day past the next time that very date comes round
  // would be learned a year early, so the sentence names the sooner day (a real one: Adar I of
  // a coming leap year is found as itself, never stood in for by this year's Adar).
  const { month, day } = hebrewDateForCivil(civilDay, afterNightfall);
  const sooner = nextExactOccurrence(month, day, today);
  const learned = afterNightfall ? addDays(civilDay, 1) : civilDay;
  if (sooner === undefined || sooner === learned) return null;
  return `That Hebrew date, \u2068${hebrewDayOf(sooner).date}\u2069, comes round sooner, on ${civilDateText(sooner)}. Please choose a day within the coming year.`;
}
