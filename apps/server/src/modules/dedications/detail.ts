import { MISHNAH, type DedicationDetail, type DedicationKind } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { mailsForEnrollment } from '../../mail/mail-log.ts';
import { parseKinds } from '../plans/repository.ts';
import { doneOfDays } from '../progress/day-progress.ts';
import { hebrewDate } from '../progress/hebrew-dates.ts';
import { findDedication, paymentsWhere, toDedicationRows } from './repository.ts';

export const dedicationNotFound = (id: number) =>
  new HttpError(404, 'dedication_not_found', `There is no dedication number ${id}.`);

/**
 * GET /api/office/dedications/:id: the dedication, each learning date with its perakim done
 * (the progress module's own count) — the dates its cancellation took off among them, marked
 * cancelled — its payments and the e-mails sent about it. Six queries, whatever its size.
 */
export async function dedicationDetail(
  db: Db,
  id: number,
  today: string,
): Promise<DedicationDetail> {
  const found = await findDedication(db, id);
  if (!found) throw dedicationNotFound(id);
  const [[row], dates, cancelled, payments, emails] = await Promise.all([
    toDedicationRows(db, [found], today),
    db
      .selectFrom('enrollment_dates')
      .select(['id', 'day'])
      .where('enrollment_id', '=', id)
      .orderBy('day')
      .execute(),
    db
      .selectFrom('cancelled_dates')
      .select(['id', 'day'])
      .where('enrollment_id', '=', id)
      .execute(),
    paymentsWhere(db, { enrollmentId: id }),
    mailsForEnrollment(db, id),
  ]);
  if (!row) throw dedicationNotFound(id);
  const done = await doneOfDays(
    db,
    dates.map((d) => d.day),
  );
  return {
    ...row,
    planKinds: parseKinds(found.plan_kinds).map((k) => ({
      id: k.id as DedicationKind,
      label: k.label,
    })),
    price: found.price_cents / 100,
    nextRenewal: row.recurring && found.status !== 'cancelled' ? found.next_charge_on : null,
    cancelledAt: found.cancelled_at,
    learningDates: [
      ...dates.map((d) => ({ ...d, cancelled: false })),
      ...cancelled.map((d) => ({ ...d, cancelled: true })),
    ]
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((d) => ({
        id: d.id,
        day: d.day,
        hebrew: hebrewDate(d.day).date,
        // A cancelled date was never learned for this dedication, whatever the day's progress.
        done: d.cancelled ? 0 : (done.get(d.day) ?? 0),
        of: MISHNAH.perakim.length,
        past: d.day < today,
        cancelled: d.cancelled,
      })),
    payments,
    // In cents, so that many payments add up exactly.
    refundable: payments.reduce((cents, p) => cents + Math.round(p.refundable * 100), 0) / 100,
    emails,
  };
}
