import { episodeProgressSchema } from '@zechus/shared';
import type { EpisodeProgress } from '@zechus/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { parseAnswer } from '../../lib/parse.ts';

/** GET /api/episode/{YYYY-MM-DD | today} (spec §7): one day's learning; 403 without a session. */
export const fetchEpisode = async (date: string, signal?: AbortSignal): Promise<EpisodeProgress> =>
  parseAnswer(
    episodeProgressSchema,
    await api.get(`/api/episode/${encodeURIComponent(date)}`, { signal }),
    'episode',
  );

export const useEpisode = (date: string) =>
  useQuery({
    queryKey: ['progress', 'episode', date] as const,
    queryFn: ({ signal }) => fetchEpisode(date, signal),
    staleTime: 30_000,
  });
