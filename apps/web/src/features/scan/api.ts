import { stationCheckSchema, type StationCheck } from '@zechus/shared';
import { api } from '../../lib/api.ts';

/**
 * POST /api/scan {barcode}: with the station's token as a Bearer credential, or (no token) the
 * staff session cookie with the CSRF header the client always sends.
 */
export const postScan = (barcode: string, token: string | null): Promise<unknown> =>
  api.post(
    '/api/scan',
    { barcode },
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
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

/** Today's totals before the first scan (GET /api/large-screen is public). */
export const fetchTodayTotals = async (): Promise<{ done: number; notDone: number }> => {
  const body = (await api.get('/api/large-screen')) as { chapters?: { done?: boolean }[] };
  const chapters = Array.isArray(body.chapters) ? body.chapters : [];
  const done = chapters.filter((c) => c.done === true).length;
  return { done, notDone: chapters.length - done };
};
