import { civilDateText } from '@zechus/shared';

// Dates as My Page writes them, written out rather than by Intl (lib/format.ts says why).

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sun, 13 Dec 2026" for "2026-12-13": the civil date, read as a calendar day (no time zone). */
export const civilDate = (iso: string): string => {
  const match = DAY.exec(iso);
  if (!match) return iso;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return `${WEEKDAYS[date.getUTCDay()]}, ${day} ${MONTHS[month - 1]} ${year}`;
};

/** "Thursday 10 December 2026" for "2026-12-10": the long civil date, as the sign-up writes it. */
export const longCivilDate = (iso: string): string => (DAY.test(iso) ? civilDateText(iso) : iso);
