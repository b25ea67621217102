/**
 * A "day" (DESIGN.md §3) is a calendar date in Europe/London written 'YYYY-MM-DD'. Days are
 * plain strings so they compare, sort and store without time-zone surprises; these helpers
 * are the only places that turn instants or Dates into days and back.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// One formatter, built once: formatting is hot (every request asks for "today"). Built at the
// first call, not when the module loads: a time zone's first formatter costs a browser about
// 15 ms (60 on a slow phone) of loading its data, and most pages that import this never call it.
let london: Intl.DateTimeFormat | undefined;
const londonFormatter = (): Intl.DateTimeFormat =>
  (london ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** The London calendar date of an instant, e.g. 2026-06-30T23:30Z → '2026-07-01' (BST). */
export function londonDay(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('londonDay: an invalid Date');
  const parts = londonFormatter().formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function fields(day: string): [number, number, number] | undefined {
  const match = DAY_PATTERN.exec(day);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** True for a real calendar date written 'YYYY-MM-DD' (so '2026-02-30' is false). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const f = fields(value);
  if (!f) return false;
  const [y, m, d] = f;
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The day as a Date at LOCAL midnight, the form hebcal reads (it uses the local getters
 * getFullYear/getMonth/getDate), so the result is right whatever the process's time zone.
 * Do not call toISOString() on it to get the day back; use formatDay.
 */
export function parseDay(day: string): Date {
  const f = isDay(day) ? fields(day) : undefined;
  if (!f) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  const [y, m, d] = f;
  const date = new Date(2000, m - 1, d);
  date.setFullYear(y); // the Date constructor maps years 0..99 to 1900..1999
  return date;
}

/** The inverse of parseDay: a Date's LOCAL calendar date as 'YYYY-MM-DD'. */
export function formatDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day n days after (n < 0: before) the given day. UTC arithmetic, so no DST gaps. */
export function addDays(day: string, n: number): string {
  const f = isDay(day) ? fields(day) : undefined;
  if (!f || !Number.isInteger(n)) throw new RangeError(`addDays: bad input ${day}, ${n}`);
  const [y, m, d] = f;
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  date.setUTCDate(date.getUTCDate() + n);
  const pad = (v: number, width = 2) => String(v).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** How many days `to` is after `from` (negative when before). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const f = isDay(day) ? fields(day) : undefined;
    if (!f) throw new RangeError(`daysBetween: not a day ${day}`);
    const date = new Date(Date.UTC(2000, f[1] - 1, f[2]));
    date.setUTCFullYear(f[0]);
    return date.getTime();
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
