import { DONOR_ERROR, apiErrorCode } from '@zechus/shared';
import { isApiError } from '../../lib/api.ts';

/**
 * What a refused donor-only load means (spec §4, docs/decisions/0010):
 * - 'login': no session (or no donor session). Spec §4/§8: save the return path, go to Login.
 * - 'not-yours': the session is fine, the enrollment is not the donor's. Logging in again would
 *   only bring them back to the same refusal, so the page says so and keeps them signed in.
 * - null: not a refusal (success, a 404, a network failure …).
 */
export type LoadRefusal = 'login' | 'not-yours' | null;

export const loadRefusal = (error: unknown): LoadRefusal => {
  if (!isApiError(error) || error.status !== 403) return null;
  return apiErrorCode(error.body) === DONOR_ERROR.notYourEnrollment ? 'not-yours' : 'login';
};
