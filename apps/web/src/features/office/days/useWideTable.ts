import { useSyncExternalStore } from 'react';

/**
 * Wide enough for the day table's six columns beside the office's side bar (a tablet in
 * landscape, a desktop). Narrower — a tablet in portrait, a phone — each perek is one cell.
 */
const QUERY = '(min-width: 1160px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

export const useWideTable = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
