import {
  DATE_NOT_IN_DEDICATION,
  DATE_NOT_IN_DEDICATION_CODE,
  enrollmentProgressSchema,
  isDay,
  type DateNotInDedication,
  type DayProgress,
  type DedicationKind,
  type EnrollmentQuery,
} from '@zechus/shared';
import type { FastifyReply } from 'fastify';
import { sql, type InferResult } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AnswerCache } from './answer-cache.ts';
import { CompiledQueries } from './compiled-queries.ts';
import { dayProgress } from './day-progress.ts';
import { hebrewDate } from './hebrew-dates.ts';
import { jsonSerializer, sendJson } from './json-body.ts';
import { versionColumns, versionOf, type ReadVersion } from './read-version.ts';

/**
 * An enrollment with its dates and the version of the rest (read-version.ts), as ONE row: the
 * dates come as one text, "id day,id day,…" in day order (`string_agg … order by`, in PostgreSQL
 * and in SQLite since 3.44). One row instead of one per date: making a row object per date cost
 * more than the rest of the request (decision 0027).
 */
const enrollmentQuery = (db: Db, id: number) =>
  db
    .selectFrom('enrollments')
    .leftJoin('enrollment_dates', 'enrollment_dates.enrollment_id', 'enrollments.id')
    .select([
      'enrollments.id',
      'enrollments.donor_id',
      'enrollments.kind',
      'enrollments.name',
      'enrollments.plan_text as title',
      'enrollments.yoirtzeit_month',
      'enrollments.yoirtzeit_day',
      sql<
        string | null
      >`string_agg(cast(enrollment_dates.id as text) || ' ' || enrollment_dates.day, ',' order by enrollment_dates.day)`.as(
        'dates',
      ),
      ...versionColumns,
    ])
    .where('enrollments.id', '=', id)
    // By its key: PostgreSQL then lets the enrollment's other columns be selected too.
    .groupBy('enrollments.id');

/** "id day,id day" (enrollmentQuery's `dates`) as the dates it lists. */
function parseDates(text: string | null): LearningDate[] {
  if (!text) return [];
  return text.split(',').map((entry) => {
    const [id = '', day = ''] = entry.split(' ');
    return { id: Number(id), day };
  });
}

type EnrollmentRow = InferResult<ReturnType<typeof enrollmentQuery>>[number];

export interface LearningDate {
  id: number;
  day: string;
}

/** A dedication as its progress pages read it: who owns it, its dates, the data's version. */
export interface LoadedEnrollment {
  id: number;
  donorId: number;
  kind: DedicationKind;
  name: string;
  title: string;
  /** The Hebrew date of passing, for a relative's "Dedicate a day too"; null when none is kept. */
  passing: { month: number; day: number } | null;
  dates: LearningDate[];
  version: ReadVersion;
  /** The rows as read, part of the cached answer's version (a renamed dedication, a new date). */
  rowsStamp: string;
}

/**
 * Which of a dedication's dates a link means: ?_id (the date's id), else ?day — its place
 * among the dates (1-based, as My Page links it) or the date itself (YYYY-MM-DD) — else today
 * or the nearest to come, else the last. -1 when the link names none of them.
 */
export function chooseDate(dates: LearningDate[], query: EnrollmentQuery, today: string): number {
  if (query._id !== undefined) return dates.findIndex((d) => d.id === query._id);
  const asked = query.day?.trim();
  if (asked) {
    if (/^[1-9]\d{0,5}$/.test(asked)) {
      const position = Number(asked);
      return position <= dates.length ? position - 1 : -1;
    }
    return isDay(asked) ? dates.findIndex((d) => d.day === asked) : -1;
  }
  const upcoming = dates.findIndex((d) => d.day >= today);
  return upcoming === -1 ? dates.length - 1 : upcoming;
}

/** The 404 of a link to a date the dedication does not have: the sentence and its dates. */
export function dateRefusal(dates: LearningDate[]): DateNotInDedication {
  return {
    error: DATE_NOT_IN_DEDICATION_CODE,
    message: DATE_NOT_IN_DEDICATION,
    dates: dates.map((date, index) => ({
      position: index + 1,
      day: date.day,
      hebrew: hebrewDate(date.day).date,
    })),
  };
}

