import type { ShareLinkCreated, ShareLinkStatus } from '@zechus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { myPageKeys } from './api.ts';

const sharePath = (enrollmentId: number) => `/api/my-page/dedications/${enrollmentId}/share`;
/** Under My Page's key, so signing out forgets it with the rest. */
const shareKey = (enrollmentId: number) => [...myPageKeys.all, 'share', enrollmentId] as const;

/** The dedication's family link, if it has one (asked only once the panel is open). */
export const useShareStatus = (enrollmentId: number, enabled: boolean) =>
  useQuery({
    queryKey: shareKey(enrollmentId),
    queryFn: ({ signal }) => api.get<ShareLinkStatus>(sharePath(enrollmentId), { signal }),
    enabled,
  });

/** Keeps the answer of a link made as what the panel shows. */
const useKeepLink = (enrollmentId: number) => {
  const client = useQueryClient();
  return (made: ShareLinkCreated) =>
    client.setQueryData<ShareLinkStatus>(shareKey(enrollmentId), {
      active: true,
      createdAt: made.createdAt,
      url: made.url,
    });
};

/** "Share with family": the working link, or a new one when there is none. */
export const useShareLink = (enrollmentId: number) => {
  const keep = useKeepLink(enrollmentId);
  return useMutation({
    mutationFn: () => api.post<ShareLinkCreated>(sharePath(enrollmentId)),
    onSuccess: keep,
  });
};

/** "Make a new link": the one the family has stops working. */
export const useNewShareLink = (enrollmentId: number) => {
  const keep = useKeepLink(enrollmentId);
  return useMutation({
    mutationFn: () => api.post<ShareLinkCreated>(`${sharePath(enrollmentId)}/new`),
    onSuccess: keep,
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
