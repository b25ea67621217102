import { isDay } from './day.ts';

// Written out here rather than by Intl: the server (e-mail) and the browser (pages) must print
// the very same words, whatever ICU each of them carries.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const parts = (day: string, caller: string): [number, number, number, Date] => {
  if (!isDay(day)) throw new RangeError(`${caller}: not a day ${day}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return [y, m, d, date];
};

/** "Thursday 10 December 2026": a civil day ('YYYY-MM-DD') as the sign-up writes it. */
export function civilDateText(day: string): string {
  const [y, m, d, date] = parts(day, 'civilDateText');
  return `${WEEKDAYS[date.getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** "Sun, 13 Dec 2026": a civil day ('YYYY-MM-DD') in short, as My Page lists dates. */
export function shortCivilDateText(day: string): string {
  const [y, m, d, date] = parts(day, 'shortCivilDateText');
  return `${WEEKDAYS[date.getUTCDay()]?.slice(0, 3)}, ${d} ${MONTHS[m - 1]?.slice(0, 3)} ${y}`;
}
