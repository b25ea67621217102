/**
 * Runs `pass` once `firstAfterMs` after start and then every `everyMs`, in the background (the
 * timers never keep the process alive). A tick that comes while the last pass is still running is
 * skipped: the next one picks up what is left. Returns `stop`, which clears the timers and waits
 * for a pass under way to end (a graceful shutdown must not cut a job in half).
 *
 * `pass` reports its own failures: whatever it throws is dropped here.
 */
export function repeatInBackground(
  pass: () => Promise<unknown>,
  { firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = pass()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, firstAfterMs);
  const every = setInterval(tick, everyMs);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
