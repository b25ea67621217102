// Paths and plain values only, kept apart from the zod schemas of schemas.ts: the browser's
// router and My Page need them, and a module that builds a schema pulls all of Zod into a page's
// first load (as reminders/stop-path.ts).

/**
 * The daily e-mail through a mourning (issue 26 §6, decision 0041): where its one-click stop link
 * opens (a page that asks; the same address takes the RFC 8058 POST of List-Unsubscribe) …
 */
export const dailyMailStopPath = (token: string): string => `/daily-mail/stop/${token}`;
export const DAILY_MAIL_STOP_ROUTE = '/daily-mail/stop/:token';

/** … and where a relative's confirm link opens (a page whose button confirms). */
export const dailyMailConfirmPath = (token: string): string => `/daily-mail/confirm/${token}`;
export const DAILY_MAIL_CONFIRM_ROUTE = '/daily-mail/confirm/:token';

/** The London hour it goes at unless the sponsor chose another: early evening. */
export const DAILY_MAIL_DEFAULT_HOUR = 19;
/** The hours a sponsor may choose: a day's hours, never the night. */
export const DAILY_MAIL_FIRST_HOUR = 7;
export const DAILY_MAIL_LAST_HOUR = 21;
/** Nothing of ours goes after this London hour, however late a pass comes (never in the night). */
export const DAILY_MAIL_NIGHT_HOUR = 22;

/** The plans of a mourning, whose dedications can have the daily e-mail. */
export const DAILY_MAIL_PLAN_TYPES = ['shiva', 'shloishim'] as const;

/** "19:00". */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
