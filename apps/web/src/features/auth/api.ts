import type { LoginRequest, loginReplySchema } from '@zechus/shared';
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
