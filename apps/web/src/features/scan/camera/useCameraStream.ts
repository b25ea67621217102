import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { cameraProblemOf } from './camera-problem.ts';
import type { CameraProblem } from './camera-problem.ts';
import { focusContinuously } from './focus.ts';

/**
 * The rear camera where there is one (`ideal`: a laptop's only camera will do), with pixels
 * enough for a sheet's narrow bars at a hand's length.
 */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: { ideal: 'environment' },
    width: { ideal: 1280 },
    height: { ideal: 720 },
  },
};

export type CameraState =
  | { status: 'starting' }
  | { status: 'live'; track: MediaStreamTrack }
  | { status: 'problem'; problem: CameraProblem };

/**
 * Opens the camera into `videoRef`'s <video> while the component is mounted, and stops every
 * track when it goes (the camera's light goes out, and another app may have it). A camera that
 * opens after the component went is stopped at once. To try again, mount it afresh (a `key`).
 */
export function useCameraStream(videoRef: RefObject<HTMLVideoElement | null>): CameraState {
  const [state, setState] = useState<CameraState>({ status: 'starting' });

  useEffect(() => {
    const video = videoRef.current;
    let stream: MediaStream | null = null;
    let closed = false;
    const stopAll = () => stream?.getTracks().forEach((track) => track.stop());

    // In a promise, so that a browser without getUserMedia is a refusal like any other.
    Promise.resolve()
      .then(() => navigator.mediaDevices.getUserMedia(CONSTRAINTS))
      .then(
        (opened) => {
          stream = opened;
          const [track] = opened.getVideoTracks();
          if (closed) {
            stopAll();
            return;
          }
          if (!video || !track) {
            stopAll();
            setState({ status: 'problem', problem: 'failed' });
            return;
          }
          // Unplugged, or taken by the system (a call on the phone).
          track.addEventListener('ended', () => {
            if (!closed) setState({ status: 'problem', problem: 'stopped' });
          });
          video.srcObject = opened;
          // Muted and inline, it may play by itself; a play() cut short by closing is no error.
          video.play().catch(() => undefined);
          setState({ status: 'live', track });
          void focusContinuously(track);
        },
        (error: unknown) => {
          if (!closed) setState({ status: 'problem', problem: cameraProblemOf(error) });
        },
      );

    return () => {
      closed = true;
      stopAll();
      if (video) video.srcObject = null;
    };
  }, [videoRef]);

  return state;
}
