import { describe, expect, it } from 'vitest';
import { pageAnswers, pageAnswersEntry } from './page-answers.ts';

describe('the answers a screen asks for first', () => {
  it('a dedication of My Page opened by its address: its progress and the donor’s page', () => {
    expect(pageAnswers('/my-page/12', true)).toEqual(['/api/enrollment/12', '/api/my-page']);
  });

  it('nothing for a donor screen opened without a session (it goes to Login)', () => {
    expect(pageAnswers('/my-page/12', false)).toEqual([]);
    expect(pageAnswers('/my-page', false)).toEqual([]);
  });

  it('a family’s shared link needs no session', () => {
    expect(pageAnswers('/shared/Ab_9-x', false)).toEqual(['/api/shared/Ab_9-x']);
  });

  it('nothing when the address has a query, or a segment that is not a plain id or token', () => {
    expect(pageAnswers('/my-page/12?day=3', true)).toEqual([]);
    expect(pageAnswers('/shared/%3Cscript%3E', false)).toEqual([]);
    expect(pageAnswers('/shared/a"b', false)).toEqual([]);
    expect(pageAnswers('/about?x=1', true)).toEqual([]);
    expect(pageAnswers('/my-page/12/extra', true)).toEqual([]);
  });

  it('Subscribe with the chosen plan in its address is drawn from the plans, for anyone', () => {
    expect(pageAnswersEntry('/sign-up/subscribe?plan=3', false)).toEqual({
      answers: ['/api/plans'],
      rendered: true,
      waitsForInteraction: false,
    });
    expect(pageAnswers('/sign-up/subscribe?plan=3', true)).toEqual(['/api/plans']);
  });

  it('Subscribe without a plan, with another query or a plan that is not a plain id: nothing', () => {
    expect(pageAnswers('/sign-up/subscribe', false)).toEqual([]);
    expect(pageAnswers('/sign-up/subscribe?day=3', false)).toEqual([]);
    expect(pageAnswers('/sign-up/subscribe?plan=3&plan=4', false)).toEqual([]);
    expect(pageAnswers('/sign-up/subscribe?plan=%3C', false)).toEqual([]);
    expect(pageAnswers('/sign-up/subscribe?plan=3#episode', false)).toEqual([]);
  });

  it('only the screens whose markup the server draws are marked rendered', () => {
    expect(pageAnswersEntry('/my-page/12', true)?.rendered).toBe(true);
    expect(pageAnswersEntry('/shared/Ab_9-x', false)?.rendered).toBe(true);
    expect(pageAnswersEntry('/my-page', true)?.rendered).toBe(false);
    expect(pageAnswersEntry('/progress', true)?.rendered).toBe(false);
  });

  it('About and How it Works are drawn with the plans, and wait for the reader to use them', () => {
    for (const page of ['/about', '/how-it-works']) {
      for (const signedIn of [false, true]) {
        expect(pageAnswersEntry(page, signedIn)).toEqual({
          answers: ['/api/plans'],
          rendered: true,
          waitsForInteraction: true,
        });
      }
    }
    expect(pageAnswersEntry('/sign-up', false)).toBeUndefined();
  });
});
