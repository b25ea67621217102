import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { myPageKeys } from '../features/my-page/api.ts';
import { plansQuery } from '../features/plans/api.ts';
import { progressKeys } from '../features/progress/api.ts';

/**
 * The query each of a screen's first answers is kept under (shared page-answers.ts): the same
 * keys the screens ask with, so an answer the server sent with the page is the one they find.
 * `undefined` for an address that is not one of those answers.
 */
export function answerQueryKey(path: string): QueryKey | undefined {
  const [, api, kind, value] = path.split('/');
  if (api !== 'api') return undefined;
  if (path === '/api/my-page') return myPageKeys.all;
  if (path === '/api/plans') return plansQuery.queryKey;
  if (kind === 'enrollment' && value) return myPageKeys.enrollment(value, null, null);
  if (kind === 'shared' && value) return progressKeys.shared(value, null, null);
  if (kind === 'episode' && value) return progressKeys.episode(value);
  return undefined;
}

/** Answers the server rendered a screen with, put where the screen's queries will find them. */
export function seedAnswers(client: QueryClient, answers: Record<string, unknown>): void {
  for (const [path, data] of Object.entries(answers)) {
    const key = answerQueryKey(path);
    if (key) client.setQueryData(key, data);
  }
}

/** The id of the JSON script that carries a server-rendered screen's answers. */
export const PAGE_ANSWERS_SCRIPT_ID = 'page-answers';

/** The answers a server-rendered page came with, read once before the app renders it. */
export function readPageAnswers(): Record<string, unknown> | undefined {
  const text = document.getElementById(PAGE_ANSWERS_SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const answers: unknown = JSON.parse(text);
    return typeof answers === 'object' && answers !== null
      ? (answers as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
