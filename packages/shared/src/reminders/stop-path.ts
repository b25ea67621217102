// Paths only, kept apart from the zod schemas of stop-link.ts: the browser's router and My Page
// need them, and a module that builds a schema pulls all of Zod into a page's first load.

/**
 * Where a reminder e-mail's stop link opens: a page that asks before it stops anything (a GET
 * never changes anything, so a mail scanner opening links cannot unsubscribe anyone). The same
 * address takes the RFC 8058 one-click POST of the List-Unsubscribe header.
 */
export const reminderStopPath = (token: string): string => `/reminders/stop/${token}`;
export const REMINDER_STOP_ROUTE = '/reminders/stop/:token';

/** The My Page download of every learning date as a calendar file. */
export const MY_CALENDAR_PATH = '/api/my-page/calendar.ics';
