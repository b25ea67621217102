import { isDay } from '../calendar/day.ts';
import { hebrewDayOf } from '../calendar/hebrew-day.ts';

// Written out here rather than by Intl: the server (e-mail) and the browser (pages) must print
// the very same words, whatever ICU each of them carries.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Thursday 10 December 2026": a civil day ('YYYY-MM-DD') as the sign-up writes it. */
export function civilDateText(day: string): string {
  if (!isDay(day)) throw new RangeError(`civilDateText: not a day ${day}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return `${WEEKDAYS[date.getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
}

export interface LearningDateLine {
  day: string;
  /** "Thursday 10 December 2026" */
  civil: string;
  /** "כ״ט כסלו תשפ״ז" */
  hebrew: string;
}

/**
 * One learning date as the review step, the thank-you page and the confirmation e-mail list it:
 * "Thursday 10 December 2026 · ל׳ כסלו תשפ״ז" (the civil day's own Hebrew date, decision 0004).
 */
export function learningDateLine(day: string): LearningDateLine {
  return { day, civil: civilDateText(day), hebrew: hebrewDayOf(day).date };
}

/** "7 days of learning", "1 day of learning". */
export const learningDaysText = (count: number): string =>
  `${count} ${count === 1 ? 'day' : 'days'} of learning`;
