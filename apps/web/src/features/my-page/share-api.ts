import type { ShareLinkCreated, ShareLinkStatus } from '@zechus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { myPageKeys } from './api.ts';

const sharePath = (enrollmentId: number) => `/api/my-page/dedications/${enrollmentId}/share`;
/** Under My Page's key, so signing out forgets it with the rest. */
const shareKey = (enrollmentId: number) => [...myPageKeys.all, 'share', enrollmentId] as const;

/** Whether the dedication has a working shared link (asked only once the panel is open). */
export const useShareStatus = (enrollmentId: number, enabled: boolean) =>
  useQuery({
    queryKey: shareKey(enrollmentId),
    queryFn: ({ signal }) => api.get<ShareLinkStatus>(sharePath(enrollmentId), { signal }),
    enabled,
  });

/** Makes a new link (the earlier one stops working); its address is in the answer, once. */
export const useCreateShareLink = (enrollmentId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ShareLinkCreated>(sharePath(enrollmentId)),
    onSuccess: (made) =>
      client.setQueryData<ShareLinkStatus>(shareKey(enrollmentId), {
        active: true,
        createdAt: made.createdAt,
      }),
  });
};

/** Ends the dedication's link. */
export const useStopSharing = (enrollmentId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<ShareLinkStatus>(sharePath(enrollmentId)),
    onSuccess: (status) => client.setQueryData(shareKey(enrollmentId), status),
  });
};
