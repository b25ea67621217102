import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDay } from '@zechus/shared';
import { z } from 'zod';
import type { Clock } from '../config/clock.ts';

const body = z.strictObject({
  day: z.string().refine(isDay, { error: 'day must be a date written YYYY-MM-DD' }).nullable(),
});

/**
 * POST /api/test/clock {day}: moves the programme's day (config/clock.ts). Registered only when
 * the server runs with TEST_CLOCK=on, which the configuration refuses in production.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: Required<Clock> }> = async (
  app,
  { clock },
) => {
  app.post(
    '/api/test/clock',
    { schema: { body, response: { 200: z.object({ today: z.string() }) } } },
    async (request) => {
      clock.setDay(request.body.day);
      return { today: clock.today() };
    },
  );
};
