import { apiErrorCode, scanReplySchema } from '@zechus/shared';
import type { ScanReply } from '@zechus/shared';
import { isApiError } from '../../lib/api.ts';

export type ScanOutcome = 'done' | 'already_done' | 'error';

/** One line of the station's log: what was scanned and what came of it. */
export interface ScanResult {
  id: number;
  barcode: string;
  outcome: ScanOutcome;
  /** The learner (Hebrew) and the perek, when the barcode is known. */
  name?: string;
  perek?: string;
  /** Short status: 'Done ✓', 'Already scanned', or the error's title. */
  title: string;
  /** The error's explanation (errors only). */
  message?: string;
  /** The token was refused: offer to enter it again. */
  unauthorized?: boolean;
  totals?: { done: number; notDone: number };
}

export const scanText = {
  done: 'Done ✓',
  already: 'Already scanned',
  unknown: 'Unknown barcode',
  unknownHelp:
    'This barcode is not one of the learning assignments. Check the sheet and scan again.',
  unauthorized: 'Not allowed to scan',
  unauthorizedHelp:
    'This station’s token was not accepted. Enter the station token again or sign in as staff.',
  rateLimited: 'Too many scans at once',
  rateLimitedHelp: 'Wait a moment, then scan this barcode again.',
  network: 'No connection',
  networkHelp: 'The scan did not reach the server. Check the connection and scan again.',
  failed: 'The scan failed',
  failedHelp: 'Something went wrong. Please scan this barcode again.',
} as const;

const bodyMessage = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/** A 200 reply of POST /api/scan as a log line. */
export const fromReply = (id: number, barcode: string, raw: unknown): ScanResult => {
  const reply: ScanReply = scanReplySchema.parse(raw);
  return {
    id,
    barcode: reply.barcode || barcode,
    outcome: reply.result,
    name: reply.name,
    perek: reply.perek,
    title: reply.result === 'done' ? scanText.done : scanText.already,
    totals: { done: reply.chapters_done, notDone: reply.chapters_not_done },
  };
};

/** A failed POST /api/scan as a log line: every error is loud and says what to do. */
export const fromError = (id: number, barcode: string, error: unknown): ScanResult => {
  const base = { id, barcode, outcome: 'error' as const };
  if (!isApiError(error)) {
    return { ...base, title: scanText.network, message: scanText.networkHelp };
  }
  switch (error.status) {
    case 404:
      return {
        ...base,
        title: scanText.unknown,
        message: bodyMessage(error.body) ?? scanText.unknownHelp,
      };
    case 401:
    case 403:
      return {
        ...base,
        title: scanText.unauthorized,
        message: scanText.unauthorizedHelp,
        unauthorized: true,
      };
    case 429: {
      // Too many scans (wait), or too many refused tokens from here (enter the token again).
      const refusedToken = apiErrorCode(error.body) === 'too_many_failed_scans';
      return {
        ...base,
        title: scanText.rateLimited,
        message: bodyMessage(error.body) ?? scanText.rateLimitedHelp,
        ...(refusedToken ? { unauthorized: true } : {}),
      };
    }
    default:
      return {
        ...base,
        title: scanText.failed,
        message: bodyMessage(error.body) ?? scanText.failedHelp,
      };
  }
};
