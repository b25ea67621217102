import { addDays, londonDay, londonDayStart } from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';

/**
 * How far ahead of the server's clock a scan's time may be. A tablet's clock a little fast is
 * still a good scan (the time is then taken as now); further ahead, the device's clock or date
 * is wrong, and its times cannot be trusted to say which day a chapter was learned.
 */
export const SCAN_CLOCK_SKEW_MS = 2 * 60_000;

export const SCAN_TIME_REFUSED = {
  scan_in_future: "This scan's time is in the future: check this device's clock and date.",
  scan_too_old:
    'This scan is from before yesterday and can no longer be counted. Please ask the office to mark it by hand.',
} as const;

/**
 * The time a scan counts at, as stored (ISO UTC, as every timestamp): its own, from the start of
 * yesterday in London (a scan queued in the evening and sent after midnight) up to now. Older
 * or later is refused (422): the office marks a chapter by hand for an earlier day.
 */
export function scanTime(scannedAt: string | undefined, now: Date): string {
  if (scannedAt === undefined) return now.toISOString();
  const at = Date.parse(scannedAt);
  // The schema lets only ISO date-times through, which all parse; this keeps a 500 out regardless.
  if (Number.isNaN(at)) throw new HttpError(400, 'bad_request', 'scannedAt is not a valid time');
  if (at > now.getTime() + SCAN_CLOCK_SKEW_MS) {
    throw new HttpError(422, 'scan_in_future', SCAN_TIME_REFUSED.scan_in_future);
  }
  if (at < Date.parse(londonDayStart(addDays(londonDay(now), -1)))) {
    throw new HttpError(422, 'scan_too_old', SCAN_TIME_REFUSED.scan_too_old);
  }
  return new Date(Math.min(at, now.getTime())).toISOString();
}
