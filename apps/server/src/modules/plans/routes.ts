import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planListSchema } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { listPlans } from './repository.ts';

export const planRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/plans',
    { schema: { response: { 200: planListSchema } } },
    async (_request, reply) => {
      // The office edits plans: no cache (ours or the browser's) may show an old price.
      void reply.header('cache-control', 'no-store');
      return listPlans(db);
    },
  );
};
