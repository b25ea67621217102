import type { FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

/**
 * The library's own in-memory store, for a route that counts in this instance only:
 * `rateLimit: { store: InstanceMemoryStore, … }` (the database store's `child` hands such a
 * route this store instead of itself). Only for limits that are hot and where sharing buys
 * nothing: each instance then allows the whole limit, so N instances allow N times as much.
 */
export class InstanceMemoryStore implements FastifyRateLimitStore {
  readonly #local: FastifyRateLimitStore;

  constructor(options: RateLimitOptions) {
    this.#local = new LocalStore(
      options.continueExceeding ?? false,
      options.exponentialBackoff ?? false,
      options.cache,
    );
  }

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
    // The library's store answers with its own counter object, which the next hit changes; the
    // plugin reads it a tick later. Copied here, each request sees its own count: otherwise a
    // burst all read the burst's final count and even its first requests were refused.
    this.#local.incr(
      key,
      (error, result) => callback(error, result && { current: result.current, ttl: result.ttl }),
      timeWindow,
      max,
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}
