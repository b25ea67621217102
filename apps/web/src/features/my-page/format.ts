import { civilDateText, isDay, shortCivilDateText } from '@zechus/shared';

// Dates as My Page writes them: written out by @zechus/shared, not by Intl (lib/format.ts says
// why), and anything that is not a day left as it is.

/** "Sun, 13 Dec 2026" for "2026-12-13": the civil date, read as a calendar day (no time zone). */
export const civilDate = (iso: string): string => (isDay(iso) ? shortCivilDateText(iso) : iso);

/** "Thursday 10 December 2026" for "2026-12-10": the long civil date, as the sign-up writes it. */
export const longCivilDate = (iso: string): string => (isDay(iso) ? civilDateText(iso) : iso);
