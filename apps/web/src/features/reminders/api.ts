import type { ReminderSubscription } from '@zechus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const key = (token: string) => ['reminders', token] as const;
const path = (token: string) => `/api/reminders/${encodeURIComponent(token)}`;

/** GET /api/reminders/:token: whose reminders the e-mailed link is for, and whether they are on. */
export const useReminderSubscription = (token: string) =>
  useQuery({
    queryKey: key(token),
    queryFn: ({ signal }) => api.get<ReminderSubscription>(path(token), { signal }),
    // A wrong link stays wrong: no retries before saying so.
    retry: false,
  });

/** POST …/stop or …/resume (CSRF-checked): switches them off or on, and shows the answer. */
export const useSetReminders = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      api.post<ReminderSubscription>(`${path(token)}/${on ? 'resume' : 'stop'}`),
    onSuccess: (answer: ReminderSubscription) => queryClient.setQueryData(key(token), answer),
  });
};
