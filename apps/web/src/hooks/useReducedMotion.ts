import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * One MediaQueryList for the page: `matchMedia` makes a new one at each call, and asking it in
 * the middle of an animation (every progress bar, every frame) made the browser work out the page's
 * style again each time. The list's `matches` stays current by itself.
 */
let media: MediaQueryList | undefined;
const reducedMotionQuery = (): MediaQueryList => (media ??= window.matchMedia(QUERY));

const subscribe = (onChange: () => void) => {
  const query = reducedMotionQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True when the visitor asked the system for less motion. */
export const useReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery().matches,
    () => false,
  );
