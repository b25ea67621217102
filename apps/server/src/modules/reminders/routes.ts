import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DONOR_ERROR,
  idSchema,
  MY_CALENDAR_PATH,
  REMINDER_LINK_UNKNOWN,
  REMINDER_STOP_ROUTE,
  reminderSubscriptionSchema,
  reminderTokenParamsSchema,
} from '@zechus/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { acceptOneClickBodies, requireOneClick } from '../../http/one-click-unsubscribe.ts';
import { currentSession } from '../auth/sessions.ts';
import { calendarFeedRoutes } from './calendar-feed-routes.ts';
import { calendarFile } from './calendar-file.ts';
import { donorCalendarEntries } from './repository.ts';
import { dedicationOfStopLink, setRemindersOn } from './stop-links.ts';

interface ReminderRouteDeps {
  db: Db;
  publicUrl: string;
}

/** A token is 256 random bits, so guessing is hopeless; the limit keeps a scripted try cheap. */
const tokenRateLimit = { max: 30, timeWindow: '10 minutes' };

const calendarQuery = z.strictObject({ dedication: idSchema('dedication').optional() });

const SIGN_IN_FOR_CALENDAR = 'Please log in with your e-mail and donor ID to download your dates.';
const NOT_YOUR_DEDICATION = 'This dedication is not one of yours.';

/**
 * The calendar download of My Page, and the page and one-click POST behind a reminder's
 * "stop these reminders" link (issue 13 §5, decision 0025).
 */
export const reminderRoutes: FastifyPluginAsyncZod<ReminderRouteDeps> = async (app, deps) => {
  const { db } = deps;
  // The calendar subscription beside the download (decision 0042).
  await app.register(calendarFeedRoutes, deps);

  // "Add all dates to my calendar": every learning date of the signed-in donor's dedications
  // (or of one, ?dedication=id), one all-day entry each. A file, not a page of the spec's, so a
  // request without a session is the plain 401 of HTTP.
  app.get(MY_CALENDAR_PATH, { schema: { querystring: calendarQuery } }, async (request, reply) => {
    const session = await currentSession(db, request);
    if (!session?.donorId) {
      throw new HttpError(401, DONOR_ERROR.notLoggedIn, SIGN_IN_FOR_CALENDAR);
    }
    const only = request.query.dedication;
    const entries = await donorCalendarEntries(db, session.donorId, deps.publicUrl, only);
    if (only !== undefined && entries.length === 0) {
      throw new HttpError(403, DONOR_ERROR.notYourEnrollment, NOT_YOUR_DEDICATION);
    }
    const file = await calendarFile(entries, {
      publicUrl: deps.publicUrl,
      calendarName: 'Zechus — learning dates',
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="zechus-learning-dates.ics"')
      .header('cache-control', 'private, no-store')
      .send(file);
  });

  const dedicationOf = async (token: string) => {
    const dedication = await dedicationOfStopLink(db, token);
    if (!dedication) throw new HttpError(404, 'not_found', REMINDER_LINK_UNKNOWN);
    return dedication;
  };

  // The page of the e-mailed link reads whose reminders they are; reading changes nothing.
  app.get(
    '/api/reminders/:token',
    {
      schema: { params: reminderTokenParamsSchema, response: { 200: reminderSubscriptionSchema } },
      config: { rateLimit: tokenRateLimit },
    },
    async (request, reply) => {
      const { name, remindersOn } = await dedicationOf(request.params.token);
      void reply.header('cache-control', 'no-store');
      return { name, remindersOn };
    },
  );

  // The page's buttons (CSRF-checked as every POST of the app).
  for (const [action, on] of [
    ['stop', false],
    ['resume', true],
  ] as const) {
    app.post(
      `/api/reminders/:token/${action}`,
      {
        schema: {
          params: reminderTokenParamsSchema,
          response: { 200: reminderSubscriptionSchema },
        },
        config: { rateLimit: tokenRateLimit },
      },
      async (request) => {
        const dedication = await dedicationOf(request.params.token);
        await setRemindersOn(db, dedication.id, on);
        return { name: dedication.name, remindersOn: on };
      },
    );
  }

  // RFC 8058 one-click (http/one-click-unsubscribe.ts).
  acceptOneClickBodies(app);
  app.post(
    REMINDER_STOP_ROUTE,
    {
      schema: { params: reminderTokenParamsSchema },
      config: { oneClickUnsubscribe: true, rateLimit: tokenRateLimit },
    },
    async (request, reply) => {
      requireOneClick(request.body);
      const dedication = await dedicationOf(request.params.token);
      await setRemindersOn(db, dedication.id, false);
      return reply
        .type('text/plain; charset=utf-8')
        .send('Reminders for this dedication are stopped.');
    },
  );
};
