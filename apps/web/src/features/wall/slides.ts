/** Spec §9: the large display's slides advance every 10,000 ms, slide 1000 ms, 1000 ms delay. */
export const SLIDES = { everyMs: 10_000, slideMs: 1000, startDelayMs: 1000 } as const;

/** The slide after `index` of `count`, wrapping to the first. */
export const nextSlide = (index: number, count: number): number =>
  count <= 1 ? 0 : (index + 1) % count;

export interface TickerOptions {
  everyMs?: number;
  startDelayMs?: number;
  onTick: () => void;
}

/**
 * Calls `onTick` every `everyMs`, starting after `startDelayMs` (so the first advance comes at
 * startDelay + every). Answers a stop function.
 */
export function startTicker(options: TickerOptions): () => void {
  const everyMs = options.everyMs ?? SLIDES.everyMs;
  const startDelayMs = options.startDelayMs ?? SLIDES.startDelayMs;
  let interval: ReturnType<typeof setInterval> | undefined;
  const start = setTimeout(() => {
    interval = setInterval(options.onTick, everyMs);
  }, startDelayMs);
  return () => {
    clearTimeout(start);
    if (interval !== undefined) clearInterval(interval);
  };
}
