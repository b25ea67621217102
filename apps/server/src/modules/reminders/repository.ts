import {
  addDays,
  londonDay,
  remindedDates,
  type DedicationKind,
  type PlanType,
  type RemindedDedication,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import type { LearningDateEntry } from './calendar-file.ts';

/** A dedication as the reminders and the calendar file read it. */
export interface DedicationDates extends RemindedDedication {
  id: number;
  name: string;
  donorId: number;
  donorEmail: string;
  donorName: string;
  /** The London day it was dedicated. */
  dedicatedOn: string;
  /** Its moved dates, by their day now: the entry each keeps (LearningDateEntry.moved). */
  moved: Map<string, { firstDay: string; sequence: number }>;
}

/** The spec's progress link of a date: /my-page/{id}?day=N, N its 1-based place in the dates. */
export const progressUrlOf = (publicUrl: string, enrollmentId: number, position: number): string =>
  new URL(`/my-page/${enrollmentId}?day=${position + 1}`, publicUrl).toString();

/** The dedications (with all their dates, in order) of the given ids. */
async function dedicationsWithDates(db: Db, ids: readonly number[]): Promise<DedicationDates[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('enrollments')
    .innerJoin('plans', 'plans.id', 'enrollments.plan_id')
    .innerJoin('donors', 'donors.id', 'enrollments.donor_id')
    .innerJoin('enrollment_dates', 'enrollment_dates.enrollment_id', 'enrollments.id')
    .select([
      'enrollments.id',
      'enrollments.kind',
      'enrollments.name',
      'enrollments.hebrew_month',
      'enrollments.hebrew_day',
      'enrollments.yoirtzeit_month',
      'enrollments.yoirtzeit_day',
      'enrollments.created_at',
      'plans.type as planType',
      'donors.id as donorId',
      'donors.email',
      'donors.name as donorName',
      'enrollment_dates.day',
      'enrollment_dates.calendar_day',
      'enrollment_dates.calendar_sequence',
    ])
    .where('enrollments.id', 'in', [...ids])
    // The same order as My Page, so a date's place (its ?day=N) is the same there.
    .orderBy('enrollments.id')
    .orderBy('enrollment_dates.day')
    .orderBy('enrollment_dates.id')
    .execute();
  const byId = new Map<number, DedicationDates>();
  for (const row of rows) {
    let dedication = byId.get(row.id);
    if (!dedication) {
      const month = row.yoirtzeit_month ?? row.hebrew_month;
      const day = row.yoirtzeit_day ?? row.hebrew_day;
      dedication = {
        id: row.id,
        name: row.name,
        kind: row.kind as DedicationKind,
        planType: row.planType as PlanType,
        dates: [],
        yahrzeit: month !== null && day !== null ? { month, day } : null,
        donorId: row.donorId,
        donorEmail: row.email,
        donorName: row.donorName,
        dedicatedOn: londonDay(new Date(row.created_at)),
        moved: new Map(),
      };
      byId.set(row.id, dedication);
    }
    (dedication.dates as string[]).push(row.day);
    if (row.calendar_day !== null) {
      dedication.moved.set(row.day, {
        firstDay: row.calendar_day,
        sequence: Number(row.calendar_sequence),
      });
    }
  }
  return [...byId.values()];
}

/**
 * Memorial dedications (yoirtzeit, shloishim) still on, whose reminders are on, with a date in
 * the coming week: the only ones that can have a reminder due today.
 */
export async function dedicationsToRemind(db: Db, today: string): Promise<DedicationDates[]> {
  const ids = await db
    .selectFrom('enrollments')
    .innerJoin('enrollment_dates', 'enrollment_dates.enrollment_id', 'enrollments.id')
    .select('enrollments.id')
    .distinct()
    .where('enrollments.kind', 'in', ['yoirtzeit', 'shloishim'])
    .where('enrollments.status', '=', 'active')
    .where('enrollments.reminders_stopped_at', 'is', null)
    .where('enrollment_dates.day', '>', today)
    .where('enrollment_dates.day', '<=', addDays(today, 7))
    .execute();
  return dedicationsWithDates(
    db,
    ids.map((row) => row.id),
  );
}

/** Whether the family stopped a dedication's reminders (read again just before each e-mail). */
export async function remindersStopped(db: Db, enrollmentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('enrollments')
    .select('reminders_stopped_at')
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  return row?.reminders_stopped_at != null;
}

/**
 * Every learning date of a donor's dedications (or of one of them) as calendar entries. The
 * subscription leaves out cancelled dedications (`withoutCancelled`): a calendar that follows the
 * dates drops them, where a file once downloaded could not.
 */
export async function donorCalendarEntries(
  db: Db,
  donorId: number,
  publicUrl: string,
  onlyDedication?: number,
  options: { withoutCancelled?: boolean } = {},
): Promise<LearningDateEntry[]> {
  const ids = await db
    .selectFrom('enrollments')
    .select('id')
    .where('donor_id', '=', donorId)
    .$if(onlyDedication !== undefined, (qb) => qb.where('id', '=', onlyDedication ?? 0))
    .$if(options.withoutCancelled === true, (qb) => qb.where('status', '!=', 'cancelled'))
    .execute();
  const dedications = await dedicationsWithDates(
    db,
    ids.map((row) => row.id),
  );
  return dedications.flatMap((d) =>
    remindedDates(d).map(({ day, occasion }, position) => ({
      enrollmentId: d.id,
      day,
      name: d.name,
      kind: d.kind,
      occasion,
      progressUrl: progressUrlOf(publicUrl, d.id, position),
      ...(d.moved.has(day) ? { moved: d.moved.get(day) } : {}),
    })),
  );
}
