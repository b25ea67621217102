import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * A scan has its own id and its own time (issue 24): the hall's station queues scans while the
 * network is down and sends them later, maybe twice, maybe after midnight.
 *
 * `scans.scan_id`: the id the station gave the scan (a UUID). Unique, so a resend — or the same
 * scan reaching two instances at once — makes one row; null for scans sent without one (older
 * stations, the office's hand-marks), and both engines let a unique index hold any number of
 * nulls. `scans.scanned_at`: when the scan was taken (ISO text like created_at, which stays when
 * the server received it); null on the rows from before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  // One column per statement: SQLite adds no more at once.
  await db.schema.alterTable('scans').addColumn('scan_id', 'text').execute();
  await db.schema.alterTable('scans').addColumn('scanned_at', 'text').execute();
  await db.schema
    .createIndex('scans_scan_id_unique')
    .on('scans')
    .column('scan_id')
    .unique()
    .execute();
}
