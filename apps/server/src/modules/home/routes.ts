import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstStepsSchema, type FirstSteps } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea } from '../staff/office-guard.ts';

/** How far the programme is set up: children, their classes, scanner stations. */
export async function firstSteps(db: Db): Promise<FirstSteps> {
  const children = await db
    .selectFrom('learners')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('learners'),
      eb.fn.count<number | string>('class_name').distinct().as('classes'),
    ])
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  const stations = await db
    .selectFrom('station_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  // PostgreSQL's count is a bigint, read as text.
  return {
    learners: Number(children.learners),
    classes: Number(children.classes),
    stations: Number(stations.n),
  };
}

/**
 * The office home's own reading (roles: OFFICE_AREA_ROLES.home, every role): what is set up, so a
 * fresh install says what to do first instead of "0 of 525 perakim done".
 */
export const officeHomeRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db }) => {
  app.addHook('onRequest', officeArea(db, 'home'));

  app.get(
    '/api/office/home/first-steps',
    { schema: { response: { 200: firstStepsSchema } } },
    async () => firstSteps(db),
  );
};
