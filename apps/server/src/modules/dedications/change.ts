import { DEDICATION_ERROR, type DedicationDetail } from '@zechus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { dedicationDetail, dedicationNotFound } from './detail.ts';

export type DedicationDeps = Pick<OfficeDeps, 'db' | 'bus' | 'today'>;
export type Trx = Transaction<Database>;

/** What the audit log keeps of a dedication before and after a change. */
export interface DedicationState {
  name: string;
  kind: string;
  status: string;
  recurring: boolean;
  nextChargeOn: string | null;
  dates: string[];
}

/**
 * Runs one change of a dedication in a transaction that begins by stamping its `updated_at`:
 * that write holds the row (PostgreSQL's row lock, SQLite's one writer), so two changes of the
 * same dedication take turns and each reads what the other wrote; and the stamp is what My
 * Page's version reads (decision 0016), so every instance rebuilds the donor's page. The
 * change writes its audit row in the same transaction; when today's picture changed, a
 * `day-changed` is published with it and the wall reads today again.
 */
export async function changeDedication(
  deps: DedicationDeps,
  id: number,
  change: (trx: Trx, before: DedicationState) => Promise<{ touchesToday: boolean }>,
): Promise<DedicationDetail> {
  const today = deps.today();
  await deps.db.transaction().execute(async (trx) => {
    const stamped = await trx
      .updateTable('enrollments')
      .set({ updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(stamped.numUpdatedRows) === 0) throw dedicationNotFound(id);
    const { touchesToday } = await change(trx, await stateOf(trx, id));
    if (touchesToday) {
      await deps.bus.publish('day-changed', { day: today, reason: 'dedication-changed' }, trx);
    }
  });
  deps.bus.announce();
  return dedicationDetail(deps.db, id, today);
}

async function stateOf(trx: Trx, id: number): Promise<DedicationState> {
  const row = await trx
    .selectFrom('enrollments')
    .select(['name', 'kind', 'status', 'recurring', 'next_charge_on'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const dates = await trx
    .selectFrom('enrollment_dates')
    .select('day')
    .where('enrollment_id', '=', id)
    .orderBy('day')
    .execute();
  return {
    name: row.name,
    kind: row.kind,
    status: row.status,
    recurring: Boolean(row.recurring),
    nextChargeOn: row.next_charge_on,
    dates: dates.map((d) => d.day),
  };
}

export const refuseIfCancelled = (state: DedicationState) => {
  if (state.status === 'cancelled') {
    throw new HttpError(409, DEDICATION_ERROR.cancelled, 'This dedication has been cancelled.');
  }
};
