import type {
  DonorIdReminderRequest,
  donorIdReminderReplySchema,
  LoginRequest,
  loginReplySchema,
} from '@zechus/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

/** POST /api/logout — the answer is not read (spec §7). */
export const logout = (): Promise<unknown> => api.post('/api/logout');

export type LoginReply = z.infer<typeof loginReplySchema>;

/** POST /api/login {email, id} → {name}; the session cookie comes with it (spec §7). */
export const login = (credentials: LoginRequest): Promise<LoginReply> =>
  api.post<LoginReply>('/api/login', credentials);

export const useLogin = () => useMutation({ mutationFn: login });

export type DonorIdReminderReply = z.infer<typeof donorIdReminderReplySchema>;

/** POST /api/donor-id-reminder {email} → the same sentence whether or not the address is known. */
export const requestDonorId = (body: DonorIdReminderRequest): Promise<DonorIdReminderReply> =>
  api.post<DonorIdReminderReply>('/api/donor-id-reminder', body);

export const useRequestDonorId = () => useMutation({ mutationFn: requestDonorId });

/** POST /api/sign-in-link {token} → {name}: spends an e-mailed link for a session. */
export const signInWithLink = (token: string): Promise<LoginReply> =>
  api.post<LoginReply>('/api/sign-in-link', { token });
