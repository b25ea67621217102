import { hebrewDateForCivil } from '../calendar/civil-entry.ts';
import { isDay } from '../calendar/day.ts';
import { nextOccurrence } from '../calendar/occurrence.ts';

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
  // Only the Hebrew month and day are kept: a day past the next time that date comes round
  // would be learned a year early.
  const { month, day } = hebrewDateForCivil(civilDay, afterNightfall);
  return nextOccurrence(month, day, today) === civilDay
    ? null
    : 'Please choose a day within the coming year.';
}
