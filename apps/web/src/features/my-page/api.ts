import { MY_PAGE_API } from '@zechus/shared';
import type {
  ChangeCard,
  ChangeCardReply,
  EnrollmentProgress,
  MyContact,
  MyContactEdit,
  MyPage,
  MyPayments,
} from '@zechus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterTheBank } from '../../lib/card-processor/pay.ts';
import { api } from '../../lib/api.ts';
import { createAttemptKeys } from '../../lib/idempotency.ts';
import { dayQuery } from '../progress/api.ts';
import { useSignedIn } from '../../lib/page-facts.tsx';

/** Query keys of the donor's data; sign-out and login remove everything under ['my-page']. */
export const myPageKeys = {
  all: ['my-page'] as const,
  enrollment: (id: string, day: string | null, dateId: string | null) =>
    ['my-page', 'enrollment', id, day, dateId] as const,
};

/** GET /api/my-page (spec §7): the donor's name and enrollments; 403 when not logged in. */
export const fetchMyPage = async (signal?: AbortSignal): Promise<MyPage> =>
  api.get<MyPage>('/api/my-page', { signal });

/**
 * A donor's answers are asked for only when a donor is signed in (the server said so with the
 * page, or the donor signed in since): a visitor goes to Login without a refused request.
 */
export const useMyPage = () =>
  useQuery({
    queryKey: myPageKeys.all,
    queryFn: ({ signal }) => fetchMyPage(signal),
    enabled: useSignedIn(),
  });

/** The query of GET /api/enrollment/{id}: ?day=N (1-based) and/or ?_id=<date id> forwarded. */
export const enrollmentPath = (id: string, day: string | null, dateId: string | null): string =>
  `/api/enrollment/${encodeURIComponent(id)}${dayQuery(day, dateId)}`;

export const fetchEnrollmentProgress = async (
  id: string,
  day: string | null,
  dateId: string | null,
  signal?: AbortSignal,
): Promise<EnrollmentProgress> =>
  api.get<EnrollmentProgress>(enrollmentPath(id, day, dateId), { signal });

export const useEnrollmentProgress = (id: string, day: string | null, dateId: string | null) =>
  useQuery({
    queryKey: myPageKeys.enrollment(id, day, dateId),
    queryFn: ({ signal }) => fetchEnrollmentProgress(id, day, dateId, signal),
    staleTime: 30_000,
    enabled: useSignedIn(),
  });

/** GET /api/my-page/payments: the donor's payments, each with a receipt. */
export const useMyPayments = () =>
  useQuery({
    queryKey: [...myPageKeys.all, 'payments'] as const,
    queryFn: ({ signal }) => api.get<MyPayments>(MY_PAGE_API.payments, { signal }),
  });

/**
 * After a change: My Page and its payments are read again — without waiting, so the screen's
 * own "done" callback runs first (a dialog the new answer removes would not hear it).
 */
const useRefreshMyPage = () => {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: myPageKeys.all });
  };
};

/** POST …/stop-renewal: the donor stops a dedication's yearly renewal. */
export const useStopRenewing = () => {
  const refresh = useRefreshMyPage();
  return useMutation({
    mutationFn: (dedicationId: number) => api.post(MY_PAGE_API.stopRenewal(dedicationId)),
    onSuccess: refresh,
  });
};

export const useResumeRenewal = () => {
  const refresh = useRefreshMyPage();
  return useMutation({
    mutationFn: (dedicationId: number) => api.post(MY_PAGE_API.resumeRenewal(dedicationId)),
    onSuccess: refresh,
  });
};

/**
 * POST …/card with an Idempotency-Key per attempt: the same details sent again (a retry after
 * no answer) keep the card once; changed details, or any after a decline, are a new attempt.
 */
export const useChangeCard = (dedicationId: number) => {
  const refresh = useRefreshMyPage();
  const [keys] = useState(() => createAttemptKeys());
  return useMutation({
    // A bank that wants the donor to confirm keeping the card opens its check in the page first.
    mutationFn: async (card: ChangeCard) =>
      (await afterTheBank(
        await api.post(MY_PAGE_API.card(dedicationId), card, {
          headers: { 'Idempotency-Key': keys.keyFor(card) },
        }),
      )) as ChangeCardReply,
    onSuccess: refresh,
    onError: () => keys.forget(),
  });
};

/** PUT /api/my-page/contact: the donor's corrected name, phone and e-mail. */
export const useSaveContact = () => {
  const refresh = useRefreshMyPage();
  return useMutation({
    mutationFn: (contact: MyContactEdit) => api.put<MyContact>(MY_PAGE_API.contact, contact),
    onSuccess: refresh,
  });
};
