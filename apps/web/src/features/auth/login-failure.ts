import { DONOR_ERROR, LOGIN_MISMATCH_MESSAGE, apiErrorCode } from '@zechus/shared';
import { donor } from '../../i18n/donor.ts';
import { apiErrorMessage, isApiError } from '../../lib/api.ts';

/** The server's message of an error answer, when it sent one. */
const serverMessage = (body: unknown): string | null =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { message?: unknown }).message === 'string' &&
  (body as { message: string }).message.trim() !== ''
    ? (body as { message: string }).message
    : null;

/**
 * What a failed login shows. Spec §8's mismatch text only when the server says the e-mail and
 * donor ID do not match (by its error code): any other refusal — an expired security token, a
 * throttle, a bad field — must not tell a donor with the right ID that it is wrong.
 */
export const loginFailureMessage = (error: unknown): string => {
  if (!isApiError(error)) return donor.login.failed;
  const code = apiErrorCode(error.body);
  if (error.status === 403 && code === DONOR_ERROR.loginMismatch) return LOGIN_MISMATCH_MESSAGE;
  if (code === 'csrf') return donor.login.reload;
  return serverMessage(error.body) ?? apiErrorMessage(error.status);
};
