import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { serverMessage } from './api.ts';

describe('the sentence staff read when the server refuses a request', () => {
  it('is each issue of bad input in its own words, without the field name before it', () => {
    const refused = new ApiError(400, {
      error: 'bad_request',
      message: 'to: The first date must be on or before the last date',
      issues: [{ path: 'to', message: 'The first date must be on or before the last date' }],
    });
    expect(serverMessage(refused)).toBe('The first date must be on or before the last date');
  });

  it('says a sentence that two fields share once', () => {
    const refused = new ApiError(400, {
      error: 'bad_request',
      message: 'a: Please choose a learner; b: Please choose a learner',
      issues: [
        { path: 'a', message: 'Please choose a learner' },
        { path: 'b', message: 'Please choose a learner' },
      ],
    });
    expect(serverMessage(refused)).toBe('Please choose a learner');
  });

  it("is the server's message when it names no issues, and nothing when it sent none", () => {
    const conflict = new ApiError(409, {
      error: 'sheet_replaced',
      message: 'This sheet was replaced',
    });
    expect(serverMessage(conflict)).toBe('This sheet was replaced');
    expect(serverMessage(new ApiError(502, null))).toBeNull();
    expect(serverMessage(new Error('offline'))).toBeNull();
  });
});
