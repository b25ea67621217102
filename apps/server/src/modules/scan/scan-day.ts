import { addDays, londonDay } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * The programme's day a scan belongs to: the day (in London) at the scan's own time. A scan
 * queued offline at 23:55 and sent at 00:10 belongs to the day it was taken. `today` is the
 * programme's clock (config/clock.ts), which an end-to-end run may move: the scan's day is that
 * day less the real days between the scan and now, so a moved day moves the scans with it.
 */
export function dayOfScan(at: string, now: Date, today: string): string {
  const realDaysAgo =
    (Date.parse(`${londonDay(now)}T00:00:00Z`) -
      Date.parse(`${londonDay(new Date(at))}T00:00:00Z`)) /
    86_400_000;
  return addDays(today, -Math.round(realDaysAgo));
}

/** "Shabbos 28 November", "Tuesday 1 December": a sheet's day as a teacher says it. */
export function sheetDayWords(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday =
    date.getUTCDay() === 6
      ? 'Shabbos'
      : date.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const dayAndMonth = date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return `${weekday} ${dayAndMonth}`;
}

/**
 * A sheet of another day is refused at the station (issue 27 §2): its perek is learned on its own
 * day, and counting it now would credit a dedication of that day early (or late) and move the
 * station's TODAY counter to another day. The office can still mark it by hand in the day view.
 */
export function refuseUnlessScanDay(sheetDay: string, scanDay: string): void {
  if (sheetDay === scanDay) return;
  throw new HttpError(
    409,
    'wrong_day',
    `This sheet is for ${sheetDayWords(sheetDay)} — please scan only today’s sheets.`,
  );
}

/**
 * A barcode of an older printing: its perek moved to another child after the sheet was printed
 * (learning/printed-sheets.ts), so it is refused — never credited to whoever holds it now.
 */
export async function refuseIfReplaced(db: Db, barcode: string): Promise<void> {
  const replaced = await db
    .selectFrom('replaced_barcodes')
    .select('barcode')
    .where('barcode', '=', barcode)
    .executeTakeFirst();
  if (!replaced) return;
  throw new HttpError(
    409,
    'sheet_replaced',
    'This sheet was replaced — please use the new one. Its perek was given to another child.',
  );
}
