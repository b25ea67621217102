export { REMINDER_LEADS, remindedDates, dueReminders } from './schedule.ts';
export type {
  ReminderLead,
  Occasion,
  RemindedDedication,
  DatedOccasion,
  DueReminder,
} from './schedule.ts';
export { occasionTitle, whatHappens } from './occasion-text.ts';
export * from './stop-link.ts';
export * from './stop-path.ts';
export * from './calendar-feed.ts';
