import { isDay, londonDay, londonDayEnd, londonDayStart } from '@zechus/shared';

/**
 * What day it is for the programme: today in Europe/London (DESIGN.md §3 "Days and time"), read
 * by the wall, the progress pages, sign-ups, the office and the daily jobs alike.
 *
 * An end-to-end run may start the server with TEST_CLOCK=on (refused in production) to move that
 * day, so a story can print tomorrow's sheets in the evening and scan them the next morning. Only
 * the day moves; timestamps stay real.
 */
export interface Clock {
  today: () => string;
  /** Present only with TEST_CLOCK=on: sets the day (null goes back to the real one). */
  setDay?: (day: string | null) => void;
}

export function createClock(testClock: boolean): Clock {
  const real = realToday();
  if (!testClock) return { today: real };
  let day: string | null = null;
  return {
    today: () => day ?? real(),
    setDay: (next) => {
      if (next !== null && !isDay(next)) throw new Error(`not a day: ${next}`);
      day = next;
    },
  };
}

/**
 * Today in London, worked out again only when the clock has left the day last worked out: every
 * read request asks (decision 0027), and formatting a date in a time zone costs more than the
 * rest of a cached answer's bookkeeping. Exact: the day is kept with the instants it starts and
 * ends (summer time included), and a clock set back is outside them too.
 */
function realToday(): () => string {
  let kept = { day: '', from: 0, until: 0 };
  return () => {
    const now = Date.now();
    if (now >= kept.from && now < kept.until) return kept.day;
    const day = londonDay(new Date(now));
    kept = { day, from: Date.parse(londonDayStart(day)), until: Date.parse(londonDayEnd(day)) };
    return day;
  };
}
