import { summarizeDay } from '@zechus/shared';
import type { ChapterDoneEvent, DaySummary, LargeScreen, WallChapter } from '@zechus/shared';

/** A scan as the wall reports it (spec §3 Scan item). */
export interface ScanNotice {
  /** Unique per notice (the barcode: a chapter is reported once). */
  key: string;
  barcode: string;
  name: string;
  perek: string;
  image: string | null;
}

/** The wall's view of the day: the payload with chapters marked done as events arrive. */
export interface WallData {
  day: string;
  hebrewDate: string;
  chapters: WallChapter[];
  enrollments: LargeScreen['enrollments'];
  /** The highest live-event id applied (or the payload's when none came since). */
  lastEventId: number;
  /**
   * Chapters a fresh payload showed done before their live event arrived — after a network loss
   * the reload and the stream's replay race. When the event comes it is still announced, so a
   * scan made while the hall was offline gets its toast like any other.
   */
  unannounced: ReadonlySet<string>;
}

/** The wall's data from a fresh GET /api/large-screen. */
export const fromPayload = (payload: LargeScreen): WallData => ({
  day: payload.date.day,
  hebrewDate: payload.date.hebrew,
  chapters: payload.chapters,
  enrollments: payload.enrollments,
  lastEventId: payload.lastEventId,
  unannounced: new Set(),
});

/**
 * A fresh payload replaces what is shown, except that a chapter seen done here stays done (a
 * chapter never goes back to not done, spec §4), so a reload that raced a live event does not
 * undo it. A new day's chapters have new barcodes, so nothing of yesterday carries over.
 */
export const mergePayload = (current: WallData | null, payload: LargeScreen): WallData => {
  const next = fromPayload(payload);
  if (!current) return next;
  const doneHere = new Set(current.chapters.filter((c) => c.done).map((c) => c.barcode));
  const shownHere = new Set(current.chapters.map((c) => c.barcode));
  // Done in the payload while shown here as not done: its event has not been applied yet.
  const unannounced = new Set(current.day === next.day ? current.unannounced : []);
  for (const c of next.chapters) {
    if (c.done && shownHere.has(c.barcode) && !doneHere.has(c.barcode)) {
      unannounced.add(c.barcode);
    }
  }
  return {
    ...next,
    chapters: next.chapters.map((c) =>
      !c.done && doneHere.has(c.barcode) ? { ...c, done: true } : c,
    ),
    lastEventId: Math.max(next.lastEventId, current.day === next.day ? current.lastEventId : 0),
    unannounced,
  };
};

const noticeOf = (chapter: WallChapter, event: ChapterDoneEvent): ScanNotice => ({
  key: event.barcode,
  barcode: event.barcode,
  name: event.name || chapter.name,
  perek: event.perek || chapter.perek,
  image: event.image ?? chapter.image,
});

export interface ChapterDoneResult {
  data: WallData;
  /** The notice to show, or null when nothing changed (unknown barcode, or already done). */
  notice: ScanNotice | null;
}

/**
 * Spec §4: a chapter-done event marks the chapter with its barcode done and reports a scan.
 * Barcodes not in today's list are ignored, and a chapter already done is not counted (or
 * announced) twice — the stream replays events after a reconnect — unless a reload marked it
 * done before its event came (`unannounced`): then the event is announced, once.
 */
export const applyChapterDone = (
  data: WallData,
  event: ChapterDoneEvent,
  eventId?: number,
): ChapterDoneResult => {
  const lastEventId =
    eventId !== undefined && Number.isFinite(eventId)
      ? Math.max(data.lastEventId, eventId)
      : data.lastEventId;
  const index = data.chapters.findIndex((c) => c.barcode === event.barcode);
  const chapter = index === -1 ? undefined : data.chapters[index];
  if (chapter?.done && data.unannounced.has(chapter.barcode)) {
    const unannounced = new Set(data.unannounced);
    unannounced.delete(chapter.barcode);
    return { data: { ...data, lastEventId, unannounced }, notice: noticeOf(chapter, event) };
  }
  if (!chapter || chapter.done) {
    return {
      data: lastEventId === data.lastEventId ? data : { ...data, lastEventId },
      notice: null,
    };
  }
  const chapters = data.chapters.slice();
  chapters[index] = { ...chapter, done: true, image: event.image ?? chapter.image };
  return { data: { ...data, chapters, lastEventId }, notice: noticeOf(chapter, event) };
};

/** The day's totals (spec §4 progress maths) from the chapters as shown. */
export const summarize = (chapters: readonly WallChapter[]): DaySummary =>
  summarizeDay(chapters.map((c) => ({ perekIndex: c.perekIndex, done: c.done })));

export interface MasechetGroup {
  masechet: string;
  seder: number;
  chapters: WallChapter[];
  done: number;
}

/** The chapters grouped by masechet, in catalogue order (the payload comes in order). */
export const groupByMasechet = (chapters: readonly WallChapter[]): MasechetGroup[] => {
  const groups: MasechetGroup[] = [];
  for (const chapter of [...chapters].sort((a, b) => a.perekIndex - b.perekIndex)) {
    let group = groups.at(-1);
    if (!group || group.masechet !== chapter.masechet) {
      group = { masechet: chapter.masechet, seder: chapter.seder, chapters: [], done: 0 };
      groups.push(group);
    }
    group.chapters.push(chapter);
    if (chapter.done) group.done++;
  }
  return groups;
};

/** "ברכות פרק יב" → "יב": the chapter's number in letters, for the dense list. */
export const perekNumber = (perek: string, masechet: string): string => {
  const rest = perek.startsWith(masechet) ? perek.slice(masechet.length) : perek;
  return rest.replace(/^\s*פרק\s*/, '').trim() || perek;
};

/** Learners whose chapter is done, in chapter order (the lomdim grid and the sliding track). */
export const doneLearners = (chapters: readonly WallChapter[]): WallChapter[] =>
  chapters.filter((c) => c.done);

/** Items split into pages of `size` (at least one page, possibly empty). */
export const paginate = <T>(items: readonly T[], size: number): T[][] => {
  if (size <= 0 || items.length === 0) return [[]];
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
};
