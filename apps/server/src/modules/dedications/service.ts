import {
  addDays,
  DEDICATION_ERROR,
  MOVE_MAX_DAYS_AHEAD,
  type DateMove,
  type DedicationCancel,
  type DedicationDetail,
  type DedicationEdit,
} from '@zechus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { parseKinds } from '../plans/repository.ts';
import { dedicationDetail, dedicationNotFound } from './detail.ts';

export type DedicationDeps = Pick<OfficeDeps, 'db' | 'bus' | 'today'>;
type Trx = Transaction<Database>;

/** What the audit log keeps of a dedication before and after a change. */
interface DedicationState {
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
async function changeDedication(
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

const refuseIfCancelled = (state: DedicationState) => {
  if (state.status === 'cancelled') {
    throw new HttpError(409, DEDICATION_ERROR.cancelled, 'This dedication has been cancelled.');
  }
};

/** Correct the Hebrew name or the kind: the wall and the donor's pages follow at once. */
export async function editDedication(
  deps: DedicationDeps,
  actor: AuditActor,
  id: number,
  edit: DedicationEdit,
): Promise<DedicationDetail> {
  return changeDedication(deps, id, async (trx, before) => {
    if (edit.kind !== undefined && edit.kind !== before.kind) {
      const plan = await trx
        .selectFrom('enrollments')
        .innerJoin('plans', 'plans.id', 'enrollments.plan_id')
        .select('plans.kinds')
        .where('enrollments.id', '=', id)
        .executeTakeFirstOrThrow();
      const kinds = parseKinds(plan.kinds);
      if (!kinds.some((k) => k.id === edit.kind)) {
        throw new HttpError(
          400,
          DEDICATION_ERROR.badKind,
          `This dedication’s plan offers only these kinds: ${kinds.map((k) => k.label).join(', ')}.`,
        );
      }
    }
    const after = { ...before, name: edit.name ?? before.name, kind: edit.kind ?? before.kind };
    if (after.name === before.name && after.kind === before.kind) return { touchesToday: false };
    await trx
      .updateTable('enrollments')
      .set({ name: after.name, kind: after.kind })
      .where('id', '=', id)
      .execute();
    const changes = [
      after.name !== before.name ? `name ${before.name} → ${after.name}` : null,
      after.kind !== before.kind ? `kind ${before.kind} → ${after.kind}` : null,
    ].filter(Boolean);
    await recordAudit(trx, actor, {
      area: 'dedications',
      action: 'dedication.update',
      targetId: id,
      summary: `Corrected dedication ${id}: ${changes.join(', ')}`,
      before: { name: before.name, kind: before.kind },
      after: { name: after.name, kind: after.kind },
    });
    return { touchesToday: before.status !== 'cancelled' && before.dates.includes(deps.today()) };
  });
}

/**
 * Move one learning date to another day. Refused: a date already past (history), a new day in
 * the past, a day the dedication already has, and a day beyond the learning ahead of us.
 */
export async function moveDate(
  deps: DedicationDeps,
  actor: AuditActor,
  id: number,
  dateId: number,
  move: DateMove,
): Promise<DedicationDetail> {
  const today = deps.today();
  return changeDedication(deps, id, async (trx, before) => {
    refuseIfCancelled(before);
    const date = await trx
      .selectFrom('enrollment_dates')
      .select(['id', 'day'])
      .where('id', '=', dateId)
      .where('enrollment_id', '=', id)
      .executeTakeFirst();
    if (!date) {
      throw new HttpError(
        404,
        DEDICATION_ERROR.dateNotFound,
        'That date is not part of this dedication.',
      );
    }
    if (date.day < today) {
      throw new HttpError(
        409,
        DEDICATION_ERROR.pastDate,
        'That learning date has already passed: past learning stays as it was.',
      );
    }
    if (move.day < today) {
      throw new HttpError(400, DEDICATION_ERROR.pastDate, 'The new date is in the past.');
    }
    if (move.day > addDays(today, MOVE_MAX_DAYS_AHEAD)) {
      throw new HttpError(
        400,
        DEDICATION_ERROR.notLearningDay,
        `The new date must be a learning day within ${MOVE_MAX_DAYS_AHEAD} days from today.`,
      );
    }
    if (before.dates.includes(move.day)) {
      throw new HttpError(
        409,
        DEDICATION_ERROR.sameDate,
        `This dedication already has learning on ${move.day}.`,
      );
    }
    await trx
      .updateTable('enrollment_dates')
      .set({ day: move.day })
      .where('id', '=', dateId)
      .execute();
    const after = before.dates.map((d) => (d === date.day ? move.day : d)).sort();
    await recordAudit(trx, actor, {
      area: 'dedications',
      action: 'dedication.move-date',
      targetId: id,
      summary: `Moved a learning date of dedication ${id} (${before.name}) from ${date.day} to ${move.day}`,
      before: { dates: before.dates },
      after: { dates: after },
    });
    return { touchesToday: date.day === today || move.day === today };
  });
}

/** No further yearly charge: the renewals job skips a dedication that is not recurring. */
export async function stopRenewal(
  deps: DedicationDeps,
  actor: AuditActor,
  id: number,
): Promise<DedicationDetail> {
  return changeDedication(deps, id, async (trx, before) => {
    refuseIfCancelled(before);
    if (!before.recurring) {
      throw new HttpError(409, DEDICATION_ERROR.notRecurring, 'This dedication does not renew.');
    }
    await trx
      .updateTable('enrollments')
      .set({ recurring: false, next_charge_on: null, renewal_retry_on: null })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      area: 'dedications',
      action: 'dedication.stop-renewal',
      targetId: id,
      summary: `Stopped the yearly renewal of dedication ${id} (${before.name})`,
      before: { recurring: true, nextChargeOn: before.nextChargeOn },
      after: { recurring: false, nextChargeOn: null },
    });
    return { touchesToday: false };
  });
}

/**
 * Cancel a dedication: it leaves the wall and its dates from today on are removed; the dates
 * already past stay as history; it never renews. Nothing is refunded here. A refund, when the
 * lead adds it (`options` will carry the choice), is one step before this transaction: refund
 * through the gateway first, then record the cancellation with the refund in its audit row.
 */
export async function cancelDedication(
  deps: DedicationDeps,
  actor: AuditActor,
  id: number,
  _options: DedicationCancel,
): Promise<DedicationDetail> {
  const today = deps.today();
  return changeDedication(deps, id, async (trx, before) => {
    refuseIfCancelled(before);
    await trx
      .updateTable('enrollments')
      .set({
        status: 'cancelled',
        cancelled_at: new Date().toISOString(),
        recurring: false,
        next_charge_on: null,
        renewal_retry_on: null,
      })
      .where('id', '=', id)
      .execute();
    await trx
      .deleteFrom('enrollment_dates')
      .where('enrollment_id', '=', id)
      .where('day', '>=', today)
      .execute();
    const kept = before.dates.filter((d) => d < today);
    await recordAudit(trx, actor, {
      area: 'dedications',
      action: 'dedication.cancel',
      targetId: id,
      summary: `Cancelled dedication ${id} (${before.name}) without a refund; ${before.dates.length - kept.length} future date(s) removed`,
      before,
      after: { ...before, status: 'cancelled', recurring: false, nextChargeOn: null, dates: kept },
    });
    return { touchesToday: before.dates.includes(today) };
  });
}
