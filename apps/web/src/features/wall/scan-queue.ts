/** Spec §9: at most 4 scans visible, the queue checked every 200 ms, each shown 10,000 ms. */
export const SCAN_QUEUE = { maxVisible: 4, checkEveryMs: 200, showForMs: 10_000 } as const;

export interface ScanQueueOptions {
  maxVisible?: number;
  checkEveryMs?: number;
  showForMs?: number;
  /** Called with the visible list whenever it changes. */
  onChange: (visible: readonly ScanQueueItem[]) => void;
}

export interface ScanQueueItem<T = unknown> {
  key: string;
  value: T;
  /** When it became visible (ms since epoch, from Date.now()). */
  shownAt: number;
}

export interface ScanQueue<T> {
  /** Adds a scan to the waiting list (a key already waiting or visible is ignored). */
  push: (key: string, value: T) => void;
  visible: () => readonly ScanQueueItem<T>[];
  waiting: () => number;
  /** Stops the timers (the component unmounted). */
  dispose: () => void;
}

/**
 * Spec §4 "Scan queue": waiting scans move to the visible list only when fewer than
 * `maxVisible` are visible, checked every `checkEveryMs`; each is removed `showForMs` after it
 * was shown. Plain timers, so tests drive it with fake timers.
 */
export function createScanQueue<T>(options: ScanQueueOptions): ScanQueue<T> {
  const maxVisible = options.maxVisible ?? SCAN_QUEUE.maxVisible;
  const checkEveryMs = options.checkEveryMs ?? SCAN_QUEUE.checkEveryMs;
  const showForMs = options.showForMs ?? SCAN_QUEUE.showForMs;
  const waiting: { key: string; value: T }[] = [];
  let visible: ScanQueueItem<T>[] = [];
  const removals = new Set<ReturnType<typeof setTimeout>>();

  const emit = () => options.onChange(visible);

  const check = () => {
    let changed = false;
    while (visible.length < maxVisible && waiting.length > 0) {
      const next = waiting.shift();
      if (!next) break;
      const item: ScanQueueItem<T> = { ...next, shownAt: Date.now() };
      visible = [...visible, item];
      changed = true;
      const timer = setTimeout(() => {
        removals.delete(timer);
        visible = visible.filter((v) => v !== item);
        emit();
      }, showForMs);
      removals.add(timer);
    }
    if (changed) emit();
  };

  const interval = setInterval(check, checkEveryMs);

  return {
    push: (key, value) => {
      if (waiting.some((w) => w.key === key) || visible.some((v) => v.key === key)) return;
      waiting.push({ key, value });
    },
    visible: () => visible,
    waiting: () => waiting.length,
    dispose: () => {
      clearInterval(interval);
      for (const timer of removals) clearTimeout(timer);
      removals.clear();
    },
  };
}
