import type { EnrollmentProgress, EpisodeProgress } from '@zechus/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The queries of the day's progress and of a shared link (the server may send their answers). */
export const progressKeys = {
  episode: (date: string) => ['progress', 'episode', date] as const,
  shared: (token: string, day: string | null, dateId: string | null) =>
    ['shared', token, day, dateId] as const,
};

/** GET /api/episode/{YYYY-MM-DD | today} (spec §7): one day's learning; 403 without a session. */
export const fetchEpisode = async (date: string, signal?: AbortSignal): Promise<EpisodeProgress> =>
  api.get<EpisodeProgress>(`/api/episode/${encodeURIComponent(date)}`, { signal });

export const useEpisode = (date: string) =>
  useQuery({
    queryKey: progressKeys.episode(date),
    queryFn: ({ signal }) => fetchEpisode(date, signal),
    staleTime: 30_000,
  });

/** The query of a dedication's progress: ?day=N (1-based, or a date) and/or ?_id=<date id>. */
export const dayQuery = (day: string | null, dateId: string | null): string => {
  const query = new URLSearchParams();
  if (day) query.set('day', day);
  if (dateId) query.set('_id', dateId);
  const search = query.toString();
  return search ? `?${search}` : '';
};

/** GET /api/shared/{token} (issue 13 §7): a dedication's day, opened by the family's link. */
export const fetchSharedProgress = async (
  token: string,
  day: string | null,
  dateId: string | null,
  signal?: AbortSignal,
): Promise<EnrollmentProgress> =>
  api.get<EnrollmentProgress>(`/api/shared/${encodeURIComponent(token)}${dayQuery(day, dateId)}`, {
    signal,
  });

export const useSharedProgress = (token: string, day: string | null, dateId: string | null) =>
  useQuery({
    queryKey: progressKeys.shared(token, day, dateId),
    queryFn: ({ signal }) => fetchSharedProgress(token, day, dateId, signal),
    staleTime: 30_000,
  });

/** Where a dedication's certificate of a date downloads from: the donor's, or the shared link's. */
export const certificatePath = {
  own: (enrollmentId: number, position: number) =>
    `/api/enrollment/${enrollmentId}/certificate?day=${position}`,
  shared: (token: string, position: number) =>
    `/api/shared/${encodeURIComponent(token)}/certificate?day=${position}`,
};
