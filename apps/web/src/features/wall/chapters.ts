import { summarizeDay } from '@zechus/shared';
import type {
  ChapterDoneEvent,
  ChapterUndoneEvent,
  DayChangedEvent,
  DaySummary,
  LargeScreen,
  WallChapter,
} from '@zechus/shared';

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
  /**
   * Chapters whose done flag a live event changed after the payload shown was read: barcode →
   * that event's id (Infinity for an event without one). A payload read before that event cannot
   * know of it, so for these the wall's flag stands until a payload at least as new comes.
   */
  liveChanges: ReadonlyMap<string, number>;
}

/** The wall's data from a fresh GET /api/large-screen. */
export const fromPayload = (payload: LargeScreen): WallData => ({
  day: payload.date.day,
  hebrewDate: payload.date.hebrew,
  chapters: payload.chapters,
  enrollments: payload.enrollments,
  lastEventId: payload.lastEventId,
  unannounced: new Set(),
  liveChanges: new Map(),
});

/**
 * A fresh payload is the truth — names, pictures and done flags; the office may have given a
 * perek to another child or undone a mistaken scan — except where a live event newer than the
 * payload changed a chapter here: the payload was read before that event and cannot know of it,
 * so a chapter-done (or chapter-undone) that raced a reload is never lost. A payload at least as
 * new as everything applied here (payload.lastEventId >= current.lastEventId) is taken whole. A
 * new day's chapters have new barcodes, so nothing of yesterday carries over.
 */
export const mergePayload = (current: WallData | null, payload: LargeScreen): WallData => {
  const next = fromPayload(payload);
  if (!current || current.day !== next.day) return next;
  const shownHere = new Map(current.chapters.map((c) => [c.barcode, c]));
  const liveChanges = new Map(
    [...current.liveChanges].filter(([, id]) => id > payload.lastEventId),
  );
  const unannounced = new Set(current.unannounced);
  const chapters = next.chapters.map((chapter) => {
    const here = shownHere.get(chapter.barcode);
    if (!here) return chapter;
    if (liveChanges.has(chapter.barcode)) {
      return here.done === chapter.done ? chapter : { ...chapter, done: here.done };
    }
    // Done in the payload while shown here as not done: its event has not been applied yet.
    if (chapter.done && !here.done) unannounced.add(chapter.barcode);
    if (!chapter.done) unannounced.delete(chapter.barcode);
    return chapter;
  });
  return {
    ...next,
    chapters,
    lastEventId: Math.max(next.lastEventId, current.lastEventId),
    unannounced,
    liveChanges,
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

/** The id an event moves the wall to, and whether the wall has already taken it into account. */
const idOf = (data: WallData, eventId: number | undefined) => {
  const known = eventId !== undefined && Number.isFinite(eventId);
  return {
    lastEventId: known ? Math.max(data.lastEventId, eventId) : data.lastEventId,
    // Already in what is shown: a payload read after it, or applied before (a replay).
    seen: known && eventId <= data.lastEventId,
    changeId: known ? eventId : Number.POSITIVE_INFINITY,
  };
};

const withLiveChange = (data: WallData, barcode: string, id: number) =>
  new Map(data.liveChanges).set(barcode, id);

/**
 * Spec §4: a chapter-done event marks the chapter with its barcode done and reports a scan.
 * Barcodes not in today's list are ignored, and a chapter already done is not counted (or
 * announced) twice — the stream replays events after a reconnect — unless a reload marked it
 * done before its event came (`unannounced`): then the event is announced, once. An event the
 * wall has already taken into account (its id is not above lastEventId) changes no flag: the
 * payload read after it knows better (the chapter may have been undone since).
 */
export const applyChapterDone = (
  data: WallData,
  event: ChapterDoneEvent,
  eventId?: number,
): ChapterDoneResult => {
  const { lastEventId, seen, changeId } = idOf(data, eventId);
  const index = data.chapters.findIndex((c) => c.barcode === event.barcode);
  const chapter = index === -1 ? undefined : data.chapters[index];
  if (chapter?.done && data.unannounced.has(chapter.barcode)) {
    const unannounced = new Set(data.unannounced);
    unannounced.delete(chapter.barcode);
    return { data: { ...data, lastEventId, unannounced }, notice: noticeOf(chapter, event) };
  }
  if (!chapter || chapter.done || seen) {
    return {
      data: lastEventId === data.lastEventId ? data : { ...data, lastEventId },
      notice: null,
    };
  }
  const chapters = data.chapters.slice();
  // The event names who learned it now (the office may have given the perek to another child).
  chapters[index] = {
    ...chapter,
    done: true,
    name: event.name || chapter.name,
    image: event.image ?? chapter.image,
  };
  return {
    data: {
      ...data,
      chapters,
      lastEventId,
      liveChanges: withLiveChange(data, chapter.barcode, changeId),
    },
    notice: noticeOf(chapter, event),
  };
};

/**
 * The office undid a done chapter (a mistaken scan): it is pending again, quietly — nothing is
 * announced, and its toast, if a reload had left one owed, is dropped. Unknown barcodes (another
 * day) and events already taken into account change nothing.
 */
export const applyChapterUndone = (
  data: WallData,
  event: ChapterUndoneEvent,
  eventId?: number,
): WallData => {
  const { lastEventId, seen, changeId } = idOf(data, eventId);
  const index = data.chapters.findIndex((c) => c.barcode === event.barcode);
  const chapter = index === -1 ? undefined : data.chapters[index];
  if (!chapter || seen) return lastEventId === data.lastEventId ? data : { ...data, lastEventId };
  const chapters = data.chapters.slice();
  if (chapter.done) chapters[index] = { ...chapter, done: false };
  const unannounced = new Set(data.unannounced);
  unannounced.delete(chapter.barcode);
  return {
    ...data,
    chapters,
    lastEventId,
    unannounced,
    liveChanges: withLiveChange(data, chapter.barcode, changeId),
  };
};

export interface DayChangedResult {
  data: WallData;
  /** Whether the event is about the day shown, so the wall must read its payload again. */
  reload: boolean;
}

/**
 * The office changed a day otherwise (a perek given to another child): the event says only which
 * day, so a wall showing that day reads its payload again (mergePayload takes it as the truth).
 */
export const applyDayChanged = (
  data: WallData,
  event: DayChangedEvent,
  eventId?: number,
): DayChangedResult => {
  const { lastEventId } = idOf(data, eventId);
  return {
    data: lastEventId === data.lastEventId ? data : { ...data, lastEventId },
    reload: event.day === data.day,
  };
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
