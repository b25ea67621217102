import { apiErrorCode, scanReplySchema } from '@zechus/shared';
import type { ScanReply } from '@zechus/shared';
import { isApiError } from '../../lib/api.ts';
import type { ScanAnswer } from './outbox/stored-scan.ts';

export const scanText = {
  done: 'Done ✓',
  already: 'Already scanned',
  unknown: 'Unknown barcode',
  unknownHelp:
    'This barcode is not one of the learning assignments. Check the sheet and scan again.',
  refused: 'Not counted',
  otherDay: 'Not today’s sheet',
  replaced: 'This sheet was replaced',
  failed: 'The scan failed',
  failedHelp: 'Something went wrong. Please scan this barcode again.',
} as const;

const bodyMessage = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/** A 200 reply of POST /api/scan as the station shows it. */
export const answerFromReply = (raw: unknown): ScanAnswer => {
  const reply: ScanReply = scanReplySchema.parse(raw);
  return {
    outcome: reply.result,
    name: reply.name,
    perek: reply.perek,
    title: reply.result === 'done' ? scanText.done : scanText.already,
    totals: { done: reply.chapters_done, notDone: reply.chapters_not_done },
    day: reply.day,
  };
};

/**
 * What a failed send means for the waiting scan:
 * - `refused`: the server answered about this scan and will never accept it (an unknown barcode,
 *   a time out of bounds): it is answered, loudly, and the next one goes;
 * - `credential`: the station's token (or the staff member's sign-in) was not accepted: nothing
 *   more is sent, and every waiting scan is kept, until a good one is entered;
 * - `retry`: no answer, or the server is busy or failing: the scan waits and is sent again.
 */
export type SendFailure =
  | { kind: 'refused'; answer: ScanAnswer }
  | { kind: 'credential'; message?: string }
  | { kind: 'retry'; reason: RetryReason };

export type RetryReason = 'offline' | 'busy' | 'server';

export const classifyFailure = (error: unknown): SendFailure => {
  if (!isApiError(error)) return { kind: 'retry', reason: 'offline' };
  const { status, body } = error;
  if (status === 401 || status === 403) return { kind: 'credential', message: bodyMessage(body) };
  if (status === 429) {
    // Too many refused tokens from here: the token is the problem, not the pace.
    if (apiErrorCode(body) === 'too_many_failed_scans') {
      return { kind: 'credential', message: bodyMessage(body) };
    }
    return { kind: 'retry', reason: 'busy' };
  }
  if (status === 408 || status >= 500) return { kind: 'retry', reason: 'server' };
  if (status === 404) {
    return {
      kind: 'refused',
      answer: {
        outcome: 'error',
        title: scanText.unknown,
        message: bodyMessage(body) ?? scanText.unknownHelp,
      },
    };
  }
  const code = apiErrorCode(body);
  if (status === 409 && (code === 'wrong_day' || code === 'sheet_replaced')) {
    // A sheet of another day (or an older printing): never counted, and said out loud.
    return {
      kind: 'refused',
      answer: {
        outcome: 'error',
        tone: 'other_sheet',
        title: code === 'wrong_day' ? scanText.otherDay : scanText.replaced,
        message: bodyMessage(body) ?? scanText.failedHelp,
      },
    };
  }
  return {
    kind: 'refused',
    answer: {
      outcome: 'error',
      title: status === 422 ? scanText.refused : scanText.failed,
      message: bodyMessage(body) ?? scanText.failedHelp,
    },
  };
};
