import {
  chapterDoneEventSchema,
  chapterUndoneEventSchema,
  dayChangedEventSchema,
  forceReloadEventSchema,
  heartbeatEventSchema,
} from '@zechus/shared';
import type { LiveEventReaders } from './live-connection.ts';

/**
 * The wall's reading of the live events: each checked against its shared schema, and one that
 * does not match is ignored rather than shown wrong in the hall (the next full read corrects).
 */
export const checkedLiveEvents: LiveEventReaders = {
  heartbeat: (data) => heartbeatEventSchema.safeParse(data).data,
  chapterDone: (data) => chapterDoneEventSchema.safeParse(data).data,
  chapterUndone: (data) => chapterUndoneEventSchema.safeParse(data).data,
  dayChanged: (data) => dayChangedEventSchema.safeParse(data).data,
  forceReload: (data) => forceReloadEventSchema.safeParse(data).data,
};
