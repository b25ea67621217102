import { isDay, londonDay } from '@zechus/shared';

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
  const real = () => londonDay(new Date());
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
