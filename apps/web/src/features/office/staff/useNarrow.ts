import { useSyncExternalStore } from 'react';

/** Below the `sm` breakpoint: a phone, where the office's tables fold into fewer columns. */
const QUERY = '(max-width: 639.98px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

export const useNarrow = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
