import { z } from 'zod';
import { isPlainLine } from './text-rules.ts';
import { MAX_INTEGER } from './ids.ts';

const LAST_EVENT_ID_ERROR = `lastEventId must be a whole number from 0 to ${MAX_INTEGER}`;

/** The event id a wall listens from: ?lastEventId=… (0: the whole history), bounded like an id. */
export const lastEventIdSchema = z.coerce
  .number({ error: LAST_EVENT_ID_ERROR })
  .int({ error: LAST_EVENT_ID_ERROR })
  .min(0, { error: LAST_EVENT_ID_ERROR })
  .max(MAX_INTEGER, { error: LAST_EVENT_ID_ERROR });

/** GET /api/live/update-screen?lastEventId=… */
export const liveStreamQuerySchema = z.object({ lastEventId: lastEventIdSchema.optional() });

/**
 * `chapter-done`: an assignment was scanned done (spec §4 Chapters and live updates). Its data
 * is the wall's scan item (spec §3: name, perek, type) with the barcode, day and picture.
 */
export const chapterDoneEventSchema = z.object({
  barcode: z.string(),
  /** The learner's name. */
  name: z.string(),
  /** Hebrew, e.g. "ברכות פרק א". */
  perek: z.string(),
  /**
   * The scan item's type, i.e. what the scan did. Always `done`: the chapter was learned and is
   * now counted. Only a chapter's first scan is published; a repeat (`already_done` in the scan
   * reply) changes nothing on the wall and is not. Optional only so that events stored before
   * the field existed still replay: read a missing type as `done`.
   */
  type: z.literal('done').optional(),
  /** The learning day (YYYY-MM-DD) the chapter belongs to. */
  day: z.string(),
  image: z.string().nullable(),
});
export type ChapterDoneEvent = z.infer<typeof chapterDoneEventSchema>;

/** `force-reload`: every wall reloads its page (a staff action). */
export const forceReloadEventSchema = z.object({ reason: z.string() });
export type ForceReloadEvent = z.infer<typeof forceReloadEventSchema>;

/**
 * `chapter-undone`: the office undid a mistaken scan; the chapter is pending again (the one way
 * a chapter goes back, and only by a person's decision, recorded in the audit log).
 */
export const chapterUndoneEventSchema = z.object({ barcode: z.string(), day: z.string() });
export type ChapterUndoneEvent = z.infer<typeof chapterUndoneEventSchema>;

/**
 * `day-changed`: the office changed a day's assignments otherwise (a perek given to another
 * child, a recording added, a learner renamed): whoever shows that day reads it again.
 */
export const dayChangedEventSchema = z.object({ day: z.string(), reason: z.string() });
export type DayChangedEvent = z.infer<typeof dayChangedEventSchema>;

export type LiveEventType = 'chapter-done' | 'chapter-undone' | 'day-changed' | 'force-reload';

/** `heartbeat` (live-names.ts): the interval it is sent at. */
export const heartbeatEventSchema = z.object({
  /** The interval the server sends heartbeats at (ms). */
  every: z.number().int().positive(),
});
export type HeartbeatEvent = z.infer<typeof heartbeatEventSchema>;

/** `reload` (live-names.ts): why the stream sent it instead of the history asked for. */
export const reloadEventSchema = z.object({ reason: z.literal('replay-window') });
export type ReloadEvent = z.infer<typeof reloadEventSchema>;

/**
 * POST /api/scan. Keyboard-wedge scanners type the code and Enter; stray spaces are trimmed.
 * A station that queues its scans (issue 24) also sends each scan's own id and the time it was
 * taken: a scan sent twice is counted once, and one sent after midnight counts for its own day.
 * Both are optional, so a caller sending only the barcode is a scan taken now, as before.
 */
export const scanRequestSchema = z.strictObject({
  barcode: z
    .string({ error: 'barcode is required' })
    .trim()
    .min(1, { error: 'barcode is required' })
    .max(64, { error: 'barcode is too long' })
    // A scanner never sends control characters; PostgreSQL would refuse a NUL with a 500.
    .refine(isPlainLine, { error: 'barcode must not contain control characters' }),
  /** The scan's id, made once by the station (crypto.randomUUID()) and sent with every retry. */
  scanId: z
    .uuid({ error: 'scanId must be a UUID, e.g. 3b241101-e2bb-4255-8caf-4136c566a962' })
    .optional(),
  /** When the scan was taken, ISO 8601 with Z or an offset, e.g. 2026-11-24T23:55:00.000Z. */
  scannedAt: z.iso
    .datetime({
      offset: true,
      error: 'scannedAt must be a date and time with Z or an offset, e.g. 2026-11-24T23:55:00Z',
    })
    .optional(),
});
export type ScanRequest = z.infer<typeof scanRequestSchema>;

export const scanReplySchema = z.object({
  /**
   * done: marked now; already_done: it was scanned before (never counted twice). A scan sent
   * again with its scanId is answered as the first time: `done` if that one counted it.
   */
  result: z.enum(['done', 'already_done']),
  barcode: z.string(),
  name: z.string(),
  perek: z.string(),
  day: z.string(),
  image: z.string().nullable(),
  /** That day's totals after this scan. */
  chapters_done: z.number().int(),
  chapters_not_done: z.number().int(),
});
export type ScanReply = z.infer<typeof scanReplySchema>;

/** One chapter (perek) of the day on the wall. */
export const wallChapterSchema = z.object({
  barcode: z.string(),
  done: z.boolean(),
  perekIndex: z.number().int(),
  /** Hebrew perek, e.g. "ברכות פרק א". */
  perek: z.string(),
  masechet: z.string(),
  seder: z.number().int(),
  /** The learner's name and picture. */
  name: z.string(),
  image: z.string().nullable(),
});
export type WallChapter = z.infer<typeof wallChapterSchema>;

/** GET /api/large-screen (spec §3 Large-screen payload). */
export const largeScreenSchema = z.object({
  chapters: z.array(wallChapterSchema),
  /** The sponsors' names dedicated today. */
  enrollments: z.array(z.object({ name: z.string(), kind: z.string() })),
  date: z.object({ day: z.string(), hebrew: z.string() }),
  /** Connect the stream with this as Last-Event-ID: nothing between load and listen is lost. */
  lastEventId: z.number().int(),
});
export type LargeScreen = z.infer<typeof largeScreenSchema>;
