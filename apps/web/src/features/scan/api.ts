import { largeScreenSchema, stationCheckSchema, type StationCheck } from '@zechus/shared';
import { api } from '../../lib/api.ts';
import type { StoredScan } from './outbox/stored-scan.ts';

/**
 * A send with no answer after this long counts as no connection: a hall's access point that
 * still says "connected" but passes nothing must not hold the queue for minutes.
 */
const SCAN_ANSWER_TIMEOUT_MS = 15_000;

/**
 * POST /api/scan {barcode, scanId, scannedAt}: with the station's token as a Bearer credential,
 * or (no token) the staff session cookie with the CSRF header the client always sends. The id
 * makes a resend after a lost answer count once; the time makes a scan sent after midnight count
 * for the day it was scanned.
 */
export const postScan = (scan: StoredScan, token: string | null): Promise<unknown> =>
  api.post(
    '/api/scan',
    { barcode: scan.barcode, scanId: scan.id, scannedAt: scan.scannedAt },
    {
      signal: AbortSignal.timeout(SCAN_ANSWER_TIMEOUT_MS),
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    },
  );

/**
 * GET /api/scan/station: the station a token opens (401 when the token is wrong or revoked), so
 * the station page refuses a wrong token when it is entered, not at the first child's scan.
 */
export const checkStationToken = async (
  token: string,
  signal?: AbortSignal,
): Promise<StationCheck> =>
  stationCheckSchema.parse(
    await api.get('/api/scan/station', { signal, headers: { Authorization: `Bearer ${token}` } }),
  );

/** One of today's sheets as the station knows it before sending: whose it is, and whether done. */
export interface TodaysSheet {
  name: string;
  perek: string;
  done: boolean;
}

export interface TodaysSheets {
  day: string;
  byBarcode: Map<string, TodaysSheet>;
  done: number;
  notDone: number;
}

/**
 * Today's sheets, from the wall's public payload (GET /api/large-screen; the hall's service worker
 * keeps its last copy): the totals before the first scan, and the child's name and perek for a
 * scan that must wait for the network.
 */
export const fetchTodaysSheets = async (): Promise<TodaysSheets> => {
  const wall = largeScreenSchema.parse(await api.get('/api/large-screen'));
  const byBarcode = new Map<string, TodaysSheet>();
  for (const c of wall.chapters)
    byBarcode.set(c.barcode, { name: c.name, perek: c.perek, done: c.done });
  const done = wall.chapters.filter((c) => c.done).length;
  return { day: wall.date.day, byBarcode, done, notDone: wall.chapters.length - done };
};
