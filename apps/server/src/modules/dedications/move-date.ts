import {
  addDays,
  DEDICATION_ERROR,
  MOVE_MAX_DAYS_AHEAD,
  type DateMove,
  type DedicationDetail,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { changeDedication, refuseIfCancelled } from './change.ts';
import { dedicationDetail } from './detail.ts';
import { mailDateMoved, type DonorMailDeps } from './donor-mails.ts';

/**
 * Move one learning date to another day. Refused: a date already past (history), a new day in
 * the past, a day the dedication already has, and a day beyond the learning ahead of us.
 *
 * The date keeps the calendar entry it was first given (`calendar_day`, its UID) and counts the
 * move (`calendar_sequence`), so the file e-mailed to the donor — and every later download,
 * reminder and subscription — moves the entry already in their calendar. The e-mail goes after
 * the move is committed: a mail server that is down never undoes a move, and the mail log (the
 * page's e-mails table, Needs attention) keeps a failed one to be sent again.
 */
export async function moveDate(
  deps: DonorMailDeps,
  actor: AuditActor,
  id: number,
  dateId: number,
  move: DateMove,
): Promise<DedicationDetail> {
  const today = deps.today();
  let from = '';
  await changeDedication(deps, id, async (trx, before) => {
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
      .set((eb) => ({
        day: move.day,
        calendar_day: eb.fn.coalesce('calendar_day', eb.val(date.day)),
        calendar_sequence: eb('calendar_sequence', '+', 1),
      }))
      .where('id', '=', dateId)
      .execute();
    from = date.day;
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
  await mailDateMoved(deps, { enrollmentId: id, from, to: move.day });
  return dedicationDetail(deps.db, id, today);
}
