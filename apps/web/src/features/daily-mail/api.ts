import type { DailyMailOptIn, DailyMailSettings, DailyMailSubscription } from '@zechus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { myPageKeys } from '../my-page/api.ts';

type Settings = DailyMailSettings & { offered: boolean };

const settingsPath = (id: number) => `/api/my-page/dedications/${id}/daily-mail`;
/** Under My Page's key, so signing out forgets it with the rest. */
const settingsKey = (id: number) => [...myPageKeys.all, 'daily-mail', id] as const;

/** My Page: the sponsor's daily e-mail through the mourning (decision 0041). */
export const useDailyMailSettings = (enrollmentId: number) =>
  useQuery({
    queryKey: settingsKey(enrollmentId),
    queryFn: ({ signal }) => api.get<Settings>(settingsPath(enrollmentId), { signal }),
  });

export const useSaveDailyMailSettings = (enrollmentId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: DailyMailSettings) =>
      api.put<Settings>(settingsPath(enrollmentId), settings),
    onSuccess: (saved) => client.setQueryData(settingsKey(enrollmentId), saved),
  });
};

const sharedPath = (token: string) => `/api/shared/${encodeURIComponent(token)}/daily-mail`;

/** The shared page: whether this dedication offers the daily e-mail, and at what hour. */
export const useDailyMailOffer = (shareToken: string) =>
  useQuery({
    queryKey: ['shared', shareToken, 'daily-mail'] as const,
    queryFn: ({ signal }) =>
      api.get<{ offered: boolean; hour: string }>(sharedPath(shareToken), { signal }),
    retry: false,
  });

/** A relative asks: a confirm link goes to the address. */
export const useAskDailyMail = (shareToken: string) =>
  useMutation({
    mutationFn: (body: DailyMailOptIn) => api.post<{ asked: true }>(sharedPath(shareToken), body),
  });

/** The confirm link's button. */
export const useConfirmDailyMail = (token: string) =>
  useMutation({
    mutationFn: () =>
      api.post<{ name: string; hour: string }>(
        `/api/daily-mail/confirm/${encodeURIComponent(token)}`,
      ),
  });

const stopKey = (token: string) => ['daily-mail', token] as const;
const stopPath = (token: string) => `/api/daily-mail/${encodeURIComponent(token)}`;

/** The stop link's page: whose daily e-mail, and whether it is on. */
export const useDailyMailSubscription = (token: string) =>
  useQuery({
    queryKey: stopKey(token),
    queryFn: ({ signal }) => api.get<DailyMailSubscription>(stopPath(token), { signal }),
    retry: false,
  });

export const useSetDailyMail = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      api.post<DailyMailSubscription>(`${stopPath(token)}/${on ? 'resume' : 'stop'}`),
    onSuccess: (answer: DailyMailSubscription) => client.setQueryData(stopKey(token), answer),
  });
};
