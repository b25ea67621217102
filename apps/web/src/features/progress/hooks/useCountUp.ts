import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../../hooks/useReducedMotion.ts';
import { countUpValue } from '../progress-math.ts';

/** Spec §9: the count-up lasts 1000 ms. */
export const COUNT_UP_MS = 1000;

/**
 * Counts from `from` to `target` over `duration` ms, one value a frame (requestAnimationFrame),
 * then calls `done`. Answers how to stop it.
 */
function countFrames(
  from: number,
  target: number,
  duration: number,
  show: (value: number) => void,
  done: () => void = () => undefined,
): () => void {
  let frame = 0;
  let start: number | null = null;
  const tick = (now: number) => {
    start ??= now;
    const elapsed = now - start;
    show(countUpValue(target, elapsed, duration, from));
    if (elapsed < duration) frame = requestAnimationFrame(tick);
    else done();
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/**
 * Counts up from 0 to `target` over `duration` ms when it first appears (spec §4 Progress bars),
 * and after that moves from the value it shows to each new target over `duration` ms — for a
 * figure that changes often, where starting again from 0 each time would flicker. Rendered each
 * frame (the wall's one figure); under prefers-reduced-motion it is the target at once.
 */
export function useCountTo(target: number, duration: number = COUNT_UP_MS): number {
  const reduced = useReducedMotion();
  const [state, setState] = useState({ target, value: 0 });
  const shownRef = useRef(0);

  useEffect(() => {
    if (reduced) return;
    return countFrames(shownRef.current, target, duration, (value) => {
      shownRef.current = value;
      setState({ target, value });
    });
  }, [target, duration, reduced]);

  // A new target, before its first frame, stays where the count is.
  return reduced ? target : state.value;
}

/**
 * The count of useCountTo, drawn straight into the page: each frame's value goes to `draw`, which
 * writes it into the elements itself, so nothing is rendered again while it counts — a progress
 * page's bars, each rendered sixty times a second, held a phone's main thread for half a second
 * after the page appeared. Answers whether the count has reached `target` (it renders once more
 * when it does, for a look that waits for the end: the done check).
 */
export function useDrawnCountTo(
  target: number,
  draw: (value: number) => void,
  duration: number = COUNT_UP_MS,
): boolean {
  const reduced = useReducedMotion();
  const shownRef = useRef(0);
  const drawRef = useRef(draw);
  const [arrivedAt, setArrivedAt] = useState<number | null>(null);
  useLayoutEffect(() => {
    drawRef.current = draw;
  });
  // Before the browser paints: the first frame shows where the count starts, never nothing.
  useLayoutEffect(() => {
    if (reduced) {
      shownRef.current = target;
      drawRef.current(target);
      return;
    }
    drawRef.current(shownRef.current);
    return countFrames(
      shownRef.current,
      target,
      duration,
      (value) => {
        shownRef.current = value;
        drawRef.current(value);
      },
      () => setArrivedAt(target),
    );
  }, [target, duration, reduced]);
  return reduced || arrivedAt === target;
}
