import {
  MY_CALENDAR_FEED_PATH,
  MY_CALENDAR_FEED_STOP_PATH,
  type CalendarFeedLinks,
  type CalendarFeedStatus,
} from '@zechus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useSignedIn } from '../../lib/page-facts.tsx';
import { myPageKeys } from './api.ts';

const feedKey = [...myPageKeys.all, 'calendar-feed'] as const;

/** Whether the donor's calendar subscription is on (GET, the signed-in donor's only). */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => api.get<CalendarFeedStatus>(MY_CALENDAR_FEED_PATH, { signal }),
    enabled: useSignedIn(),
  });

/** Makes a subscription (ending any earlier one): its links come back once, shown then. */
export const useNewCalendarFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedLinks>(MY_CALENDAR_FEED_PATH),
    onSuccess: (links) => {
      client.setQueryData<CalendarFeedStatus>(feedKey, { subscribed: true, since: links.since });
    },
  });
};

export const useStopCalendarFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ stopped: boolean }>(MY_CALENDAR_FEED_STOP_PATH),
    onSuccess: () => {
      client.setQueryData<CalendarFeedStatus>(feedKey, { subscribed: false, since: null });
    },
  });
};
