import { Camera, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { CameraView } from './CameraView.tsx';
import { cameraText } from './strings.ts';

export interface CameraScannerProps {
  /** Each sheet read, once (the same sheet held in view is not sent again). */
  onScan: (barcode: string) => void;
  onClose: () => void;
}

/**
 * Scanning with the phone's camera: a panel in the station's page (its last result stays in view
 * below it). A dialog to assistive technology and to the station's focus keeping
 * (useScanFocus leaves an open dialog alone), not modal: the page stays usable. Focus goes to
 * Close when it opens; Escape closes it from anywhere on the page.
 */
export default function CameraScanner({ onScan, onClose }: CameraScannerProps) {
  const titleId = useId();
  const hintId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const [attempt, setAttempt] = useState(0);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    // The viewfinder and the result below it on a phone's screen together.
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panelRef.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      data-camera-scanner
      className="-mx-4 mt-2 mb-4 scroll-mt-2 bg-night text-parchment shadow-card sm:mx-auto sm:max-w-2xl sm:rounded-card sm:p-4"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-0 sm:pt-0">
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold text-parchment">
          <Camera aria-hidden="true" className="size-6 text-gold" />
          {cameraText.title}
        </h2>
        <Button variant="light" autoFocus onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
          {cameraText.close}
        </Button>
      </div>
      <CameraView
        key={attempt}
        hintId={hintId}
        onScan={onScan}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    </section>
  );
}
