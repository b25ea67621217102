import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MISHNAH, hebrewDateOf, largeScreenSchema } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import type { LiveBus } from '../../live/live-bus.ts';

/**
 * GET /api/large-screen (spec §3 Large-screen payload): today's chapters with their learners,
 * today's sponsor names and the date — public, for the wall in the hall. lastEventId is read
 * first, so a wall that listens from it misses nothing that happened after this load.
 */
export const wallRoutes: FastifyPluginAsyncZod<{
  db: Db;
  bus: LiveBus;
  /** Today in Europe/London (config/clock.ts). */
  today: () => string;
}> = async (app, { db, bus, today }) => {
  app.get('/api/large-screen', { schema: { response: { 200: largeScreenSchema } } }, async () => {
    const lastEventId = await bus.lastId();
    const day = today();
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
    const enrollments = await db
      .selectFrom('enrollment_dates')
      .innerJoin('enrollments', 'enrollments.id', 'enrollment_dates.enrollment_id')
      .select(['enrollments.name', 'enrollments.kind'])
      .where('enrollment_dates.day', '=', day)
      .where('enrollments.status', '=', 'active')
      .orderBy('enrollments.id')
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
      date: { day, hebrew: hebrewDateOf(day).full },
      lastEventId,
    };
  });
};
