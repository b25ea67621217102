import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * `scans.created_at` indexed: the metrics count the scans of the last minute at every scrape
 * (metrics/database-figures.ts), which without it read the whole table, a row for every perek
 * scanned since the programme began.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  await db.schema.createIndex('scans_created_at').on('scans').column('created_at').execute();
}
