import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { fromError, fromReply, scanText } from './scan-result.ts';

const reply = {
  result: 'done',
  barcode: '123',
  name: 'יוסף כהן',
  perek: 'ברכות פרק א',
  day: '2026-11-22',
  image: null,
  chapters_done: 177,
  chapters_not_done: 348,
};

describe('scan results', () => {
  it('a good scan shows the learner, the perek and the totals', () => {
    expect(fromReply(1, '123', reply)).toMatchObject({
      outcome: 'done',
      title: scanText.done,
      name: 'יוסף כהן',
      perek: 'ברכות פרק א',
      totals: { done: 177, notDone: 348 },
    });
    expect(fromReply(2, '123', { ...reply, result: 'already_done' }).title).toBe(scanText.already);
  });

  it('an unknown barcode says so, with the server’s message', () => {
    const r = fromError(
      3,
      'X',
      new ApiError(404, { error: 'not_found', message: 'No such barcode' }),
    );
    expect(r).toMatchObject({
      outcome: 'error',
      title: scanText.unknown,
      message: 'No such barcode',
    });
  });

  it('401, 429 and a network failure are errors that say what to do', () => {
    expect(fromError(4, 'X', new ApiError(401, { error: 'unauthorized' }))).toMatchObject({
      title: scanText.unauthorized,
      unauthorized: true,
    });
    expect(fromError(5, 'X', new ApiError(429, null))).toMatchObject({
      title: scanText.rateLimited,
      message: scanText.rateLimitedHelp,
    });
    expect(fromError(5, 'X', new ApiError(429, null)).unauthorized).toBeUndefined();
    expect(fromError(6, 'X', new TypeError('Failed to fetch')).title).toBe(scanText.network);
    expect(fromError(7, 'X', new ApiError(500, null)).title).toBe(scanText.failed);
  });

  it('a station held back for refused tokens is told why and offered to enter its token again', () => {
    const message = 'Too many scans with a wrong or missing token from here.';
    expect(
      fromError(8, 'X', new ApiError(429, { error: 'too_many_failed_scans', message })),
    ).toMatchObject({ title: scanText.rateLimited, message, unauthorized: true });
  });
});
