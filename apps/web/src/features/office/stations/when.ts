/**
 * Times in the office are London times (DESIGN.md §3), whatever the device's own zone, with a
 * plain "how long ago" beside them for recent ones.
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
const RELATIVE = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

/** 'Tue 24 Nov 2026, 14:05' (London). */
export const londonDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

/** '24 Nov 2026, 14:05' (London), for a table cell. */
export const londonShort = (iso: string): string => SHORT.format(new Date(iso));

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
