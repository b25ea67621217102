/**
 * Every date and time in the office is London's (DESIGN.md §3), whatever the device's own zone:
 * a tablet set to another zone still reads what the programme's day and the log mean. One module,
 * so a time reads the same in every area.
 */
const LONDON = 'Europe/London';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const SHORT = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  hour: '2-digit',
  minute: '2-digit',
});
const TIME_SECONDS = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const DAY_OF = new Intl.DateTimeFormat('en-CA', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  day: 'numeric',
  month: 'short',
});
// A YYYY-MM-DD day is a calendar date, not an instant: it is read at noon UTC and written in UTC.
const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const RELATIVE = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

/** 'Thu, 26 Nov 2026, 14:05': a time in a sentence. */
export const londonDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

/** '26 Nov 2026, 14:05': a time in a table cell. */
export const londonShort = (iso: string): string => SHORT.format(new Date(iso));

/** 'Thu, 26 Nov 2026' and '14:05:09': the two lines of the audit log's "When". */
export const londonDate = (iso: string): string => DATE.format(new Date(iso));
export const londonTimeWithSeconds = (iso: string): string => TIME_SECONDS.format(new Date(iso));

/** '26 Nov 2026': the date alone, in a table cell. */
export const londonShortDate = (iso: string): string => DAY_MONTH_YEAR.format(new Date(iso));

/**
 * When something of a day happened: "10:42", or "25 Nov, 09:12" when it happened on another day
 * than its own (a past day's perek marked by hand the next morning).
 */
export function timeOnDay(iso: string, day: string): string {
  const instant = new Date(iso);
  const time = TIME.format(instant);
  return DAY_OF.format(instant) === day ? time : `${DAY_MONTH.format(instant)}, ${time}`;
}

/** "Tuesday 24 November 2026" for a YYYY-MM-DD day (the same on every browser's ICU). */
export const longDay = (day: string): string => {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const parts = LONG_DAY.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
};

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago' — or null past a month. */
export function howLongAgo(iso: string, now: number = Date.now()): string | null {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return RELATIVE.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return RELATIVE.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days <= 31) return RELATIVE.format(-days, 'day');
  return null;
}
