import { useMediaQuery } from '../../../hooks/useMediaQuery.ts';

/** Below the `sm` breakpoint: a phone, where the office's tables fold into fewer columns. */
export const useNarrow = (): boolean => useMediaQuery('(max-width: 639.98px)', false);

/**
 * Wide enough for the day table's six columns beside the office's side bar (a tablet in
 * landscape, a desktop). Narrower — a tablet in portrait, a phone — each perek is one cell.
 */
export const useWideTable = (): boolean => useMediaQuery('(min-width: 1160px)', true);
