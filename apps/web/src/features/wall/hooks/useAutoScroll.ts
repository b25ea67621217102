import { useEffect } from 'react';
import type { RefObject } from 'react';
import { NAMES_SCROLL, scrollAt, startAutoScroll } from '../auto-scroll.ts';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Spec §2/§9: scrolls the box one viewport every `everyMs`, starting `startDelayMs` after
 * `ready` turns true (the names arrived), animating over `animationMs`; only when it overflows,
 * wrapping to the top at the end. `resetKey` restarts the schedule when the content changes.
 */
export function useAutoScroll(
  ref: RefObject<HTMLElement | null>,
  {
    ready,
    resetKey,
    everyMs = NAMES_SCROLL.everyMs,
    startDelayMs = NAMES_SCROLL.startDelayMs,
    animationMs = NAMES_SCROLL.animationMs,
  }: {
    ready: boolean;
    resetKey?: unknown;
    everyMs?: number;
    startDelayMs?: number;
    animationMs?: number;
  },
): void {
  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const stop = startAutoScroll({
      everyMs,
      startDelayMs,
      read: () => {
        const box = ref.current;
        return box
          ? {
              scrollTop: box.scrollTop,
              clientHeight: box.clientHeight,
              scrollHeight: box.scrollHeight,
            }
          : null;
      },
      scrollTo: (top) => {
        const box = ref.current;
        if (!box) return;
        cancelAnimationFrame(frame);
        const from = box.scrollTop;
        const duration = prefersReducedMotion() ? 0 : animationMs;
        let start: number | null = null;
        const tick = (now: number) => {
          start ??= now;
          const elapsed = now - start;
          box.scrollTop = scrollAt(from, top, elapsed, duration);
          if (elapsed < duration) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [ref, ready, resetKey, everyMs, startDelayMs, animationMs]);
}
