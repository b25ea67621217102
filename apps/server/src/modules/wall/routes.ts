import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MISHNAH, largeScreenSchema } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import type { LiveBus } from '../../live/live-bus.ts';
import { AnswerCache } from '../progress/answer-cache.ts';
import { CompiledQueries } from '../progress/compiled-queries.ts';
import { daySponsorsQuery, type DaySponsorRow } from '../progress/day-sponsors.ts';
import { hebrewDate } from '../progress/hebrew-dates.ts';
import { jsonSerializer, sendJson } from '../progress/json-body.ts';
import { rowsWithVersion } from '../progress/read-version.ts';

export const wallRoutes: FastifyPluginAsyncZod<{
  db: Db;
  bus: LiveBus;
  /** Today in Europe/London (config/clock.ts). */
  today: () => string;
}> = async (app, { db, today }) => {
  const serialize = jsonSerializer(largeScreenSchema, '/api/large-screen');
  // One entry per day (today, and yesterday's until midnight has passed for every wall).
  const answers = new AnswerCache<string>(4);
  // Per app: a compiled query is in its database's dialect.
  const sponsorQueries = new CompiledQueries<DaySponsorRow>(8);

  app.get(
    '/api/large-screen',
    { schema: { response: { 200: largeScreenSchema } } },
    async (_request, reply) => {
      // The version is read before the chapters, so a wall that listens from its lastEventId
      // misses nothing that happened after this load (the answer holds everything up to it).
      const day = today();
      const { rows, version } = await rowsWithVersion(db, () =>
        sponsorQueries.rows(db, day, () => daySponsorsQuery(db, day)),
      );
      const enrollments = rows.map((r) => ({ name: r.name, kind: r.kind }));
      const body = await answers.through(
        day,
        `${version.stamp}|${JSON.stringify(enrollments)}`,
        async () => serialize(await buildWall(db, day, enrollments, version.lastEventId)),
      );
      return sendJson(reply, body);
    },
  );
};

async function buildWall(
  db: Db,
  day: string,
  enrollments: { name: string; kind: string }[],
  lastEventId: number,
) {
  const rows = await db
    .selectFrom('assignments')
    .innerJoin('learners', 'learners.id', 'assignments.learner_id')
    .select([
      'assignments.barcode',
      'assignments.perek_index',
      'assignments.done_at',
      'learners.name',
      'learners.image_url',
    ])
    .where('assignments.day', '=', day)
    .orderBy('assignments.perek_index')
    .execute();
  return {
    chapters: rows.map((r) => {
      const perek = MISHNAH.perakim[r.perek_index];
      return {
        barcode: r.barcode,
        done: r.done_at !== null,
        perekIndex: r.perek_index,
        perek: perek?.hebrew ?? '',
        masechet: MISHNAH.masechtos[perek?.masechet ?? 0]?.hebrew ?? '',
        seder: perek?.seder ?? 0,
        name: r.name,
        image: r.image_url,
      };
    }),
    enrollments,
    date: { day, hebrew: hebrewDate(day).full },
    lastEventId,
  };
}
