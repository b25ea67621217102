import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The advisory-lock key the division's writers take turns on (any constant no other lock uses). */
const DIVISION_LOCK = 0x7a646976; // "zdiv"

/**
 * Waits, inside `trx`, until no other transaction is changing the learners or the division of the
 * days: learner changes (which re-divide the days not yet begun), a teacher's reassignment, and
 * the daily job laying out a day. Each of them reads the learners and the assignments and then
 * writes what follows from them; taking turns means none writes over a state it did not read
 * (a double-clicked "add" finds the child the first click added; a re-division sees the
 * teacher's reassignment). Held until the transaction ends. PostgreSQL only: SQLite lets one
 * transaction write at a time, and this process's one connection runs each transaction whole.
 *
 * Take it first in the transaction, before anything that publishes a live event (LiveBus takes
 * its own lock), so the two are always taken in the same order.
 */
export async function takeDivisionLock(trx: Transaction<Database>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${sql.lit(DIVISION_LOCK)})`.execute(trx);
  }
}
