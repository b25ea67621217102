import { useEffect, useState } from 'react';
import { SLIDES, startTicker } from '../slides.ts';

/**
 * A slide counter that advances every 10,000 ms after a 1000 ms delay (spec §9). The caller
 * takes it modulo its count, so new slides do not restart the timing.
 */
export function useSlideIndex(
  active: boolean,
  everyMs: number = SLIDES.everyMs,
  startDelayMs: number = SLIDES.startDelayMs,
): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    return startTicker({ everyMs, startDelayMs, onTick: () => setTick((t) => t + 1) });
  }, [active, everyMs, startDelayMs]);
  return tick;
}
