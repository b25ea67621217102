/** What of the Screen Wake Lock API and the document the lock needs (a test passes fakes). */
export interface WakeLockDeps {
  request: () => Promise<{ release: () => Promise<void> }>;
  isVisible: () => boolean;
  onVisibilityChange: (listener: () => void) => () => void;
}

/**
 * Keeps the screen on while the page is shown: a hall display or a station must not go dark
 * between children. The browser drops the lock whenever the page is hidden, so it is asked for
 * again each time the page is shown. A refusal (a battery saver, a browser that asks first)
 * leaves the device's own sleep setting in charge, as it was. Returns the way to let it go.
 */
export function keepScreenAwake(deps: WakeLockDeps): () => void {
  let stopped = false;
  let held: { release: () => Promise<void> } | null = null;
  const acquire = () => {
    if (stopped || !deps.isVisible()) return;
    deps.request().then(
      (lock) => {
        if (stopped) void lock.release().catch(() => undefined);
        else held = lock;
      },
      () => undefined,
    );
  };
  acquire();
  const stopWatching = deps.onVisibilityChange(acquire);
  return () => {
    stopped = true;
    stopWatching();
    void held?.release().catch(() => undefined);
  };
}

/** The browser's wake lock, or null where the browser has none. */
export function browserWakeLock(): WakeLockDeps | null {
  if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return null;
  return {
    request: () => navigator.wakeLock.request('screen'),
    isVisible: () => document.visibilityState === 'visible',
    onVisibilityChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}
