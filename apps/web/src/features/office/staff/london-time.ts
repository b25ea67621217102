/**
 * Times in the office are London times (DESIGN.md §3), whatever the device's own zone: a
 * tablet set to another zone still reads what the programme's day and the log mean.
 */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const SHORT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** 'Thu 26 Nov 2026, 14:05' (London). */
export const londonDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

/** '26 Nov 2026, 14:05' (London), for narrow table cells. */
export const londonShort = (iso: string): string => SHORT.format(new Date(iso));

/** 'Thu 26 Nov 2026' and '14:05:09' (London), for a two-line cell. */
export const londonDate = (iso: string): string => DATE.format(new Date(iso));
export const londonTime = (iso: string): string => TIME.format(new Date(iso));
