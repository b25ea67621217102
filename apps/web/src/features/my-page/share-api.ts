import {
  shareLinkCreatedSchema,
  shareLinkStatusSchema,
  type ShareLinkCreated,
  type ShareLinkStatus,
} from '@zechus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { parseAnswer } from '../../lib/parse.ts';
import { myPageKeys } from './api.ts';

const sharePath = (enrollmentId: number) => `/api/my-page/dedications/${enrollmentId}/share`;
/** Under My Page's key, so signing out forgets it with the rest. */
const shareKey = (enrollmentId: number) => [...myPageKeys.all, 'share', enrollmentId] as const;

/** Whether the dedication has a working shared link (asked only once the panel is open). */
export const useShareStatus = (enrollmentId: number, enabled: boolean) =>
  useQuery({
    queryKey: shareKey(enrollmentId),
    queryFn: async ({ signal }): Promise<ShareLinkStatus> =>
      parseAnswer(
        shareLinkStatusSchema,
        await api.get(sharePath(enrollmentId), { signal }),
        'share status',
      ),
    enabled,
  });

/** Makes a new link (the earlier one stops working); its address is in the answer, once. */
export const useCreateShareLink = (enrollmentId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<ShareLinkCreated> =>
      parseAnswer(shareLinkCreatedSchema, await api.post(sharePath(enrollmentId)), 'share link'),
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
    mutationFn: async (): Promise<ShareLinkStatus> =>
      parseAnswer(shareLinkStatusSchema, await api.delete(sharePath(enrollmentId)), 'share status'),
    onSuccess: (status) => client.setQueryData(shareKey(enrollmentId), status),
  });
};
