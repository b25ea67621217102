import { civilDateText } from '../calendar/civil-text.ts';
import { hebrewDayOf } from '../calendar/hebrew-day.ts';

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
