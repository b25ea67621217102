/** Failed scan attempts (no credential, or a wrong or revoked one) allowed per IP per window. */
export const FAILED_SCANS_PER_IP = 30;
export const FAILED_SCANS_WINDOW_MS = 60_000;
/** Addresses remembered at most; past this, the oldest windows are forgotten first. */
const MAX_ADDRESSES = 10_000;

export const TOO_MANY_FAILED_SCANS =
  'Too many scans without a valid station token from this address. Wait a minute, then enter the station token again (or sign in as staff).';

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Counts failed scan attempts per IP, so garbage tokens cannot each get a fresh allowance (the
 * per-token limit keys on the credential). Only failures count, and a valid credential is never
 * refused here: one misconfigured station must not lock out the working ones sharing the hall's
 * address. Kept in memory per instance, like @fastify/rate-limit's own store.
 */
export class FailedScanLimit {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly max = FAILED_SCANS_PER_IP,
    private readonly windowMs = FAILED_SCANS_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Notes a failed attempt from `ip`; true when it is over the limit (answer 429, not 401). */
  fail(ip: string): boolean {
    const now = this.now();
    let window = this.#windows.get(ip);
    if (!window || window.endsAt <= now) {
      this.#windows.delete(ip);
      window = { count: 0, endsAt: now + this.windowMs };
      this.#forgetOld(now);
      // Re-inserted last, so the map stays in order of window start (oldest first).
      this.#windows.set(ip, window);
    }
    window.count++;
    return window.count > this.max;
  }

  #forgetOld(now: number): void {
    for (const [ip, window] of this.#windows) {
      if (window.endsAt > now && this.#windows.size < MAX_ADDRESSES) break;
      this.#windows.delete(ip);
    }
  }
}
