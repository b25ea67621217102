import type { DayPerek } from '@zechus/shared';
import { daysText } from './strings.ts';

/**
 * Times and dates in the days area are London's (DESIGN.md §3), whatever the tablet's own zone.
 */
const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});
const DAY_OF = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const SHORT_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
});
const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * When a perek was done, in London time: "10:42", or "25 Nov, 09:12" when it was marked on
 * another day than its own (a past day's perek marked by hand the next morning).
 */
export function doneTime(iso: string, day: string): string {
  const instant = new Date(iso);
  const time = TIME.format(instant);
  return DAY_OF.format(instant) === day ? time : `${SHORT_DATE.format(instant)}, ${time}`;
}

/** "Tuesday 24 November 2026" for a YYYY-MM-DD day (the same on every browser's ICU). */
export const longDay = (day: string): string => {
  const parts = LONG_DAY.formatToParts(new Date(`${day}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
};

/** "Station: Hall scanner", "Scanned by Mrs Levi", "By hand: Mrs Levi" (null while open). */
export function sourceLabel(perek: Pick<DayPerek, 'doneSource' | 'doneBy'>): string | null {
  return perek.doneSource ? daysText.source[perek.doneSource](perek.doneBy) : null;
}

/** "at 10:42 (Station: Hall scanner)": how an undo dialog recalls what is being undone. */
export function howDone(perek: DayPerek, day: string): string {
  const time = perek.doneAt ? `at ${doneTime(perek.doneAt, day)}` : '';
  const source = sourceLabel(perek);
  return [time, source ? `(${source})` : ''].filter(Boolean).join(' ');
}
