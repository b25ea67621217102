import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DONOR_ERROR,
  enrollmentProgressSchema,
  enrollmentQuerySchema,
  episodeProgressSchema,
  idParamSchema,
  isDay,
  type DayProgress,
  type DedicationKind,
  type EnrollmentQuery,
} from '@zechus/shared';
import type { InferResult } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { requireDonor, requireSignedIn } from '../auth/sessions.ts';
import { AnswerCache } from './answer-cache.ts';
import { CompiledQueries } from './compiled-queries.ts';
import { dayProgress } from './day-progress.ts';
import { daySponsorsQuery, type DaySponsorRow } from './day-sponsors.ts';
import { jsonSerializer, sendJson } from './json-body.ts';
import { myPageRoute } from './my-page.ts';
import { rowsWithVersion, versionColumns, versionOf } from './read-version.ts';

const NOT_YOUR_ENROLLMENT = 'This dedication is not one of yours.';

interface ProgressDeps {
  db: Db;
  showRecordings: boolean;
  /** Today in Europe/London (config/clock.ts). */
  today: () => string;
}

const dayParam = z.object({
  day: z.string().refine((d) => d === 'today' || isDay(d), {
    error: 'day must be a date written YYYY-MM-DD, or today',
  }),
});

/** An enrollment with its dates (by day), and the version of the rest (read-version.ts). */
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
      'enrollment_dates.id as dateId',
      'enrollment_dates.day',
      ...versionColumns,
    ])
    .where('enrollments.id', '=', id)
    .orderBy('enrollment_dates.day');

/** Which of an enrollment's dates to show: ?_id, else ?day (1-based), else today or the nearest. */
function chooseDate(dates: { id: number; day: string }[], query: EnrollmentQuery, today: string) {
  if (query._id !== undefined) return dates.findIndex((d) => d.id === query._id);
  if (query.day !== undefined) return query.day <= dates.length ? query.day - 1 : -1;
  const upcoming = dates.findIndex((d) => d.day >= today);
  return upcoming === -1 ? dates.length - 1 : upcoming;
}

/** The donor's pages (spec §2 Enrollments, Personal progress page, /progress; §7 calls). */
export const progressRoutes: FastifyPluginAsyncZod<ProgressDeps> = async (
  app,
  { db, showRecordings, today },
) => {
  // Answers kept under the version of what they are built from (docs/decisions/0016); the
  // access checks run before any lookup, and each key is reached only past its own check.
  const days = new AnswerCache<DayProgress>(64);
  const cachedDay = (day: string, stamp: string) =>
    days.through(day, stamp, () => dayProgress(db, day));
  const enrollmentAnswers = new AnswerCache<string>(500);
  const episodeAnswers = new AnswerCache<string>(64);
  const enrollmentQueries = new CompiledQueries<
    InferResult<ReturnType<typeof enrollmentQuery>>[number]
  >(500);
  const nameQueries = new CompiledQueries<DaySponsorRow>(64);
  const serializeEnrollment = jsonSerializer(enrollmentProgressSchema, '/api/enrollment/:id');
  const serializeEpisode = jsonSerializer(episodeProgressSchema, '/api/episode/:day');

  myPageRoute(app, db, today);

  app.get(
    '/api/enrollment/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: enrollmentQuerySchema,
        response: { 200: enrollmentProgressSchema },
      },
    },
    async (request, reply) => {
      const donorId = await requireDonor(db, request);
      // The enrollment, its dates and the version of the rest, in one statement.
      const id = request.params.id;
      const rows = await enrollmentQueries.rows(db, String(id), () => enrollmentQuery(db, id));
      const enrollment = rows[0];
      // Someone else's enrollment and one that does not exist answer alike (nothing to learn
      // from it), with a code of their own: the donor is logged in, so the page must not send
      // them to Login (docs/decisions/0010).
      if (!enrollment || enrollment.donor_id !== donorId) {
        throw new HttpError(403, DONOR_ERROR.notYourEnrollment, NOT_YOUR_ENROLLMENT);
      }
      const version = versionOf(enrollment);
      const dates = rows.flatMap((r) =>
        r.dateId === null || r.day === null ? [] : [{ id: r.dateId, day: r.day }],
      );
      const index = chooseDate(dates, request.query, today());
      const chosen = dates[index];
      if (!chosen)
        throw new HttpError(404, 'not_found', 'That date is not part of this enrollment.');
      const body = await enrollmentAnswers.through(
        `${enrollment.id}:${chosen.id}`,
        `${version.stamp}|${index}|${JSON.stringify(rows)}`,
        async () => {
          const day = await cachedDay(chosen.day, version.stamp);
          return serializeEnrollment({
            enrollment: {
              id: enrollment.id,
              kind: enrollment.kind as DedicationKind,
              name: enrollment.name,
              title: enrollment.title,
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
    },
  );

  app.get(
    '/api/episode/:day',
    { schema: { params: dayParam, response: { 200: episodeProgressSchema } } },
    async (request, reply) => {
      await requireSignedIn(db, request);
      const day = request.params.day === 'today' ? today() : request.params.day;
      const { rows, version } = await rowsWithVersion(db, () =>
        nameQueries.rows(db, day, () => daySponsorsQuery(db, day)),
      );
      const names = rows.map((r) => ({ name: r.name, kind: r.kind }));
      const body = await episodeAnswers.through(
        day,
        `${version.stamp}|${JSON.stringify(names)}`,
        async () =>
          serializeEpisode({
            ...(await cachedDay(day, version.stamp)),
            name: names.map((n) => n.name).join(' · '),
            names: names.map((n) => ({ name: n.name, kind: n.kind as DedicationKind })),
            show_recordings: showRecordings,
          }),
      );
      return sendJson(reply, body);
    },
  );
};
