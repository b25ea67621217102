import type { DivisionSummary } from '@zechus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { takeDivisionLock } from '../learning/division-lock.ts';
import { divideAfterLearnersChanged } from '../learning/learners-changed.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { todayOf } from './repository.ts';

export type LearnerDeps = Pick<OfficeDeps, 'db' | 'bus' | 'today' | 'uploads'>;

/* What a change of learners does beyond the learners table, inside the change's transaction. */

/**
 * Runs one change of the learners: in a transaction that first takes the division's turn (so two
 * changes at once — a double-clicked "add", a deactivation while a class is imported — never
 * both act on what they read before the other wrote), then tells the live screens once it has
 * committed. The caller's `change` writes the learner, its audit row and its live events.
 */
export async function changeLearners<T>(
  deps: LearnerDeps,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction().execute(async (trx) => {
    await takeDivisionLock(trx);
    return change(trx);
  });
  deps.bus.announce();
  return result;
}

/** A day-changed for today when the learner is on today's list (the wall shows names and photos). */
export async function announceIfOnToday(
  trx: Transaction<Database>,
  deps: LearnerDeps,
  id: number,
  reason: string,
): Promise<boolean> {
  const today = deps.today();
  const { assigned } = await todayOf(trx, id, today);
  if (assigned === 0) return false;
  await deps.bus.publish('day-changed', { day: today, reason }, trx);
  return true;
}

/**
 * Learners changed: divide the days not yet begun again (learning/learners-changed.ts); when
 * today itself was only now laid out (a new programme's first learners), screens read it again.
 */
export async function redivide(
  trx: Transaction<Database>,
  deps: LearnerDeps,
): Promise<DivisionSummary> {
  const today = deps.today();
  const before = await trx
    .selectFrom('learning_days')
    .select('day')
    .where('day', '=', today)
    .executeTakeFirst();
  const division = await divideAfterLearnersChanged(trx, today);
  if (!before && division.daysLaidOut > 0) {
    await deps.bus.publish('day-changed', { day: today, reason: 'learning-laid-out' }, trx);
  }
  return division;
}

export const describeDivision = (division: DivisionSummary) =>
  division.perakimMoved === 0 && division.daysLaidOut === 0
    ? 'no day not yet begun changed'
    : [
        division.daysRedivided > 0
          ? `${division.perakimMoved} perakim of ${division.daysRedivided} days not yet begun re-divided`
          : null,
        division.daysLaidOut > 0 ? `${division.daysLaidOut} days laid out` : null,
      ]
        .filter(Boolean)
        .join('; ');
