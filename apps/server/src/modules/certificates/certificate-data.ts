import {
  civilDateOf,
  MISHNAH,
  mourningDayWords,
  planShortName,
  type DedicationKind,
  type PlanType,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { hebrewDate } from '../progress/hebrew-dates.ts';

/** Everything a certificate of one completed day of one dedication says (issue 13 §6). */
export interface CertificateData {
  programme: string;
  /** The name learned for, in Hebrew (a default memorial name when the sponsor gave none). */
  name: string;
  kind: DedicationKind;
  /** The plan's short name, e.g. "A month of learning". */
  plan: string;
  /** Which of the dedication's dates this is (1-based), and how many it has. */
  position: number;
  dates: number;
  /**
   * The day as a mourning family counts it, "the 3rd day of the shiva" / "… of the shloishim";
   * undefined for the other plans, whose certificates say "Day 2 of 13".
   */
  mourningDay: string | undefined;
  day: string;
  /** e.g. "י״ב כסלו תשפ״ז". */
  hebrewDate: string;
  /** e.g. "יום ראשון · פרשת וישלח". */
  hebrewWeekday: string;
  /** e.g. "Sunday 22 November 2026". */
  civilDate: string;
  /** The children who learned that day's perakim: how many, and their names (sorted). */
  children: number;
  childrenNames: string[];
  perakim: number;
}

/** The name the progress pages show when a dedication has none (apps/web he.defaultName). */
const DEFAULT_NAME = 'לעילוי נשמת כל ישראל';

/**
 * Whether all of a day's perakim are done, and by how many children. A day is complete when
 * every one of the 525 perakim is assigned and done; a day not laid out is not.
 */
export async function dayCompletion(
  db: Db,
  day: string,
): Promise<{ complete: boolean; children: number }> {
  const row = await db
    .selectFrom('assignments')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('all'),
      eb.fn.count<number | string>('done_at').as('done'),
      eb.fn.count<number | string>('learner_id').distinct().as('children'),
    ])
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  const perakim = MISHNAH.perakim.length;
  return {
    complete: Number(row.all) === perakim && Number(row.done) === perakim,
    children: Number(row.children),
  };
}

/** The names of the children who learned a day's perakim, in Hebrew alphabetical order. */
async function namesOfChildren(db: Db, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('assignments')
    .innerJoin('learners', 'learners.id', 'assignments.learner_id')
    // By the child, not the name: two children of one name are both listed.
    .select(['learners.id', 'learners.name'])
    .distinct()
    .where('assignments.day', '=', day)
    .execute();
  // Sorted here, not by the database: SQLite and PostgreSQL collate Hebrew differently.
  return rows.map((row) => row.name.trim()).sort((a, b) => a.localeCompare(b, 'he'));
}

/** What says how a dedication's days are counted: its plan, its Hebrew date and its dates. */
async function countedDedication(db: Db, enrollmentId: number) {
  const row = await db
    .selectFrom('enrollments')
    .innerJoin('plans', 'plans.id', 'enrollments.plan_id')
    .select(['plans.type', 'enrollments.hebrew_month', 'enrollments.hebrew_day'])
    .where('enrollments.id', '=', enrollmentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const dates = await db
    .selectFrom('enrollment_dates')
    .select('day')
    .where('enrollment_id', '=', enrollmentId)
    .execute();
  return {
    planType: row.type as PlanType,
    hebrewDate:
      row.hebrew_month !== null && row.hebrew_day !== null
        ? { month: row.hebrew_month, day: row.hebrew_day }
        : null,
    dates: dates.map((d) => d.day),
  };
}

export interface CertificateSubject {
  /** The dedication (enrollments.id): its plan and dates say how the day is counted. */
  id: number;
  kind: DedicationKind;
  name: string;
  /** The plan's text as the dedication was taken (enrollments.plan_text). */
  title: string;
  day: string;
  position: number;
  dates: number;
}

/** The certificate's content for a dedication's day, or undefined while the day is not done. */
export async function certificateData(
  db: Db,
  subject: CertificateSubject,
  programme: string,
): Promise<CertificateData | undefined> {
  const { complete, children } = await dayCompletion(db, subject.day);
  if (!complete) return undefined;
  const hebrew = hebrewDate(subject.day);
  const [counted, childrenNames] = await Promise.all([
    countedDedication(db, subject.id),
    namesOfChildren(db, subject.day),
  ]);
  return {
    programme,
    name: subject.name.trim() || DEFAULT_NAME,
    kind: subject.kind,
    plan: planShortName(subject.title),
    position: subject.position,
    dates: subject.dates,
    mourningDay: counted && mourningDayWords(counted, subject.day),
    day: subject.day,
    hebrewDate: hebrew.date,
    hebrewWeekday: `${hebrew.weekday} · ${hebrew.parsha}`,
    civilDate: civilDateOf(subject.day),
    children,
    childrenNames,
    perakim: MISHNAH.perakim.length,
  };
}
