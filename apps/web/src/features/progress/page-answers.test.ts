import { pageAnswers } from '@zechus/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEnrollmentProgress, fetchMyPage } from '../my-page/api.ts';
import { fetchEpisode, fetchSharedProgress } from './api.ts';

/** The addresses the app's calls ask for, the answers stubbed. */
async function askedFor(calls: (() => Promise<unknown>)[]): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(input);
    return new Response('{}', { status: 200 });
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // no csrf-token tag here
  for (const call of calls) await call();
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the answers the server preloads are the ones the screens ask for', () => {
  it('a dedication of My Page', async () => {
    const asked = await askedFor([
      () => fetchEnrollmentProgress('12', null, null),
      () => fetchMyPage(),
    ]);
    expect(asked).toEqual(pageAnswers('/my-page/12', true));
  });

  it('My Page', async () => {
    expect(await askedFor([() => fetchMyPage()])).toEqual(pageAnswers('/my-page', true));
  });

  it('the day’s progress', async () => {
    expect(await askedFor([() => fetchEpisode('today')])).toEqual(pageAnswers('/progress', true));
  });

  it('a family’s shared link', async () => {
    expect(await askedFor([() => fetchSharedProgress('Ab_9-x', null, null)])).toEqual(
      pageAnswers('/shared/Ab_9-x', false),
    );
  });
});
