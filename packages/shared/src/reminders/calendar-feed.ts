import { z } from 'zod';

/**
 * A donor's private calendar subscription (issue 26 §7, decision 0042): My Page reads whether
 * one is on, makes one (ending any earlier one) and stops it, at these addresses.
 */
export const MY_CALENDAR_FEED_PATH = '/api/my-page/calendar-feed';
export const MY_CALENDAR_FEED_STOP_PATH = '/api/my-page/calendar-feed/stop';

/** The feed a calendar app fetches, without a cookie: the token is the whole key. */
export const calendarFeedPath = (token: string): string => `/api/calendar-feeds/${token}.ics`;

/** 32 random bytes in base64url: 43 characters. */
export const calendarFeedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'This calendar link is incomplete.',
});
export const calendarFeedParamsSchema = z.strictObject({ token: calendarFeedTokenSchema });

/** Whether the donor has a working subscription, and since when ('YYYY-MM-DD', London). */
export const calendarFeedStatusSchema = z.object({
  subscribed: z.boolean(),
  since: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/**
 * A new subscription's links, shown once (only the token's hash is kept): webcal:// opens
 * Apple's and Outlook's calendars, Google's page subscribes Android's, https is to copy.
 */
export const calendarFeedLinksSchema = z.object({
  webcal: z.string(),
  https: z.string(),
  google: z.string(),
  since: z.string(),
});
export type CalendarFeedLinks = z.infer<typeof calendarFeedLinksSchema>;

/** The three links of a feed at `httpsUrl` (the server's public address and the feed path). */
export function calendarFeedLinks(httpsUrl: string): Omit<CalendarFeedLinks, 'since'> {
  const webcal = httpsUrl.replace(/^https?:\/\//, 'webcal://');
  return {
    webcal,
    https: httpsUrl,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  };
}
