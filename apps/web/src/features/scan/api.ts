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

/** Today's totals before the first scan (GET /api/large-screen is public). */
export const fetchTodayTotals = async (): Promise<{ done: number; notDone: number }> => {
  const body = (await api.get('/api/large-screen')) as { chapters?: { done?: boolean }[] };
  const chapters = Array.isArray(body.chapters) ? body.chapters : [];
  const done = chapters.filter((c) => c.done === true).length;
  return { done, notDone: chapters.length - done };
};
