import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDay } from '@zechus/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailReminders } from './mail-reminders.ts';

const body = z.strictObject({
  day: z.string().refine(isDay, { error: 'day must be a date written YYYY-MM-DD' }).optional(),
});

/**
 * POST /api/test/reminders {day?}: runs the reminders job now, as the daily pass would on that
 * day (default: the server's day), whatever the hour. Only with TEST_CLOCK=on, which the
 * configuration refuses in production, so an end-to-end story can see a reminder go without
 * moving the day under the other stories.
 */
export const testReminderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  today: () => string;
}> = async (app, deps) => {
  app.post(
    '/api/test/reminders',
    { schema: { body, response: { 200: z.object({ sent: z.number().int() }) } } },
    async (request) => ({
      sent: await mailReminders({ ...deps, log: request.log }, request.body.day ?? deps.today()),
    }),
  );
};
