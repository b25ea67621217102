import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@zechus/shared';
import { isReachable, type DatabaseHandle } from '../../db/database.ts';

/** GET /api/health — for load balancers and the e2e runner: is the database answering? */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const reachable = await isReachable(database.db);
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { engine: database.engine, reachable },
      });
    },
  );
};
