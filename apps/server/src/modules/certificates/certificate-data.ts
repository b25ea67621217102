import { civilDateOf, MISHNAH, planShortName, type DedicationKind } from '@zechus/shared';
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
  day: string;
  /** e.g. "י״ב כסלו תשפ״ז". */
  hebrewDate: string;
  /** e.g. "יום ראשון · פרשת וישלח". */
  hebrewWeekday: string;
  /** e.g. "Sunday 22 November 2026". */
  civilDate: string;
  /** The children who learned that day's perakim. */
  children: number;
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

export interface CertificateSubject {
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
  return {
    programme,
    name: subject.name.trim() || DEFAULT_NAME,
    kind: subject.kind,
    plan: planShortName(subject.title),
    position: subject.position,
    dates: subject.dates,
    day: subject.day,
    hebrewDate: hebrew.date,
    hebrewWeekday: `${hebrew.weekday} · ${hebrew.parsha}`,
    civilDate: civilDateOf(subject.day),
    children,
    perakim: MISHNAH.perakim.length,
  };
}
