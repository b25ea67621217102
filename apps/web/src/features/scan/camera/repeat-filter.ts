/**
 * How long a code must go unseen before it counts as a new sheet. A sheet held in front of the
 * camera is read several times a second; it is sent once, and again only if the teacher takes it
 * away and shows it later (the server then says it was already scanned).
 */
export const REPEAT_QUIET_MS = 2500;

export interface RepeatFilter {
  /** Whether `code`, read at `now` (ms, any steady clock), is a new sheet to send. */
  accept(code: string, now: number): boolean;
}

/**
 * Lets a code through once per sighting: the same code in the next frames is held back until a
 * different code is read, or until it has not been seen for `quietMs`. Every sighting restarts
 * that wait, so a sheet left in view is never sent twice.
 */
export function createRepeatFilter(quietMs = REPEAT_QUIET_MS): RepeatFilter {
  let last: string | null = null;
  let lastSeen = 0;
  return {
    accept(code, now) {
      const repeat = code === last && now - lastSeen < quietMs;
      last = code;
      lastSeen = now;
      return !repeat;
    },
  };
}
