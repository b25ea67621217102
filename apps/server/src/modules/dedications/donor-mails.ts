import { civilDateOf, whatHappens, type DedicationKind } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { dateMoved, type SaidDay } from '../../mail/templates/date-moved.ts';
import {
  dedicationCancelled,
  type CancelledMoney,
} from '../../mail/templates/dedication-cancelled.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { hebrewDate } from '../progress/hebrew-dates.ts';
import { calendarFile, type LearningDateEntry } from '../reminders/calendar-file.ts';
import { donorCalendarEntries, progressUrlOf } from '../reminders/repository.ts';
import type { DedicationDeps } from './change.ts';

/**
 * The e-mails a donor gets when the office changes their dedication (issue 27 §6): a date moved,
 * the dedication cancelled. Each goes after the change is committed, through the logging mailer
 * (the dedication's e-mails table shows it; a failed one waits in Needs attention to be sent
 * again), and a failure never undoes the change.
 *
 * A donor always has an e-mail address (sign-up and the office's contact form both require
 * one); a record that somehow has none gets nothing, and the office is told so to phone them.
 */

export type DonorMailDeps = DedicationDeps &
  Pick<OfficeDeps, 'mailer' | 'publicUrl'> & { log: FastifyBaseLogger };

/** Whether the donor was told: sent, failed (kept in the mail log), or no address to send to. */
export type Told = 'sent' | 'failed' | 'no-address';

export const saidDay = (day: string): SaidDay => ({
  civil: civilDateOf(day),
  hebrew: hebrewDate(day).date,
});

async function donorOf(db: Db, enrollmentId: number) {
  return db
    .selectFrom('enrollments')
    .innerJoin('donors', 'donors.id', 'enrollments.donor_id')
    .select([
      'donors.id as donor_id',
      'donors.email',
      'donors.name as donor_name',
      'enrollments.name',
      'enrollments.kind',
      'enrollments.plan_text',
    ])
    .where('enrollments.id', '=', enrollmentId)
    .executeTakeFirstOrThrow();
}

const hasAddress = (email: string) => /^[^\s@]+@[^\s@]+$/.test(email.trim());

async function send(
  deps: DonorMailDeps,
  message: MailMessage,
  what: string,
  enrollmentId: number,
): Promise<Told> {
  try {
    await deps.mailer.send(message);
    return 'sent';
  } catch (err) {
    deps.log.error(
      { err, enrollmentId },
      `${what}: the e-mail failed; it waits in the mail log to be sent again`,
    );
    return 'failed';
  }
}

/** The donor is told a learning date moved, with the date's calendar entry (same UID). */
export async function mailDateMoved(
  deps: DonorMailDeps,
  move: { enrollmentId: number; from: string; to: string },
): Promise<Told> {
  const { db, publicUrl } = deps;
  const donor = await donorOf(db, move.enrollmentId);
  if (!hasAddress(donor.email)) {
    deps.log.warn({ enrollmentId: move.enrollmentId }, 'date moved: the donor has no e-mail');
    return 'no-address';
  }
  const entries = await donorCalendarEntries(db, donor.donor_id, publicUrl, move.enrollmentId);
  const entry: LearningDateEntry = entries.find((e) => e.day === move.to) ?? {
    enrollmentId: move.enrollmentId,
    day: move.to,
    name: donor.name,
    kind: donor.kind as DedicationKind,
    occasion: 'learning',
    progressUrl: progressUrlOf(publicUrl, move.enrollmentId, 0),
  };
  const message = dateMoved({
    to: donor.email,
    donorName: donor.donor_name,
    dedicationName: donor.name,
    was: saidDay(move.from),
    now: saidDay(move.to),
    whatHappens: whatHappens(entry.occasion, entry.kind, '').trim(),
    progressUrl: entry.progressUrl,
    calendar: await calendarFile([entry], { publicUrl, calendarName: 'Zechus' }),
  });
  return send(
    deps,
    { ...message, links: { donorId: donor.donor_id, enrollmentId: move.enrollmentId } },
    'date moved',
    move.enrollmentId,
  );
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "your Visa card ending in 4242", or the card without what we do not know of it. */
export const cardWords = (brand: string | null, lastFour: string | null): string => {
  const name = brand ? `${BRANDS[brand.toLowerCase()] ?? brand} card` : 'card';
  return lastFour ? `your ${name} ending in ${lastFour}` : `the ${name} you paid with`;
};

/**
 * The donor is told their dedication is cancelled, and what was refunded. Once per dedication:
 * a cancellation told already (the mail log has it) is not told again.
 */
export async function mailCancellation(
  deps: DonorMailDeps,
  cancelled: { enrollmentId: number; datesTakenOff: string[]; money: CancelledMoney },
): Promise<Told> {
  const { db } = deps;
  const earlier = await db
    .selectFrom('mail_log')
    .select('status')
    .where('enrollment_id', '=', cancelled.enrollmentId)
    .where('kind', '=', 'dedication-cancelled')
    .executeTakeFirst();
  if (earlier) return earlier.status === 'sent' ? 'sent' : 'failed';
  const donor = await donorOf(db, cancelled.enrollmentId);
  if (!hasAddress(donor.email)) {
    deps.log.warn({ enrollmentId: cancelled.enrollmentId }, 'cancelled: the donor has no e-mail');
    return 'no-address';
  }
  const message = dedicationCancelled({
    to: donor.email,
    donorName: donor.donor_name,
    dedicationName: donor.name,
    planText: donor.plan_text,
    datesTakenOff: cancelled.datesTakenOff.map(saidDay),
    money: cancelled.money,
  });
  return send(
    deps,
    { ...message, links: { donorId: donor.donor_id, enrollmentId: cancelled.enrollmentId } },
    'cancelled',
    cancelled.enrollmentId,
  );
}