export interface EnrollmentAnswersDeps {
  db: Db;
  showRecordings: boolean;
  /** Today in Europe/London (config/clock.ts). */
  today: () => string;
  /** Days' progress kept by the caller for its other answers too (else one of its own). */
  days?: AnswerCache<DayProgress>;
}

/**
 * One dedication's day of learning, as the donor's page and the family's shared page both show
 * it (spec §2 Personal progress page; issue 13 §7). Answers are kept under the version of what
 * they are built from (docs/decisions/0016); the caller checks who may see the dedication
 * between `load` and `send`, so a key is reached only past that check.
 */
export function enrollmentAnswers({
  db,
  showRecordings,
  today,
  days = new AnswerCache<DayProgress>(64),
}: EnrollmentAnswersDeps) {
  const answers = new AnswerCache<string>(500);
  const queries = new CompiledQueries<EnrollmentRow>(500);
  const serialize = jsonSerializer(enrollmentProgressSchema, '/api/enrollment/:id');
  // The dates as last parsed, under the very text they were parsed from.
  const parsedDates = new AnswerCache<LearningDate[]>(500);
  const parseAndKeep = (id: number, text: string | null) => {
    const dates = parseDates(text);
    parsedDates.set(String(id), text ?? '', dates);
    return dates;
  };

  /** The dedication, its dates and the version of the rest, in one statement. */
  const load = async (id: number): Promise<LoadedEnrollment | undefined> => {
    const [row] = await queries.rows(db, String(id), () => enrollmentQuery(db, id));
    if (!row) return undefined;
    return {
      id: row.id,
      donorId: row.donor_id,
      kind: row.kind as DedicationKind,
      name: row.name,
      title: row.title,
      passing:
        row.yoirtzeit_month !== null && row.yoirtzeit_day !== null
          ? { month: row.yoirtzeit_month, day: row.yoirtzeit_day }
          : null,
      dates: parsedDates.get(String(id), row.dates ?? '') ?? parseAndKeep(id, row.dates),
      version: versionOf(row),
      rowsStamp: JSON.stringify([
        row.donor_id,
        row.kind,
        row.name,
        row.title,
        row.dates,
        row.yoirtzeit_month,
        row.yoirtzeit_day,
      ]),
    };
  };

  /** The chosen date's answer, or the 404 that lists the dedication's dates. */
  const send = async (
    reply: FastifyReply,
    enrollment: LoadedEnrollment,
    query: EnrollmentQuery,
  ): Promise<FastifyReply> => {
    const { dates, version } = enrollment;
    const index = chooseDate(dates, query, today());
    const chosen = dates[index];
    if (!chosen) return reply.status(404).send(dateRefusal(dates));
    const body = await answers.through(
      `${enrollment.id}:${chosen.id}`,
      `${version.stamp}|${index}|${enrollment.rowsStamp}`,
      async () => {
        const day = await days.through(chosen.day, version.stamp, () =>
          dayProgress(db, chosen.day),
        );
        return serialize({
          enrollment: {
            id: enrollment.id,
            kind: enrollment.kind,
            name: enrollment.name,
            title: enrollment.title,
            passing: enrollment.passing,
            date: day.date,
            position: index + 1,
            dates: dates.length,
          },
          ...day,
          show_recordings: showRecordings,
        });
      },
    );
    return sendJson(reply, body);
  };

  /** The day a link means (for a certificate), or undefined when it names none of them. */
  const chosenDay = (enrollment: LoadedEnrollment, query: EnrollmentQuery) => {
    const index = chooseDate(enrollment.dates, query, today());
    const chosen = enrollment.dates[index];
    return chosen ? { ...chosen, position: index + 1 } : undefined;
  };

  return { load, send, chosenDay };
}

export type EnrollmentAnswers = ReturnType<typeof enrollmentAnswers>;
