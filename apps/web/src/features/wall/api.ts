import { largeScreenSchema } from '@zechus/shared';
import type { LargeScreen } from '@zechus/shared';
import { api } from '../../lib/api.ts';

/** GET /api/large-screen (spec §7): the day's chapters, sponsor names and date. */
export const fetchLargeScreen = async (signal?: AbortSignal): Promise<LargeScreen> =>
  largeScreenSchema.parse(await api.get('/api/large-screen', { signal }));
