import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';

/** A station's "last used" is kept to the minute: no write for every child's scan. */
export const LAST_USED_EVERY_MS = 60_000;

/** Remembered stations before the memory is cleared (a hall has a handful). */
const MAX_REMEMBERED = 10_000;

/**
 * Notes that a station scanned, for the console's "last used". Cheap by design: this process
 * skips the database entirely for a station it wrote less than a minute ago, and the UPDATE
 * itself only changes a row whose time is a minute old (so several instances write at most
 * about once a minute between them). A failure is logged, never turned into a failed scan.
 */
export function stationUsage(db: Db, log: FastifyBaseLogger, clock: () => number = Date.now) {
  const written = new Map<number, number>();
  return async (stationId: number): Promise<void> => {
    const now = clock();
    const previous = written.get(stationId);
    if (previous !== undefined && now - previous < LAST_USED_EVERY_MS) return;
    if (written.size >= MAX_REMEMBERED) written.clear();
    written.set(stationId, now);
    const cutoff = new Date(now - LAST_USED_EVERY_MS).toISOString();
    try {
      await db
        .updateTable('station_tokens')
        .set({ last_used_at: new Date(now).toISOString() })
        .where('id', '=', stationId)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', cutoff)]))
        .execute();
    } catch (err) {
      written.delete(stationId);
      log.error({ err, stationId }, 'could not note when the station was last used');
    }
  };
}
