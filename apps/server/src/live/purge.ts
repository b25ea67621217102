import type { Db } from '../db/database.ts';
import { historyBounds } from './live-bus.ts';

/**
 * How long live events are kept once outside the replay window. Nothing replays them then (a
 * wall that far behind gets `reload`), and the scans and the audit log keep what happened; a
 * week leaves them to look at when a wall showed something odd. Kept for ever, a year of scans
 * was ≈190,000 rows (issue 10).
 */
export const LIVE_EVENT_RETENTION_DAYS = 7;
const DAY_MS = 86_400_000;
/** Rows per delete, so no single write holds up the scans for long (SQLite has one writer). */
const BATCH = 5000;

/**
 * Deletes live events older than LIVE_EVENT_RETENTION_DAYS, but never the newest `keepNewest`
 * (the replay window, LIVE_REPLAY_WINDOW): a wall within the window is always replayed
 * everything it missed, and the newest row stays, so ids go on increasing after it. Safe at any
 * time, on any instance; meant for the daily jobs. Returns how many rows went.
 */
export async function purgeOldLiveEvents(
  db: Db,
  { keepNewest, now = new Date() }: { keepNewest: number; now?: Date },
): Promise<number> {
  const { oldest, newest } = await historyBounds(db);
  if (oldest === null) return 0;
  const lastToGo = newest - Math.max(1, keepNewest);
  const keepFrom = new Date(now.getTime() - LIVE_EVENT_RETENTION_DAYS * DAY_MS).toISOString();
  let deleted = 0;
  for (let upTo = oldest + BATCH - 1; ; upTo += BATCH) {
    const result = await db
      .deleteFrom('live_events')
      .where('id', '<=', Math.min(upTo, lastToGo))
      .where('created_at', '<', keepFrom)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
    if (upTo >= lastToGo) return deleted;
  }
}
