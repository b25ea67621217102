import {
  DATE_NOT_IN_DEDICATION_CODE,
  SHARE_LINK_INACTIVE_CODE,
  apiErrorCode,
  type DateNotInDedication,
} from '@zechus/shared';
import { isApiError } from '../../lib/api.ts';

/** The dedication's dates when a load was refused for a ?day= it does not have, else null. */
export function dateRefusalOf(error: unknown): DateNotInDedication | null {
  if (!isApiError(error) || error.status !== 404) return null;
  if (apiErrorCode(error.body) !== DATE_NOT_IN_DEDICATION_CODE) return null;
  return error.body as DateNotInDedication;
}

/** Whether a shared page's load was refused because its link is unknown or no longer works. */
export const isInactiveShareLink = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === 404 &&
  apiErrorCode(error.body) === SHARE_LINK_INACTIVE_CODE;
