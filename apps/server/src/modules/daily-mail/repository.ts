import { DAILY_MAIL_PLAN_TYPES, type DedicationKind, type PlanType } from '@zechus/shared';
import type { Db } from '../../db/database.ts';

/** A mourning dedication learning today, as the daily e-mail reads it. */
export interface MourningDedication {
  id: number;
  name: string;
  kind: DedicationKind;
  planType: PlanType;
  planText: string;
  hebrewDate: { month: number; day: number } | null;
  donorId: number;
  donorEmail: string;
  donorName: string;
  /** The sponsor's own choice (decision 0041: off until they turn it on). */
  sponsorOn: boolean;
  hour: number;
  /** All its learning dates, in order. */
  dates: string[];
}

/** A relative whose daily e-mail is confirmed and on, through a shared link still working. */
export interface FamilyRecipient {
  id: number;
  email: string;
  shareLinkId: number;
}

/** Shiva and shloishim dedications, still active, with a learning date today. */
export async function mourningDedicationsOn(db: Db, today: string): Promise<MourningDedication[]> {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('plans as p', 'p.id', 'e.plan_id')
    .innerJoin('donors as d', 'd.id', 'e.donor_id')
    .innerJoin('enrollment_dates as t', 't.enrollment_id', 'e.id')
    .select([
      'e.id',
      'e.name',
      'e.kind',
      'e.plan_text',
      'e.hebrew_month',
      'e.hebrew_day',
      'e.daily_mail_on',
      'e.daily_mail_hour',
      'p.type as planType',
      'd.id as donorId',
      'd.email',
      'd.name as donorName',
    ])
    .where('t.day', '=', today)
    .where('e.status', '=', 'active')
    .where('p.type', 'in', [...DAILY_MAIL_PLAN_TYPES])
    .orderBy('e.id')
    .execute();
  if (rows.length === 0) return [];
  const dates = await db
    .selectFrom('enrollment_dates')
    .select(['enrollment_id', 'day'])
    .where(
      'enrollment_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('day')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind as DedicationKind,
    planType: row.planType as PlanType,
    planText: row.plan_text,
    hebrewDate:
      row.hebrew_month !== null && row.hebrew_day !== null
        ? { month: row.hebrew_month, day: row.hebrew_day }
        : null,
    donorId: row.donorId,
    donorEmail: row.email,
    donorName: row.donorName,
    sponsorOn: Boolean(row.daily_mail_on),
    hour: row.daily_mail_hour,
    dates: dates.filter((d) => d.enrollment_id === row.id).map((d) => d.day),
  }));
}

/**
 * The relatives of a dedication who confirmed and did not stop, through its working shared link:
 * a link the sponsor ended ends their e-mails with it.
 */
export async function familyRecipientsOf(db: Db, enrollmentId: number): Promise<FamilyRecipient[]> {
  const rows = await db
    .selectFrom('daily_mail_family as f')
    .innerJoin('share_links as s', 's.id', 'f.share_link_id')
    .select(['f.id', 'f.email', 'f.share_link_id'])
    .where('s.enrollment_id', '=', enrollmentId)
    .where('s.revoked_at', 'is', null)
    .where('f.confirmed_at', 'is not', null)
    .where('f.stopped_at', 'is', null)
    .orderBy('f.id')
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, shareLinkId: row.share_link_id }));
}

/** Whether a recipient still wants it (read again just before each e-mail). */
export async function stillWanted(
  db: Db,
  enrollmentId: number,
  familyId: number | null,
): Promise<boolean> {
  if (familyId === null) {
    const row = await db
      .selectFrom('enrollments')
      .select('daily_mail_on')
      .where('id', '=', enrollmentId)
      .executeTakeFirst();
    return Boolean(row?.daily_mail_on);
  }
  const row = await db
    .selectFrom('daily_mail_family as f')
    .innerJoin('share_links as s', 's.id', 'f.share_link_id')
    .select('f.id')
    .where('f.id', '=', familyId)
    .where('s.revoked_at', 'is', null)
    .where('f.confirmed_at', 'is not', null)
    .where('f.stopped_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The perakim done today, and by how many children (every dedication of a day shares them). */
export async function learnedOn(
  db: Db,
  day: string,
): Promise<{ perakim: number; children: number }> {
  const row = await db
    .selectFrom('assignments')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('perakim'),
      eb.fn.count<number | string>('learner_id').distinct().as('children'),
    ])
    .where('day', '=', day)
    .where('done_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return { perakim: Number(row.perakim), children: Number(row.children) };
}

/**
 * Claims one recipient's e-mail of one day before it is sent: the unique (recipient, dedication,
 * day) row is written first, so of two instances (or a pass after a restart) exactly one sends.
 */
export async function claimDailyMail(
  db: Db,
  recipient: string,
  enrollmentId: number,
  day: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('daily_mails_sent')
    .values({ recipient, enrollment_id: enrollmentId, day, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['recipient', 'enrollment_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
