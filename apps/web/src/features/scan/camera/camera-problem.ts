import { cameraText } from './strings.ts';

/** Why the camera shows nothing, in the words the teacher needs. */
export type CameraProblem = 'denied' | 'no-camera' | 'busy' | 'stopped' | 'failed';

/**
 * What getUserMedia's refusals mean, by their DOMException names (with the older names some
 * browsers still use).
 */
const PROBLEM_BY_NAME: Record<string, CameraProblem> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  // Refused by the page's setting (a permissions policy, or a page not served securely).
  SecurityError: 'denied',
  NotFoundError: 'no-camera',
  DevicesNotFoundError: 'no-camera',
  // No camera meets the request: with only `ideal` wishes, that means there is none at all.
  OverconstrainedError: 'no-camera',
  // Held by another app, or the system could not start it.
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  AbortError: 'busy',
};

/** Why the camera did not open: the teacher is told what to do, not what the browser said. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return Object.hasOwn(PROBLEM_BY_NAME, name) ? (PROBLEM_BY_NAME[name] ?? 'failed') : 'failed';
}

export const problemText: Record<CameraProblem, string> = {
  denied: cameraText.denied,
  'no-camera': cameraText.noCamera,
  busy: cameraText.busy,
  stopped: cameraText.stopped,
  failed: cameraText.failed,
};
