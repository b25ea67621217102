import type { ContactMessage } from '@zechus/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** POST /contact — the answer is not read; success or failure drives the message (spec §7). */
export const sendContactMessage = (message: ContactMessage): Promise<unknown> =>
  api.post('/contact', message);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
