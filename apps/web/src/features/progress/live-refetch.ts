/** At most one refetch this often (ms): a burst of scans costs one read, not one each. */
export const REFETCH_AT_MOST_EVERY_MS = 1000;

export interface LiveRefetcherOptions {
  /** Reads the page's data again (the query's refetch). */
  refetch: () => void;
  minIntervalMs?: number;
  /** Clock and timers, for tests. */
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface LiveRefetcher {
  /** The day the page shows (undefined while its data loads). */
  showDay: (day: string | undefined) => void;
  /** A live event about a day arrived (chapter-done, chapter-undone, day-changed). */
  event: (day: string) => void;
  /** The stream is back after a loss: events may have gone by unheard. */
  reconnected: () => void;
  dispose: () => void;
}

/**
 * Decides when a donors' progress page reads its data again while the live stream is open: when
 * an event is about the day it shows, or the stream comes back after a loss — at most once per
 * `minIntervalMs`, a later request waiting for the interval's end (so the last change of a burst
 * is always read). An event that comes while the page's own data is still loading is kept, and
 * answered once the day is known if it was about that day: the load may have read too early.
 */
export function createLiveRefetcher(options: LiveRefetcherOptions): LiveRefetcher {
  const minInterval = options.minIntervalMs ?? REFETCH_AT_MOST_EVERY_MS;
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let day: string | undefined;
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: unknown;
  let disposed = false;
  const earlyDays = new Set<string>();

  const run = () => {
    timer = undefined;
    if (disposed) return;
    lastRun = now();
    options.refetch();
  };

  const request = () => {
    if (disposed || timer !== undefined) return;
    const wait = lastRun + minInterval - now();
    if (wait <= 0) run();
    else timer = setTimer(run, wait);
  };

  return {
    showDay: (next) => {
      day = next;
      if (next === undefined) return;
      const missed = earlyDays.has(next);
      earlyDays.clear();
      if (missed) request();
    },
    event: (about) => {
      if (day === undefined) earlyDays.add(about);
      else if (about === day) request();
    },
    reconnected: () => {
      if (day !== undefined) request();
    },
    dispose: () => {
      disposed = true;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
    },
  };
}
