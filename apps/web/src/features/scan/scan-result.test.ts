import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { answerFromReply, classifyFailure, scanText } from './scan-result.ts';

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

describe('what the station shows for an answer', () => {
  it('a good scan shows the learner, the perek and the totals', () => {
    expect(answerFromReply(reply)).toEqual({
      outcome: 'done',
      title: scanText.done,
      name: 'יוסף כהן',
      perek: 'ברכות פרק א',
      totals: { done: 177, notDone: 348 },
      day: '2026-11-22',
    });
    expect(answerFromReply({ ...reply, result: 'already_done' }).title).toBe(scanText.already);
  });

  it('another day’s sheet is answered for good with its own words and its own sound', () => {
    const message = 'This sheet is for Shabbos 28 November — please scan only today’s sheets.';
    expect(classifyFailure(new ApiError(409, { error: 'wrong_day', message }))).toEqual({
      kind: 'refused',
      answer: { outcome: 'error', tone: 'other_sheet', title: scanText.otherDay, message },
    });
    expect(
      classifyFailure(new ApiError(409, { error: 'sheet_replaced', message: 'Replaced' })),
    ).toMatchObject({ answer: { tone: 'other_sheet', title: scanText.replaced } });
  });

  it('an unknown barcode is answered for good, with the server’s message', () => {
    expect(
      classifyFailure(new ApiError(404, { error: 'not_found', message: 'No such barcode' })),
    ).toEqual({
      kind: 'refused',
      answer: { outcome: 'error', title: scanText.unknown, message: 'No such barcode' },
    });
  });

  it('a scan time the server will not count is answered for good, saying why', () => {
    const message = 'This scan is from before yesterday and can no longer be counted.';
    expect(classifyFailure(new ApiError(422, { error: 'scan_too_old', message }))).toEqual({
      kind: 'refused',
      answer: { outcome: 'error', title: scanText.refused, message },
    });
  });

  it('no answer, a busy or a failing server keep the scan waiting', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'retry',
      reason: 'offline',
    });
    expect(classifyFailure(new ApiError(429, null))).toEqual({ kind: 'retry', reason: 'busy' });
    expect(classifyFailure(new ApiError(502, null))).toEqual({ kind: 'retry', reason: 'server' });
  });

  it('a refused token, or too many refused tokens from here, is a token problem', () => {
    expect(classifyFailure(new ApiError(401, { error: 'unauthorized', message: 'No.' }))).toEqual({
      kind: 'credential',
      message: 'No.',
    });
    const message = 'Too many scans with a wrong or missing token from here.';
    expect(classifyFailure(new ApiError(429, { error: 'too_many_failed_scans', message }))).toEqual(
      { kind: 'credential', message },
    );
  });
});
