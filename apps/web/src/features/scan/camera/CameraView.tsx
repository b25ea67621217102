import { CameraOff, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { AIM_BOX, framePoint } from './aim-region.ts';
import { problemText } from './camera-problem.ts';
import { focusAt } from './focus.ts';
import { cameraText } from './strings.ts';
import { useBarcodeReading } from './useBarcodeReading.ts';
import { useCameraStream } from './useCameraStream.ts';
import './camera.css';

/** The framing rectangle's place in the viewfinder (aim-region.ts reads exactly this part). */
const aimStyle = {
  left: `${((1 - AIM_BOX.width) / 2) * 100}%`,
  top: `${((1 - AIM_BOX.height) / 2) * 100}%`,
  width: `${AIM_BOX.width * 100}%`,
  height: `${AIM_BOX.height * 100}%`,
};

/**
 * The viewfinder: the camera's live picture, the rectangle to aim a barcode into, and what is
 * happening in words (starting, a refusal and what to do about it). Mounted afresh to try again.
 */
export function CameraView({
  hintId,
  onScan,
  onRetry,
}: {
  hintId: string;
  onScan: (barcode: string) => void;
  onRetry: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useCameraStream(videoRef);
  const [read, setRead] = useState<{ count: number; code: string } | null>(null);
  const [tap, setTap] = useState<{ count: number; x: number; y: number } | null>(null);
  const reader = useBarcodeReading(videoRef, camera.status === 'live', (code) => {
    setRead((last) => ({ count: (last?.count ?? 0) + 1, code }));
    onScan(code);
  });

  const problem =
    camera.status === 'problem'
      ? problemText[camera.problem]
      : reader === 'failed'
        ? cameraText.readerFailed
        : null;
  const waiting = !problem && (camera.status === 'starting' || reader === 'loading');

  const focusHere = (event: PointerEvent<HTMLVideoElement>) => {
    if (camera.status !== 'live') return;
    const video = event.currentTarget;
    const box = video.getBoundingClientRect();
    const point = { x: event.clientX - box.left, y: event.clientY - box.top };
    const frame = { width: video.videoWidth, height: video.videoHeight };
    if (!frame.width || !box.width || !box.height) return;
    void focusAt(camera.track, framePoint(point, frame, box)).then((asked) => {
      // The ring shows only where the camera was asked to focus: elsewhere a tap does nothing.
      if (asked) setTap((last) => ({ count: (last?.count ?? 0) + 1, ...point }));
    });
  };

  return (
    <>
      <div className="relative aspect-[4/3] w-full overflow-hidden bg-night sm:rounded-xl">
        <video
          ref={videoRef}
          muted
          playsInline
          autoPlay
          aria-label={cameraText.video}
          onPointerUp={focusHere}
          className="absolute inset-0 size-full touch-manipulation object-cover"
        />
        {problem ? null : (
          <div
            key={read?.count ?? 0}
            aria-hidden="true"
            style={aimStyle}
            className={cn(
              'pointer-events-none absolute rounded-lg border-[3px] border-gold shadow-[0_0_0_100vmax_rgb(14_23_38/0.45)]',
              read && 'camera-aim-read',
            )}
          />
        )}
        {tap ? (
          <span
            key={tap.count}
            aria-hidden="true"
            style={{ left: tap.x, top: tap.y }}
            className="camera-focus-ring pointer-events-none absolute size-16 rounded-full border-2 border-parchment"
          />
        ) : null}
        {waiting ? (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-3 p-6 text-center text-lg text-parchment"
          >
            <Spinner className="size-6 shrink-0 text-gold" />
            {camera.status === 'starting' ? cameraText.starting : cameraText.loadingReader}
          </p>
        ) : null}
        {problem ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
            <CameraOff aria-hidden="true" className="size-10 text-gold" />
            <p role="alert" className="max-w-md text-lg font-semibold text-parchment">
              {problem}
            </p>
            <Button variant="gold" onClick={onRetry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {cameraText.retry}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 sm:px-0">
        {/* Aiming means nothing while the camera is refused: its message says what to do. */}
        <p id={hintId} hidden={problem !== null} className="text-base text-parchment sm:text-lg">
          {cameraText.aim}
        </p>
        {read ? (
          // Not announced: the station announces each scan's result, this would say it twice.
          <p className="text-parchment/90">
            {cameraText.lastRead}{' '}
            <span className="font-mono font-semibold text-gold-soft">{read.code}</span>
          </p>
        ) : null}
      </div>
    </>
  );
}
