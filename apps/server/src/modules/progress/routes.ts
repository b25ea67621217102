import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DONOR_ERROR,
  enrollmentProgressSchema,
  enrollmentQuerySchema,
  episodeProgressSchema,
  hebrewDateOf,
  idParamSchema,
  isDay,
  myPageSchema,
  type DedicationKind,
  type EnrollmentQuery,
} from '@zechus/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { requireDonor, requireSignedIn } from '../auth/sessions.ts';
import { dayProgress, progressOfDays } from './day-progress.ts';

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
  app.get('/api/my-page', { schema: { response: { 200: myPageSchema } } }, async (request) => {
    const donorId = await requireDonor(db, request);
    const donor = await db
      .selectFrom('donors')
      .select(['name', 'donor_number'])
      .where('id', '=', donorId)
      .executeTakeFirstOrThrow();
    const enrollments = await db
      .selectFrom('enrollments')
      .select([
        'enrollments.id',
        'enrollments.name',
        'enrollments.kind',
        'enrollments.plan_text as title',
      ])
      .where('enrollments.donor_id', '=', donorId)
      .orderBy('enrollments.id')
      .execute();
    const dates = await db
      .selectFrom('enrollment_dates')
      .select(['id', 'enrollment_id', 'day'])
      .where('enrollment_id', 'in', enrollments.length ? enrollments.map((e) => e.id) : [-1])
      .orderBy('day')
      .execute();
    const progress = await progressOfDays(
      db,
      dates.map((d) => d.day),
    );
    return {
      name: donor.name,
      donorId: donor.donor_number,
      enrollments: enrollments.map((e) => ({
        id: e.id,
        title: e.title,
        name: e.name,
        kind: e.kind as DedicationKind,
        dates: dates
          .filter((d) => d.enrollment_id === e.id)
          .map((d) => {
            const percent = progress.get(d.day) ?? 0;
            return {
              id: d.id,
              date: d.day,
              hebrew: hebrewDateOf(d.day).date,
              complete: percent >= 100,
              progress: Math.floor(percent),
            };
          }),
      })),
    };
  });

  app.get(
    '/api/enrollment/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: enrollmentQuerySchema,
        response: { 200: enrollmentProgressSchema },
      },
    },
    async (request) => {
      const donorId = await requireDonor(db, request);
      const enrollment = await db
        .selectFrom('enrollments')
        .select([
          'enrollments.id',
          'enrollments.donor_id',
          'enrollments.kind',
          'enrollments.name',
          'enrollments.plan_text as title',
        ])
        .where('enrollments.id', '=', request.params.id)
        .executeTakeFirst();
      // Someone else's enrollment and one that does not exist answer alike (nothing to learn
      // from it), with a code of their own: the donor is logged in, so the page must not send
      // them to Login (docs/decisions/0010).
      if (!enrollment || enrollment.donor_id !== donorId) {
        throw new HttpError(403, DONOR_ERROR.notYourEnrollment, NOT_YOUR_ENROLLMENT);
      }
      const dates = await db
        .selectFrom('enrollment_dates')
        .select(['id', 'day'])
        .where('enrollment_id', '=', enrollment.id)
        .orderBy('day')
        .execute();
      const index = chooseDate(dates, request.query, today());
      const chosen = dates[index];
      if (!chosen)
        throw new HttpError(404, 'not_found', 'That date is not part of this enrollment.');
      const day = await dayProgress(db, chosen.day);
      return {
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
      };
    },
  );

  app.get(
    '/api/episode/:day',
    { schema: { params: dayParam, response: { 200: episodeProgressSchema } } },
    async (request) => {
      await requireSignedIn(db, request);
      const day = request.params.day === 'today' ? today() : request.params.day;
      const names = await db
        .selectFrom('enrollment_dates')
        .innerJoin('enrollments', 'enrollments.id', 'enrollment_dates.enrollment_id')
        .select(['enrollments.name', 'enrollments.kind'])
        .where('enrollment_dates.day', '=', day)
        .where('enrollments.status', '=', 'active')
        .orderBy('enrollments.id')
        .execute();
      return {
        ...(await dayProgress(db, day)),
        name: names.map((n) => n.name).join(' · '),
        names: names.map((n) => ({ name: n.name, kind: n.kind as DedicationKind })),
        show_recordings: showRecordings,
      };
    },
  );
};
