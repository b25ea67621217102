import type { StaffState } from '@zechus/shared';
import { staffText } from './strings.ts';

/**
 * What "Last seen" says of an account with no recent session: an invited person has never signed
 * in (issue 27 §7); anyone else has, but not within the sessions still kept.
 */
export const noRecentSession = (state: StaffState): string =>
  state === 'invited' ? staffText.neverSignedIn : staffText.notRecently;
