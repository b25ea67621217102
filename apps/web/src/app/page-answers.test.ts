import { PAGE_ANSWERS, pageAnswers } from '@zechus/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { myPageKeys } from '../features/my-page/api.ts';
import { plansQuery } from '../features/plans/api.ts';
import { progressKeys } from '../features/progress/api.ts';
import { answerQueryKey, seedAnswers } from './page-answers.ts';

describe('answers sent with a page go where its screen looks for them', () => {
  it('every first answer of a screen has its query', () => {
    // Each screen of the shared list, at an address of its own ('/my-page/12', '…?plan=12').
    const answers = PAGE_ANSWERS.flatMap((entry) =>
      pageAnswers(
        `${entry.page.replace(/:[a-z]+/gi, '12')}${entry.query ? `?${entry.query}=12` : ''}`,
        true,
      ),
    );
    expect(answers.length).toBe(
      PAGE_ANSWERS.reduce((count, entry) => count + entry.answers.length, 0),
    );
    for (const answer of answers) expect(answerQueryKey(answer), answer).toBeDefined();
  });

  it('under the keys the screens ask with', () => {
    const client = new QueryClient();
    seedAnswers(client, {
      '/api/enrollment/12': { which: 'enrollment' },
      '/api/my-page': { which: 'my page' },
      '/api/shared/Ab_9-x': { which: 'shared' },
      '/api/episode/today': { which: 'today' },
      '/api/plans': [{ which: 'plans' }],
      '/api/elsewhere': { which: 'ignored' },
    });
    expect(client.getQueryData(myPageKeys.enrollment('12', null, null))).toEqual({
      which: 'enrollment',
    });
    expect(client.getQueryData(myPageKeys.all)).toEqual({ which: 'my page' });
    expect(client.getQueryData(progressKeys.shared('Ab_9-x', null, null))).toEqual({
      which: 'shared',
    });
    expect(client.getQueryData(progressKeys.episode('today'))).toEqual({ which: 'today' });
    expect(client.getQueryData(plansQuery.queryKey)).toEqual([{ which: 'plans' }]);
    expect(client.getQueryCache().getAll()).toHaveLength(5);
  });
});
