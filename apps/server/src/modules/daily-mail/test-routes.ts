import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDay } from '@zechus/shared';
import { z } from 'zod';
import { mailDailyMourning, type DailyMailDeps } from './mail-daily.ts';

const body = z.strictObject({
  day: z.string().refine(isDay, { error: 'day must be a date written YYYY-MM-DD' }).optional(),
  /** The London hour to run as (0–23); default: now. */
  hour: z.number().int().min(0).max(23).optional(),
});

/** An instant on `day` at `hour` London time (the hour's first minute, within a day of summer time). */
function londonInstant(day: string, hour: number): Date {
  const utc = new Date(`${day}T${String(hour).padStart(2, '0')}:30:00Z`);
  // London is UTC or UTC+1: step back an hour when summer time puts the instant an hour ahead.
  const shown = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(utc),
  );
  return shown === hour ? utc : new Date(utc.getTime() - 60 * 60_000);
}

/**
 * POST /api/test/daily-mail {day?, hour?}: runs the daily mourning e-mails now, as a pass of the
 * daily jobs would on that day at that London hour. Only with TEST_CLOCK=on, which the
 * configuration refuses in production, so a story sees the e-mail come at its hour without
 * moving the day under the other stories.
 */
export const testDailyMailRoutes: FastifyPluginAsyncZod<
  Omit<DailyMailDeps, 'log'> & { today: () => string }
> = async (app, deps) => {
  app.post(
    '/api/test/daily-mail',
    { schema: { body, response: { 200: z.object({ sent: z.number().int() }) } } },
    async (request) => {
      const day = request.body.day ?? deps.today();
      const now =
        request.body.hour === undefined ? new Date() : londonInstant(day, request.body.hour);
      return { sent: await mailDailyMourning({ ...deps, log: request.log }, day, now) };
    },
  );
};
