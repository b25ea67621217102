import { describe, expect, it } from 'vitest';
import { pageAnswers } from './page-answers.ts';

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
    expect(pageAnswers('/about', true)).toEqual([]);
    expect(pageAnswers('/my-page/12/extra', true)).toEqual([]);
  });
});
