import { londonDay } from '@zechus/shared';
import type { TodaysSheets } from './api.ts';
import type { ScanOutcome, StoredScan } from './outbox/stored-scan.ts';
import { stationText } from './strings.ts';

/** How a scan looks on the station: its colour, its words, whose sheet it is. */
export interface ShownScan {
  key: number;
  barcode: string;
  /** done/already_done/error once answered; waiting until then. */
  look: ScanOutcome | 'waiting';
  title: string;
  name?: string;
  perek?: string;
  message?: string;
}

/**
 * A scan as the station shows it. Answered: the server's words. Waiting: "Sending…" (online, just
 * scanned) or "Waiting to send", with the child and perek from today's sheets on this device, so
 * the child in front of the teacher is named even without the network.
 */
export function showScan(
  scan: StoredScan,
  sheets: TodaysSheets | undefined,
  sending: boolean,
): ShownScan {
  const base = { key: scan.seq, barcode: scan.barcode };
  if (scan.answer) {
    const { outcome, title, name, perek, message } = scan.answer;
    return { ...base, look: outcome, title, name, perek, message };
  }
  const sheet = sheets?.byBarcode.get(scan.barcode);
  return {
    ...base,
    look: 'waiting',
    title: sending ? stationText.sending : stationText.waitingToSend,
    name: sheet?.name,
    perek: sheet?.perek,
    message:
      sheets && !sheet
        ? isAnotherDaysSheet(scan, sheets.day)
          ? stationText.anotherDaysSheet
          : stationText.notOnTodaysList
        : undefined,
  };
}

/**
 * Whether a scanned barcode is a sheet of another day: its first five digits are its day (days
 * since 1970-01-01, learning/barcode.ts), whatever generation digits follow. Neither the day of
 * today's list on this device nor the day the scan was taken (the list may be last night's, kept
 * while the hall was offline across midnight). Something that is not one of our barcodes is not
 * claimed to be another day's.
 */
export function isAnotherDaysSheet(
  scan: Pick<StoredScan, 'barcode' | 'scannedAt'>,
  listDay: string,
) {
  if (!/^\d{8,}$/.test(scan.barcode)) return false;
  const itsDay = Number(scan.barcode.slice(0, 5));
  const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return itsDay !== dayNumber(listDay) && itsDay !== dayNumber(londonDay(new Date(scan.scannedAt)));
}

/**
 * The sound a scan gets when the server cannot answer at once: what the answer will most likely
 * be, from today's sheets on this device and the scans before it — a new sheet of today's list is
 * "done", one done or scanned before is "already", another day's sheet has the sound the server's
 * refusal of it has, any other not on the list an error to look at. With no sheets on this device
 * at all it cannot tell: "unknown" (the soft single note).
 */
export function expectedOutcome(
  scan: StoredScan,
  sheets: TodaysSheets | undefined,
  earlier: readonly StoredScan[],
): ScanOutcome | 'unknown' | 'other_sheet' {
  if (!sheets) return 'unknown';
  const sheet = sheets.byBarcode.get(scan.barcode);
  if (!sheet) return isAnotherDaysSheet(scan, sheets.day) ? 'other_sheet' : 'error';
  const scannedBefore = earlier.some(
    (other) =>
      other.seq !== scan.seq && other.barcode === scan.barcode && other.state !== 'refused',
  );
  return sheet.done || scannedBefore ? 'already_done' : 'done';
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** "16:05:12", London time, as the hall's clock shows it. */
export const clockTime = (iso: string): string => londonTime.format(new Date(iso));
