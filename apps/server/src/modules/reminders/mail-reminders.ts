import { civilDateOf, dueReminders } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { learningReminder } from '../../mail/templates/learning-reminder.ts';
import { calendarFile } from './calendar-file.ts';
import {
  dedicationsToRemind,
  progressUrlOf,
  remindersStopped,
  type DedicationDates,
} from './repository.ts';
import { hebrewDate } from '../progress/hebrew-dates.ts';

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Reminders go out from this hour, London time: a morning e-mail, never one in the night. */
export const REMINDER_HOUR = 9;

/** Made at the first pass of the jobs, not at start: a formatter costs the start a few ms. */
let londonHourFormat: Intl.DateTimeFormat | undefined;

/** The hour (0–23) in London at an instant. */
export const londonHour = (instant: Date): number =>
  Number(
    (londonHourFormat ??= new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      hourCycle: 'h23',
    })).format(instant),
  );

/**
 * Claims a reminder before it is sent: the unique (dedication, date, lead) row is written
 * first, so of two instances (or a pass after a restart) exactly one gets it. A claimed
 * reminder whose e-mail then fails is not claimed again: the mail log keeps it as failed, and
 * the office's Needs attention sends it again.
 */
async function claim(db: Db, enrollmentId: number, day: string, lead: number): Promise<boolean> {
  const inserted = await db
    .insertInto('reminders_sent')
    .values({
      enrollment_id: enrollmentId,
      day,
      lead_days: lead,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['enrollment_id', 'day', 'lead_days']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

async function remind(deps: ReminderDeps, d: DedicationDates, today: string): Promise<number> {
  let sent = 0;
  for (const due of dueReminders(d, today, d.dedicatedOn)) {
    // Stopped since the list was read (a family that clicked a moment ago): nothing more goes.
    if (await remindersStopped(deps.db, d.id)) return sent;
    if (!(await claim(deps.db, d.id, due.day, due.lead))) continue;
    const progressUrl = progressUrlOf(deps.publicUrl, d.id, d.dates.indexOf(due.day));
    const entry = {
      enrollmentId: d.id,
      day: due.day,
      name: d.name,
      kind: d.kind,
      occasion: due.occasion,
      progressUrl,
      ...(d.moved.has(due.day) ? { moved: d.moved.get(due.day) } : {}),
    };
    try {
      await deps.mailer.send({
        ...learningReminder({
          to: d.donorEmail,
          donorName: d.donorName,
          dedicationName: d.name,
          kind: d.kind,
          occasion: due.occasion,
          daysLeft: due.daysLeft,
          hebrewDate: hebrewDate(due.day).date,
          civilDate: civilDateOf(due.day),
          progressUrl,
          calendar: await calendarFile([entry], {
            publicUrl: deps.publicUrl,
            calendarName: 'Zechus',
          }),
        }),
        links: { donorId: d.donorId, enrollmentId: d.id },
      });
      sent++;
    } catch (err) {
      deps.log.error(
        { err, enrollmentId: d.id, day: due.day, lead: due.lead },
        'a reminder e-mail failed; it waits in the mail log for the office to retry',
      );
    }
  }
  return sent;
}

/**
 * The reminders due today (decision 0025): a week and a day before a family's learning dates.
 * Run by the daily jobs; each reminder goes once, however many passes or instances run.
 */
export async function mailReminders(deps: ReminderDeps, today: string): Promise<number> {
  let sent = 0;
  for (const dedication of await dedicationsToRemind(deps.db, today)) {
    sent += await remind(deps, dedication, today);
  }
  if (sent > 0) deps.log.info({ sent }, 'reminders sent');
  return sent;
}
