import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { countHit, readCount, type WindowCount } from './rate-limit-counters.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * What @fastify/rate-limit really hands a store's `child` for each limited route (its typings say
 * RouteOptions): the plugin's options merged with the route's, and the route itself as
 * `routeInfo`. Limiters made with `app.createRateLimit` have an empty routeInfo.
 */
type ChildOptions = RateLimitOptions & {
  routeInfo?: { method?: string | string[]; url?: string };
};

const answer = (callback: Callback, now: number) => (count: WindowCount) =>
  callback(null, { current: count.hits, ttl: Math.max(0, count.resetsAt.getTime() - now) });

/**
 * A store for @fastify/rate-limit that keeps its counts in the database (rate-limit-counters.ts),
 * so every instance on it counts against one limit: two instances behind a load balancer no
 * longer give an address twice the allowance. Each route counts apart (keys are prefixed with its
 * method and URL), like the library's own stores.
 *
 * A route may ask for another store in its own config (`rateLimit: { store: … }`): the plugin
 * itself ignores a route's `store`, so this store's `child` honours it. The scanner's per-station
 * limit does, to count in the instance's memory (see memory-rate-limit-store.ts).
 *
 * continueExceeding and exponentialBackoff are not implemented; a route asking for them fails at
 * start rather than being limited differently from what it asked.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global ',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      countHit(db, this.prefix + key, timeWindow, new Date(now)).then(
        answer(callback, now),
        (error: Error) => callback(error),
      );
    }

    /** For `{ increment: false }`: the count without adding to it. */
    read(key: string, callback: Callback): void {
      const now = Date.now();
      readCount(db, this.prefix + key, new Date(now)).then(answer(callback, now), (error: Error) =>
        callback(error),
      );
    }

    child(declared: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const options = declared as unknown as ChildOptions;
      if (options.store && options.store !== DatabaseRateLimitStore) {
        return new options.store(options);
      }
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('The database rate-limit store has no continueExceeding or backoff');
      }
      const { method, url } = options.routeInfo ?? {};
      // A limiter made with createRateLimit has no route: its keyGenerator must name the limit.
      const route = url ? `${[method].flat().join(',')} ${url}` : 'limiter';
      return new DatabaseRateLimitStore(options, `${route} `);
    }
  }
  return DatabaseRateLimitStore;
}
