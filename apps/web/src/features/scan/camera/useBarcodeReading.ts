import { useEffect, useEffectEvent, useState } from 'react';
import type { RefObject } from 'react';
import { aimRegion } from './aim-region.ts';
import { createBarcodeReader } from './barcode-reader.ts';
import type { BarcodeReader } from './barcode-reader.ts';
import { createRepeatFilter } from './repeat-filter.ts';

/**
 * A read every 200 ms: five a second find a sheet as soon as it is steady, and leave a phone's
 * CPU (ZXing runs on the page's thread) and battery alone between reads.
 */
const READ_EVERY_MS = 200;
/** Wider than this, the part in the frame is scaled down before reading: bars stay bars. */
const MAX_READ_WIDTH = 1280;

export type ReaderState = 'loading' | 'ready' | 'failed';

/**
 * Reads the part of the camera's picture inside the framing rectangle a few times a second, while
 * `live`, and calls `onCode` once per sheet (repeat-filter.ts). One read at a time: the next is
 * timed from the end of the last, so a slow phone reads less often rather than falling behind.
 */
export function useBarcodeReading(
  videoRef: RefObject<HTMLVideoElement | null>,
  live: boolean,
  onCode: (code: string) => void,
): ReaderState {
  const [reader, setReader] = useState<BarcodeReader | null>(null);
  const [failed, setFailed] = useState(false);
  const onRead = useEffectEvent(onCode);

  // Loaded while the camera starts (the permission question takes the teacher a moment anyway).
  useEffect(() => {
    let current = true;
    createBarcodeReader().then(
      (ready) => current && setReader(ready),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!live || !reader || !video) return;
    // The part in the frame is copied here to be read (read back often: kept in CPU memory).
    const context = document
      .createElement('canvas')
      .getContext('2d', { willReadFrequently: true, alpha: false });
    if (!context) return;
    const canvas = context.canvas;
    const filter = createRepeatFilter();
    let timer = 0;
    let stopped = false;

    const readOnce = async (): Promise<string | null> => {
      const shown = { width: video.clientWidth, height: video.clientHeight };
      const frame = { width: video.videoWidth, height: video.videoHeight };
      const ready = video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;
      if (document.hidden || !ready || !frame.width || !shown.width || !shown.height) return null;
      const region = aimRegion(frame, shown);
      if (!region.width || !region.height) return null;
      const scale = Math.min(1, MAX_READ_WIDTH / region.width);
      const width = Math.round(region.width * scale);
      const height = Math.round(region.height * scale);
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.drawImage(
        video,
        region.x,
        region.y,
        region.width,
        region.height,
        0,
        0,
        width,
        height,
      );
      // A frame that cannot be read is simply not a barcode: the next one may be.
      return reader.read(canvas).catch(() => null);
    };

    const tick = async () => {
      const code = await readOnce();
      if (stopped) return;
      if (code && filter.accept(code, performance.now())) onRead(code);
      timer = window.setTimeout(tick, READ_EVERY_MS);
    };
    timer = window.setTimeout(tick, READ_EVERY_MS);

    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [live, reader, videoRef]);

  return failed ? 'failed' : reader ? 'ready' : 'loading';
}
