import { enrollmentProgressSchema, myPageSchema } from '@zechus/shared';
import type { EnrollmentProgress, MyPage } from '@zechus/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { parseAnswer } from '../../lib/parse.ts';

/** Query keys of the donor's data; sign-out and login remove everything under ['my-page']. */
export const myPageKeys = {
  all: ['my-page'] as const,
  enrollment: (id: string, day: string | null, dateId: string | null) =>
    ['my-page', 'enrollment', id, day, dateId] as const,
};

/** GET /api/my-page (spec §7): the donor's name and enrollments; 403 when not logged in. */
export const fetchMyPage = async (signal?: AbortSignal): Promise<MyPage> =>
  parseAnswer(myPageSchema, await api.get('/api/my-page', { signal }), 'my-page');

export const useMyPage = () =>
  useQuery({ queryKey: myPageKeys.all, queryFn: ({ signal }) => fetchMyPage(signal) });

/** The query of GET /api/enrollment/{id}: ?day=N (1-based) and/or ?_id=<date id> forwarded. */
export const enrollmentPath = (id: string, day: string | null, dateId: string | null): string => {
  const query = new URLSearchParams();
  if (day) query.set('day', day);
  if (dateId) query.set('_id', dateId);
  const search = query.toString();
  return `/api/enrollment/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
};

export const fetchEnrollmentProgress = async (
  id: string,
  day: string | null,
  dateId: string | null,
  signal?: AbortSignal,
): Promise<EnrollmentProgress> =>
  parseAnswer(
    enrollmentProgressSchema,
    await api.get(enrollmentPath(id, day, dateId), { signal }),
    'enrollment',
  );

export const useEnrollmentProgress = (id: string, day: string | null, dateId: string | null) =>
  useQuery({
    queryKey: myPageKeys.enrollment(id, day, dateId),
    queryFn: ({ signal }) => fetchEnrollmentProgress(id, day, dateId, signal),
    staleTime: 30_000,
  });
