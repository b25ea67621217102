import { staffMeSchema } from '@zechus/shared';
import type { StaffLogin } from '@zechus/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError } from '../../lib/api.ts';

export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffMeKey = ['staff', 'me'] as const;

/** GET /api/staff/me: the signed-in staff member, or null when nobody is (403). */
export const fetchStaffMe = async (): Promise<StaffMe | null> => {
  try {
    return staffMeSchema.parse(await api.get('/api/staff/me'));
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 401)) return null;
    throw error;
  }
};

export const useStaffMe = () =>
  useQuery({ queryKey: staffMeKey, queryFn: fetchStaffMe, staleTime: 30_000 });

/** POST /api/staff/login (a 403 answers `{message}`). */
export const staffLogin = async (body: StaffLogin): Promise<StaffMe> =>
  staffMeSchema.parse(await api.post('/api/staff/login', body));

/** POST /api/logout ends the staff session. */
export const staffLogout = async (): Promise<void> => {
  await api.post('/api/logout', {});
};

/** POST /api/live/force-reload: every open wall reloads (staff only). */
export const forceReloadWalls = async (): Promise<void> => {
  await api.post('/api/live/force-reload', {});
};

/** The server's message of an error answer, if it sent one. */
export const serverMessage = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  const body = error.body as { message?: unknown } | null;
  return body && typeof body.message === 'string' && body.message ? body.message : null;
};
