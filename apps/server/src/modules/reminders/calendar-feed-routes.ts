import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedLinks,
  calendarFeedLinksSchema,
  calendarFeedParamsSchema,
  calendarFeedTokenSchema,
  calendarFeedPath,
  calendarFeedStatusSchema,
  londonDay,
  MY_CALENDAR_FEED_PATH,
  MY_CALENDAR_FEED_STOP_PATH,
} from '@zechus/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { DonorActor } from '../audit/audit.ts';
import { requireDonor } from '../auth/sessions.ts';
import { calendarFile } from './calendar-file.ts';
import { donorOfFeed, makeFeed, stopFeed, workingFeed } from './calendar-feeds.ts';
import { donorCalendarEntries } from './repository.ts';

interface CalendarFeedRouteDeps {
  db: Db;
  publicUrl: string;
}

/** Calendar apps fetch a subscription every few hours; ask for every six. */
const REFRESH_SECONDS = 6 * 60 * 60;
/** Per feed: far more than any calendar app asks, few enough to keep a scripted loop cheap. */
const feedRateLimit = {
  max: 60,
  timeWindow: '1 hour',
  // Per feed (Google fetches everyone's from a few addresses), by the token's digest: the limit
  // runs before the address is checked, and a raw token would be a key and a secret in the
  // limiter's table. Anything that is not a token shares its sender's one bucket.
  keyGenerator: (request: { params: unknown; ip: string }) => {
    const token = (request.params as { token?: string }).token ?? '';
    return calendarFeedTokenSchema.safeParse(token).success
      ? `calendar-feed ${crypto.createHash('sha256').update(token).digest('hex').slice(0, 32)}`
      : `calendar-feed-unknown ${request.ip}`;
  },
};
const myPageLimit = { max: 30, timeWindow: '10 minutes' };

const FEED_UNKNOWN = 'There is no calendar at this address.';
const FEED_ENDED =
  'This calendar subscription was stopped on My Page. A new one can be made there.';

async function donorActor(
  db: Db,
  request: Parameters<typeof requireDonor>[1],
): Promise<DonorActor> {
  const id = await requireDonor(db, request);
  const donor = await db
    .selectFrom('donors')
    .select(['donor_number', 'name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { donor: { id, number: donor.donor_number, name: donor.name } };
}

/**
 * A donor's private calendar subscription (issue 26 §7, decision 0042). My Page makes it, shows
 * its links once and stops it; the feed itself is computed at each fetch from the donor's
 * dedications, so later dates and renewals reach the calendar, and it needs no cookie.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<CalendarFeedRouteDeps> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    MY_CALENDAR_FEED_PATH,
    { schema: { response: { 200: calendarFeedStatusSchema } } },
    async (request, reply) => {
      const donorId = await requireDonor(db, request);
      const feed = await workingFeed(db, donorId);
      void reply.header('cache-control', 'private, no-store');
      return { subscribed: feed !== undefined, since: feed?.since ?? null };
    },
  );

  app.post(
    MY_CALENDAR_FEED_PATH,
    { schema: { response: { 200: calendarFeedLinksSchema } }, config: { rateLimit: myPageLimit } },
    async (request, reply) => {
      const token = await makeFeed(db, await donorActor(db, request));
      void reply.header('cache-control', 'private, no-store');
      const links = calendarFeedLinks(new URL(calendarFeedPath(token), publicUrl).toString());
      return { ...links, since: londonDay(new Date()) };
    },
  );

  app.post(
    MY_CALENDAR_FEED_STOP_PATH,
    {
      schema: { response: { 200: z.object({ stopped: z.boolean() }) } },
      config: { rateLimit: myPageLimit },
    },
    async (request) => ({ stopped: await stopFeed(db, await donorActor(db, request)) }),
  );

  // What a calendar app fetches. Only the donor's dates and the names on them; a stopped feed is
  // 410 Gone (apps then drop the calendar), one never made a 404.
  app.get(
    '/api/calendar-feeds/:token.ics',
    { schema: { params: calendarFeedParamsSchema }, config: { rateLimit: feedRateLimit } },
    async (request, reply) => {
      const donor = await donorOfFeed(db, request.params.token);
      if (donor === undefined) throw new HttpError(404, 'not_found', FEED_UNKNOWN);
      if (donor === 'ended') throw new HttpError(410, 'feed_stopped', FEED_ENDED);
      const entries = await donorCalendarEntries(db, donor, publicUrl, undefined, {
        withoutCancelled: true,
      });
      const file = await calendarFile(entries, {
        publicUrl,
        calendarName: 'Zechus — learning dates',
        feed: {
          url: new URL(calendarFeedPath(request.params.token), publicUrl).toString(),
          refreshSeconds: REFRESH_SECONDS,
        },
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="zechus-learning-dates.ics"')
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .send(file);
    },
  );
};
