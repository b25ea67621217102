import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDay } from '@zechus/shared';
import { z } from 'zod';
import { renewDueEnrollments, type RenewalDeps } from './renewals.ts';

const body = z.strictObject({
  day: z.string().refine(isDay, { error: 'day must be a date written YYYY-MM-DD' }),
});

/**
 * POST /api/test/renewals {day}: runs the renewals as the daily pass would on that day, whatever
 * the server's own day. Only with TEST_CLOCK=on, which the configuration refuses in production,
 * so an end-to-end story can see a renewal happen without moving any clock.
 */
export const testRenewalRoutes: FastifyPluginAsyncZod<Omit<RenewalDeps, 'log'>> = async (
  app,
  deps,
) => {
  app.post(
    '/api/test/renewals',
    { schema: { body, response: { 200: z.object({ renewed: z.number().int() }) } } },
    async (request) => ({
      renewed: await renewDueEnrollments({ ...deps, log: request.log }, request.body.day),
    }),
  );
};
