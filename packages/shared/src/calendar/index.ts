export { londonDay, isDay, parseDay, formatDay, addDays, daysBetween } from './day.ts';
export {
  HEBREW_MONTHS,
  HEBREW_DAYS,
  gematriyaDay,
  isValidHebrewDate,
  hebcalMonthIn,
  specMonthOf,
} from './months.ts';
export type { HebrewMonth } from './months.ts';
export { hebrewDayOf } from './hebrew-day.ts';
export type { HebrewDay } from './hebrew-day.ts';
export { hebrewDateOf } from './hebrew-date.ts';
export type { HebrewDateInfo } from './hebrew-date.ts';
export { nextExactOccurrence, nextOccurrence, nextYahrzeit } from './occurrence.ts';
export { roshChodeshDays, roshChodeshDaysBefore } from './rosh-chodesh.ts';
export { entryMonthOf, hebrewDateForCivil } from './civil-entry.ts';
export type { CivilHebrewDate } from './civil-entry.ts';
export { civilDateText, shortCivilDateText } from './civil-text.ts';
export { civilDaysOfHebrewDate, typedHebrewDateOf } from './typed-hebrew-date.ts';
export type { TypedHebrewDate } from './typed-hebrew-date.ts';
