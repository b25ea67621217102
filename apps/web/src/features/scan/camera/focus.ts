import type { Point } from './aim-region.ts';

/**
 * The focus controls of the Image Capture spec that phones' cameras offer (Chrome on Android):
 * not in TypeScript's DOM types yet, so named here.
 */
export interface FocusCapabilities {
  focusMode?: string[];
  pointsOfInterest?: unknown;
}

export interface FocusConstraint {
  focusMode?: 'single-shot' | 'continuous';
  pointsOfInterest?: Point[];
}

/**
 * What to ask of a camera tapped at `point` (a fraction of the frame): focus once there where it
 * can, else keep focusing around it; null when it offers neither, and the tap does nothing.
 * `pointsOfInterest` is read from the capabilities, or from the settings where a browser lists
 * it only there.
 */
export function tapFocusConstraint(
  capabilities: FocusCapabilities,
  settings: object,
  point: Point,
): FocusConstraint | null {
  const modes = capabilities.focusMode ?? [];
  const focusMode = modes.includes('single-shot')
    ? 'single-shot'
    : modes.includes('continuous')
      ? 'continuous'
      : undefined;
  const canPoint = 'pointsOfInterest' in capabilities || 'pointsOfInterest' in settings;
  if (!focusMode && !canPoint) return null;
  return {
    ...(focusMode ? { focusMode } : {}),
    ...(canPoint ? { pointsOfInterest: [point] } : {}),
  };
}

function capabilitiesOf(track: MediaStreamTrack): FocusCapabilities {
  // Firefox has no getCapabilities.
  return typeof track.getCapabilities === 'function'
    ? (track.getCapabilities() as FocusCapabilities)
    : {};
}

/**
 * Asks for a constraint the camera listed (in `advanced`, so a camera that cannot is left as it
 * was rather than failing); whether it took it.
 */
async function ask(track: MediaStreamTrack, constraint: FocusConstraint): Promise<boolean> {
  try {
    await track.applyConstraints({ advanced: [constraint as MediaTrackConstraintSet] });
    return true;
  } catch {
    // Nothing to tell the teacher: the picture stays as sharp as it was.
    return false;
  }
}

/** Focuses the camera at a tapped point where it can; whether it was asked to. */
export async function focusAt(track: MediaStreamTrack, point: Point): Promise<boolean> {
  const constraint = tapFocusConstraint(capabilitiesOf(track), track.getSettings(), point);
  return constraint ? ask(track, constraint) : false;
}

/**
 * Keeps refocusing as sheets come and go, where the camera can (some start in a fixed focus, and
 * a barcode a hand's width away is then a blur).
 */
export async function focusContinuously(track: MediaStreamTrack): Promise<void> {
  if (capabilitiesOf(track).focusMode?.includes('continuous')) {
    await ask(track, { focusMode: 'continuous' });
  }
}
