/** Spec §9: the names scroll one viewport every 5000 ms, 1 s after they arrive, over 1000 ms. */
export const NAMES_SCROLL = { everyMs: 5000, startDelayMs: 1000, animationMs: 1000 } as const;
/** Spec §9 "Another view gives a 500 ms scroll animation" (the large-names preview). */
export const NAMES_PREVIEW_ANIMATION_MS = 500;

export interface ScrollMetrics {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** The list is taller than its box (spec §2: it auto-scrolls only then). */
export const overflows = ({ clientHeight, scrollHeight }: ScrollMetrics): boolean =>
  scrollHeight - clientHeight > 1;

/**
 * Where the next step goes: one viewport further down, clamped to the end; from the end it
 * wraps to the top. Null when the list fits (nothing to do).
 */
export const nextScrollTop = (metrics: ScrollMetrics): number | null => {
  if (!overflows(metrics)) return null;
  const max = metrics.scrollHeight - metrics.clientHeight;
  if (metrics.scrollTop >= max - 1) return 0;
  return Math.min(max, metrics.scrollTop + metrics.clientHeight);
};

/** Ease in-out for the scroll animation. */
export const easeInOut = (t: number): number => {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 2 * x * x : 1 - Math.pow(-2 * x + 2, 2) / 2;
};

/** The position `elapsed` ms into a `duration` ms animation from `from` to `to`. */
export const scrollAt = (from: number, to: number, elapsed: number, duration: number): number =>
  duration <= 0 ? to : from + (to - from) * easeInOut(elapsed / duration);

export interface AutoScrollOptions {
  everyMs?: number;
  startDelayMs?: number;
  read: () => ScrollMetrics | null;
  /** Starts moving to `top` (the caller animates). */
  scrollTo: (top: number) => void;
}

/**
 * The schedule: the first step `startDelayMs` after start, then one every `everyMs`. Each step
 * reads the box afresh, so a list that grows or shrinks is handled; a list that fits is left
 * alone. Answers a stop function.
 */
export function startAutoScroll(options: AutoScrollOptions): () => void {
  const everyMs = options.everyMs ?? NAMES_SCROLL.everyMs;
  const startDelayMs = options.startDelayMs ?? NAMES_SCROLL.startDelayMs;
  let interval: ReturnType<typeof setInterval> | undefined;
  const step = () => {
    const metrics = options.read();
    if (!metrics) return;
    const top = nextScrollTop(metrics);
    if (top !== null) options.scrollTo(top);
  };
  const start = setTimeout(() => {
    step();
    interval = setInterval(step, everyMs);
  }, startDelayMs);
  return () => {
    clearTimeout(start);
    if (interval !== undefined) clearInterval(interval);
  };
}
