import { officeSessionSchema } from '@zechus/shared';
import type { OfficeMe } from '@zechus/shared';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api.ts';

/**
 * Whether someone is signed in to the office, for the public hall screens that offer staff a
 * little more (the scanner station, the wall previews). A tiny module on purpose: those screens
 * must not load the office's code.
 */
export const staffMeKey = ['office', 'me'] as const;

/**
 * GET /api/office/session: the signed-in staff member, or null when nobody is — an ordinary
 * answer (200), so a page that only wonders logs no failed request in the browser's console.
 */
export const fetchStaffMe = async (): Promise<OfficeMe | null> =>
  officeSessionSchema.parse(await api.get('/api/office/session')).staff;

export const useStaffMe = () =>
  useQuery({ queryKey: staffMeKey, queryFn: fetchStaffMe, staleTime: 30_000 });

/** POST /api/live/force-reload: every open wall reloads (staff only). */
export const forceReloadWalls = async (): Promise<void> => {
  await api.post('/api/live/force-reload', {});
};

/**
 * The server's message of an error answer, if it sent one. For bad input (a 400 with `issues`)
 * each issue's own sentence, without the field name the API's message puts before it for
 * developers ("to: The first date must be…"): the person reads what to change.
 */
export const serverMessage = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  const body = error.body as { message?: unknown; issues?: unknown } | null;
  if (!body) return null;
  if (Array.isArray(body.issues)) {
    const sentences = body.issues
      .map((issue: unknown) => (issue as { message?: unknown } | null)?.message)
      .filter((message): message is string => typeof message === 'string' && message !== '');
    if (sentences.length > 0) return [...new Set(sentences)].join(' ');
  }
  return typeof body.message === 'string' && body.message ? body.message : null;
};
