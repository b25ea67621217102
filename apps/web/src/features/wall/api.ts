import { largeScreenSchema } from '@zechus/shared';
import type { LargeScreen } from '@zechus/shared';
import { ApiError } from '../../lib/api.ts';

export interface LargeScreenRead {
  payload: LargeScreen;
  /**
   * When the server answered (its Date header, epoch ms; null without one). The hall's service
   * worker answers from its kept copy when the network does not: that copy keeps the Date of the
   * day it was read, so the wall never takes an old answer for fresh news.
   */
  servedAt: number | null;
}

/** GET /api/large-screen (spec §7): the day's chapters, sponsor names and date. */
export async function fetchLargeScreen(signal?: AbortSignal): Promise<LargeScreenRead> {
  // Not through the app's client, which gives the body alone: the wall needs the Date too.
  const response = await fetch('/api/large-screen', {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, null);
  const payload = largeScreenSchema.parse(await response.json());
  const servedAt = Date.parse(response.headers.get('date') ?? '');
  return { payload, servedAt: Number.isNaN(servedAt) ? null : servedAt };
}
