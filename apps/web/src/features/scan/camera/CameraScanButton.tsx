import { Camera } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { cameraText } from './strings.ts';

// The scanner and its reader (ZXing among them) load at the first tap, never with the station.
const loadScanner = () => import('./CameraScanner.tsx');
const CameraScanner = lazy(loadScanner);

const noChanges = () => () => undefined;
/** A camera can be asked for (a browser with getUserMedia, on https or localhost). */
const canAskForCamera = () => typeof navigator.mediaDevices?.getUserMedia === 'function';
/** Drawn by the server, or hydrated: no button until the browser says (no mismatch). */
const notKnownYet = () => false;

export interface CameraScanButtonProps {
  /** Each barcode the camera reads, once per sheet: the same as a scanner's Enter. */
  onScan: (barcode: string) => void;
  className?: string;
}

/**
 * "Scan with the camera": for a phone or tablet without a barcode scanner. Opens the camera
 * scanner in its place, and comes back (with the focus) when it is closed. Not shown where the
 * browser cannot give a camera.
 */
export function CameraScanButton({ onScan, className }: CameraScanButtonProps) {
  const available = useSyncExternalStore(noChanges, canAskForCamera, notKnownYet);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closedByTeacher = useRef(false);

  useEffect(() => {
    if (!open && closedByTeacher.current) {
      closedByTeacher.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  if (!available) return null;
  if (open) {
    return (
      <Suspense fallback={<Opening />}>
        <CameraScanner
          onScan={onScan}
          onClose={() => {
            closedByTeacher.current = true;
            setOpen(false);
          }}
        />
      </Suspense>
    );
  }
  return (
    <Button
      ref={buttonRef}
      variant="secondary"
      size="lg"
      // Fetched as the finger lands, opened as it lifts.
      onPointerDown={() => void loadScanner().catch(() => undefined)}
      onClick={() => setOpen(true)}
      className={cn('w-full sm:w-auto', className)}
    >
      <Camera aria-hidden="true" className="size-5" />
      {cameraText.open}
    </Button>
  );
}

/**
 * While the scanner's code arrives: its place held, and a dialog already, so the station's focus
 * keeping does not pull the focus back to the scan input in the meantime.
 */
function Opening() {
  return (
    <section
      role="dialog"
      aria-label={cameraText.title}
      className="-mx-4 mt-2 mb-4 flex aspect-[4/3] items-center justify-center gap-3 bg-night text-lg text-parchment sm:mx-auto sm:max-w-2xl sm:rounded-card"
    >
      <Spinner className="size-6 text-gold" />
      <span role="status">{cameraText.starting}</span>
    </section>
  );
}
