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
} from '@zechus/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { requireDonor, requireSignedIn } from '../auth/sessions.ts';
import { AnswerCache } from './answer-cache.ts';
import { CompiledQueries } from './compiled-queries.ts';
import { dayProgress } from './day-progress.ts';
import { daySponsorsQuery, type DaySponsorRow } from './day-sponsors.ts';
import { enrollmentAnswers } from './enrollment-answer.ts';
import { jsonSerializer, sendJson } from './json-body.ts';
import { myPageRoute } from './my-page.ts';
import { rowsWithVersion } from './read-version.ts';

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
  const episodeAnswers = new AnswerCache<string>(64);
  const nameQueries = new CompiledQueries<DaySponsorRow>(64);
  const enrollments = enrollmentAnswers({ db, showRecordings, today, days });
  const serializeEpisode = jsonSerializer(episodeProgressSchema, '/api/episode/:day');

  myPageRoute(app, db, today);

  app.get(
    '/api/enrollment/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: enrollmentQuerySchema,
        // A 404 of a date not in the dedication is dateNotInDedicationSchema (enrollment-answer.ts).
        response: { 200: enrollmentProgressSchema },
      },
    },
    async (request, reply) => {
      const donorId = await requireDonor(db, request);
      const enrollment = await enrollments.load(request.params.id);
      // Someone else's enrollment and one that does not exist answer alike (nothing to learn
      // from it), with a code of their own: the donor is logged in, so the page must not send
      // them to Login (docs/decisions/0010).
      if (!enrollment || enrollment.donorId !== donorId) {
        throw new HttpError(403, DONOR_ERROR.notYourEnrollment, NOT_YOUR_ENROLLMENT);
      }
      return enrollments.send(reply, enrollment, request.query);
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
