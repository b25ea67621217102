import { addDays } from '../calendar/day.ts';
import { nextYahrzeit } from '../calendar/occurrence.ts';
import type { DedicationKind, PlanType } from '../schemas/plan.ts';

/**
 * Which learning dates a family is reminded of, and when (decision 0025). Only memorial
 * dedications are reminded (kind yoirtzeit or shloishim): the days a family keeps.
 */

/** How many days before a date its reminders go: a week ahead, and the day before. */
export const REMINDER_LEADS = [7, 1] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];

/** What a learning date is to the family; it names the date in e-mails and calendars. */
export type Occasion =
  | 'yahrzeit'
  | 'rosh-chodesh'
  | 'shloishim-begins'
  | 'shloishim'
  | 'day-of-shloishim'
  | 'shiva'
  | 'learning';

/** A dedication as the reminders read it. */
export interface RemindedDedication {
  planType: PlanType;
  kind: DedicationKind;
  /** The learning dates, 'YYYY-MM-DD', sorted. */
  dates: readonly string[];
  /** The Hebrew date of the passing (spec month 1..13 and day), when the sponsor gave one. */
  yahrzeit: { month: number; day: number } | null;
}

export interface DatedOccasion {
  day: string;
  occasion: Occasion;
  /** The reminders this date gets: none, the day before only, or a week ahead and the day before. */
  leads: readonly ReminderLead[];
}

const isYahrzeitDay = (yahrzeit: RemindedDedication['yahrzeit'], day: string): boolean =>
  yahrzeit !== null && nextYahrzeit(yahrzeit.month, yahrzeit.day, day) === day;

const occasionOf = (d: RemindedDedication, day: string, index: number): Occasion => {
  const last = index === d.dates.length - 1;
  switch (d.planType) {
    case 'shloishim':
      if (last) return 'day-of-shloishim';
      return index === 0 ? 'shloishim-begins' : 'shloishim';
    case 'shiva':
      return 'shiva';
    case 'rosh_chodesh':
      return d.kind === 'yoirtzeit' && isYahrzeitDay(d.yahrzeit, day) ? 'yahrzeit' : 'rosh-chodesh';
    case 'yoirtzeit':
      return d.kind === 'yoirtzeit' ? 'yahrzeit' : 'learning';
  }
};

/**
 * Of a memorial dedication's dates, the ones a family marks get both reminders: the yoirtzeit
 * and the Day of Shloishim. A year's Rosh Chodesh days and the first day of a shloishim get the
 * day-before reminder only; the days between get none (thirty days of e-mails would be a burden,
 * not a help). Other kinds (merit, refuah, shiva) are never reminded.
 */
export function remindedDates(d: RemindedDedication): DatedOccasion[] {
  const memorial = d.kind === 'yoirtzeit' || d.kind === 'shloishim';
  return d.dates.map((day, index) => {
    const occasion = occasionOf(d, day, index);
    if (!memorial) return { day, occasion, leads: [] };
    const leads: readonly ReminderLead[] =
      occasion === 'yahrzeit' || occasion === 'day-of-shloishim'
        ? REMINDER_LEADS
        : occasion === 'rosh-chodesh' || occasion === 'shloishim-begins'
          ? [1]
          : [];
    return { day, occasion, leads };
  });
}

export interface DueReminder {
  day: string;
  occasion: Occasion;
  lead: ReminderLead;
  /** Days from today to the learning date (a late week-ahead reminder says how many). */
  daysLeft: number;
}

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/**
 * The reminders due `today` (London). A reminder is due on its day (the date less its lead); if
 * that pass was missed (the server was down) the week-ahead one still goes while it is ahead of
 * the day-before one, and the day-before one goes only on its day. Nothing is due for a date
 * the sponsor dedicated on or after the reminder's day: they have just had the confirmation.
 */
export function dueReminders(
  d: RemindedDedication,
  today: string,
  dedicatedOn: string,
): DueReminder[] {
  const due: DueReminder[] = [];
  for (const { day, occasion, leads } of remindedDates(d)) {
    const daysLeft = daysBetween(today, day);
    for (const lead of leads) {
      const reminderDay = addDays(day, -lead);
      if (dedicatedOn >= reminderDay) continue;
      const lastChance = lead === 7 ? 2 : 1;
      if (daysLeft <= lead && daysLeft >= lastChance) due.push({ day, occasion, lead, daysLeft });
    }
  }
  return due;
}
