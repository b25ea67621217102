import type { ChapterDoneEvent, ChapterUndoneEvent, DayChangedEvent } from '@zechus/shared';
import type { LiveEventReaders } from '../wall/live-connection.ts';

/** The event when its data is an object with a text `day`, by type (the rest is not read). */
const withDay = <T>(data: unknown): T | undefined =>
  typeof data === 'object' && data !== null && typeof (data as { day?: unknown }).day === 'string'
    ? (data as T)
    : undefined;

/**
 * A donor's progress page reads the live events for their day only: any event of the day shown
 * reads the page again, and the page's own answer says what changed. So it reads them by type
 * (the server builds them from the shared schemas), without Zod (decision 0029).
 */
export const dayOfLiveEvents: LiveEventReaders = {
  heartbeat: (data) => {
    const every = (data as { every?: unknown } | null)?.every;
    return typeof every === 'number' && every > 0 ? { every } : undefined;
  },
  chapterDone: (data) => withDay<ChapterDoneEvent>(data),
  chapterUndone: (data) => withDay<ChapterUndoneEvent>(data),
  dayChanged: (data) => withDay<DayChangedEvent>(data),
  // Reloading every wall is for the hall's screens, not a donor's page.
  forceReload: () => undefined,
};
