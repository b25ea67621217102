import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../../hooks/useReducedMotion.ts';
import { countUpValue } from '../progress-math.ts';

/** Spec §9: the count-up lasts 1000 ms. */
export const COUNT_UP_MS = 1000;

/**
 * Counts from 0 up to `target` over `duration` ms with requestAnimationFrame (spec §4 Progress
 * bars); under prefers-reduced-motion it is the target at once.
 */
export function useCountUp(target: number, duration: number = COUNT_UP_MS): number {
  const reduced = useReducedMotion();
  const [state, setState] = useState({ target, value: 0 });

  useEffect(() => {
    if (reduced) return;
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      setState({ target, value: countUpValue(target, elapsed, duration) });
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, duration, reduced]);

  if (reduced) return target;
  // A new target starts from 0 until its first frame.
  return state.target === target ? state.value : 0;
}
